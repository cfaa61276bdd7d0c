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
  auditEntities: { plan: { label: "Plan", page: "/admin/plans/:id" } },
  contentArea: { area: "plans", entities: ["plan"] },
});
