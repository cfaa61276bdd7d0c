import type { ServiceDeps } from "../../services";
import type { BlogService } from "../blog/service";
import type { DemoService } from "../demo/service";
import type { JobOpeningService } from "../job-openings/service";
import { defineModule } from "../module";
import type { NewsletterService } from "../newsletter/service";
import type { PlanService } from "../plans/service";
import type { UserService } from "../users/service";
import { staffRoutes } from "./routes";
import { createDashboardService } from "./service";

interface DashboardSources {
  users: UserService;
  plans: PlanService;
  demo: DemoService;
  blog: BlogService;
  jobOpenings: JobOpeningService;
  newsletter: NewsletterService;
}

/** The back office's summary, read from the other areas. */
export const dashboardManifest = defineModule({
  name: "dashboard",
  tag: { name: "Dashboard", description: "The back office's summary." },
  services: ({ users, plans, demo, blog, jobOpenings, newsletter }: ServiceDeps & DashboardSources) => ({
    dashboard: createDashboardService({ users, plans, demo, blog, jobOpenings, newsletter }),
  }),
  staffRoutes,
  // The permission each staff route needs (common/permissions.ts; ADR 040).
  staffAccess: {
    "GET /api/admin/dashboard": "dashboard.summary",
    "GET /api/admin/dashboard/own-areas": "dashboard.read",
  },
});
