import type { ServiceDeps } from "../../services";
import type { AuditLog } from "../audit/service";
import { defineModule } from "../module";
import { publicRoutes, staffRoutes } from "./routes";
import { createPlanService } from "./service";

/** Pricing plans: the pricing page's table, edited by staff. */
export const plansManifest = defineModule({
  name: "plans",
  tag: { name: "Plans", description: "Pricing plans: read by everyone, changed by staff." },
  services: ({ db, clock, audit }: ServiceDeps & { audit: AuditLog }) => ({
    plans: createPlanService({ db, clock, audit }),
  }),
  publicRoutes,
  staffRoutes,
  // The permission each staff route needs (common/permissions.ts; ADR 040).
  staffAccess: {
    "GET /api/admin/plans": "plans.manage",
    "GET /api/admin/plans/:id": "plans.manage",
    "POST /api/admin/plans": "plans.manage",
    "PUT /api/admin/plans/:id": "plans.manage",
    "DELETE /api/admin/plans/:id": "plans.manage",
  },
  auditEntities: { plan: { label: "Plan", page: "/admin/plans/:id" } },
  contentArea: { area: "plans", entities: ["plan"] },
});
