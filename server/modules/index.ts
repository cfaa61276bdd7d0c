import { analyticsCollectModule } from "./analytics/collect-routes";
import { analyticsModule } from "./analytics/routes";
import { assistantModule } from "./assistant/routes";
import { auditModule } from "./audit/routes";
import { authModule } from "./auth/routes";
import { blogModule } from "./blog/routes";
import { changelogModule } from "./changelog/routes";
import { contactModule } from "./contact/routes";
import { dashboardModule } from "./dashboard/routes";
import { dataRightsRequestsModule } from "./data-rights-requests/routes";
import { demoModule } from "./demo/routes";
import { jobOpeningsModule } from "./job-openings/routes";
import { mailModule } from "./mail/routes";
import type { AppModule } from "./module";
import { newsletterModule } from "./newsletter/routes";
import { newsletterSendsModule } from "./newsletter-sends/routes";
import { plansModule } from "./plans/routes";
import { resourcesModule } from "./resources/routes";
import { seoModule } from "./seo/routes";
import { statusModule } from "./status/routes";
import { usersModule } from "./users/routes";

/** Every module's routes, registered by server/app.ts. A new module adds one line (docs/adding-a-module.md). */
export const appModules: readonly AppModule[] = [
  authModule,
  usersModule,
  plansModule,
  demoModule,
  blogModule,
  jobOpeningsModule,
  changelogModule,
  contactModule,
  dataRightsRequestsModule,
  assistantModule,
  mailModule,
  auditModule,
  dashboardModule,
  analyticsModule,
  seoModule,
  statusModule,
  resourcesModule,
  newsletterModule,
  newsletterSendsModule,
  analyticsCollectModule,
];
