import type { ServiceDeps } from "../../services";
import type { AuditLog } from "../audit/service";
import { defineModule } from "../module";
import { staffRoutes } from "./routes";
import { createProductTourService } from "./service";

/** The product tour's media (ADR 048): the video each demo plays, and each chapter's start and screenshot. */
export const productTourManifest = defineModule({
  name: "product-tour",
  tag: { name: "Product tour", description: "The videos and screenshots /product-tour shows for each demo." },
  services: ({ db, clock, audit }: ServiceDeps & { audit: AuditLog }) => ({
    productTour: createProductTourService({ db, clock, audit }),
  }),
  staffRoutes,
  // The permission each staff route needs (common/permissions.ts; ADR 040).
  staffAccess: {
    "GET /api/admin/product-tour": "product-tour.manage",
    "PUT /api/admin/product-tour/:id": "product-tour.manage",
  },
  auditEntities: { product_tour_demo: { label: "Product tour demo", page: "/admin/product-tour#:id" } },
  contentArea: { area: "product-tour", entities: ["product_tour_demo"] },
});
