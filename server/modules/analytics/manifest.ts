import type { ServiceDeps } from "../../services";
import { defineModule } from "../module";
import { publicRoutes } from "./collect-routes";
import { createAnalyticsCollector } from "./collector";
import { createAnalyticsRollups } from "./rollup";
import { staffRoutes } from "./routes";
import { createAnalyticsService } from "./service";

/** First-party analytics (ADR 028): the collector and its beacon, the nightly rollups, the staff dashboard. */
export const analyticsManifest = defineModule({
  name: "analytics",
  tag: { name: "Analytics", description: "First-party, cookie-free page views and the demo funnel." },
  services: ({ db, clock, config, log }: ServiceDeps) => ({
    analyticsCollector: createAnalyticsCollector({ db, clock, config, log }),
    analytics: createAnalyticsService({ db, clock, retentionDays: config.ANALYTICS_RETENTION_DAYS }),
    analyticsRollups: createAnalyticsRollups({ db, clock, retentionDays: config.ANALYTICS_RETENTION_DAYS }),
  }),
  publicRoutes,
  staffRoutes,
  // The permission each staff route needs (common/permissions.ts; ADR 040).
  staffAccess: {
    "GET /api/admin/analytics": "analytics.read",
    "GET /api/admin/analytics/export.csv": "analytics.read",
  },
});
