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
  auditEntities: { job_opening: { label: "Job opening", page: "/admin/job-openings/:id" } },
  // "jobs": the content area's stored name (server/content-areas.ts).
  contentArea: { area: "jobs", entities: ["job_opening"] },
});
