import type { ServiceDeps } from "../../services";
import type { AuditLog } from "../audit/service";
import { defineModule } from "../module";
import { publicRoutes, staffRoutes } from "./routes";
import { createJobOpeningService } from "./service";

/** Job openings: the careers page's open roles, edited by staff. */
export const jobOpeningsManifest = defineModule({
  name: "job-openings",
  tag: { name: "Careers", description: "Job openings: open ones for everyone, all of them for staff." },
  services: ({ db, clock, audit }: ServiceDeps & { audit: AuditLog }) => ({
    jobOpenings: createJobOpeningService({ db, clock, audit }),
  }),
  publicRoutes,
  staffRoutes,
  // The permission each staff route needs (common/permissions.ts; ADR 040).
  staffAccess: {
    "GET /api/admin/job-openings": "job-openings.manage",
    "GET /api/admin/job-openings/:id": "job-openings.manage",
    "POST /api/admin/job-openings": "job-openings.manage",
    "PUT /api/admin/job-openings/:id": "job-openings.manage",
    "DELETE /api/admin/job-openings/:id": "job-openings.manage",
  },
  auditEntities: { job_opening: { label: "Job opening", page: "/admin/job-openings/:id" } },
  // "jobs": the content area's stored name (server/content-areas.ts).
  contentArea: { area: "jobs", entities: ["job_opening"] },
});
