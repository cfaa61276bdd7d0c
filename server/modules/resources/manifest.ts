import type { ServiceDeps } from "../../services";
import { defineModule } from "../module";
import type { PlanService } from "../plans/service";
import { publicRoutes } from "./routes";
import { createResourceService } from "./service";

/** The downloadable guides (PDFs made from the plans and the site's copy). */
export const resourcesManifest = defineModule({
  name: "resources",
  services: ({ plans, clock, contentVersion, config }: ServiceDeps & { plans: PlanService }) => ({
    resources: createResourceService({ plans, clock, contentVersion, publicUrl: config.PUBLIC_URL }),
  }),
  publicRoutes,
});
