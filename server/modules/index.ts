import { analyticsManifest } from "./analytics/manifest";
import { assistantManifest } from "./assistant/manifest";
import { auditManifest } from "./audit/manifest";
import { authManifest } from "./auth/manifest";
import { blogManifest } from "./blog/manifest";
import { changelogManifest } from "./changelog/manifest";
import { contactManifest } from "./contact/manifest";
import { dashboardManifest } from "./dashboard/manifest";
import { dataRightsRequestsManifest } from "./data-rights-requests/manifest";
import { demoManifest } from "./demo/manifest";
import { invitationsManifest } from "./invitations/manifest";
import { jobOpeningsManifest } from "./job-openings/manifest";
import { mailManifest } from "./mail/manifest";
import { mediaManifest } from "./media/manifest";
import type { ModuleManifest } from "./module";
import { newsletterManifest } from "./newsletter/manifest";
import { newsletterSendsManifest } from "./newsletter-sends/manifest";
import { passkeysManifest } from "./passkeys/manifest";
import { plansManifest } from "./plans/manifest";
import { productTourManifest } from "./product-tour/manifest";
import { resourcesManifest } from "./resources/manifest";
import { seoManifest } from "./seo/manifest";
import { statusManifest } from "./status/manifest";
import { twoFactorManifest } from "./two-factor/manifest";
import { usersManifest } from "./users/manifest";

/**
 * The manifest index: every module, once (docs/adding-a-module.md). Everything the server
 * lists about its modules is read from here. Services are built in this order, so a module
 * comes after the modules whose services it takes (server/services.ts says which is missing).
 */
export const moduleManifests = [
  auditManifest,
  analyticsManifest,
  mailManifest,
  usersManifest,
  twoFactorManifest,
  passkeysManifest,
  authManifest,
  invitationsManifest,
  plansManifest,
  mediaManifest,
  productTourManifest,
  demoManifest,
  blogManifest,
  jobOpeningsManifest,
  changelogManifest,
  dataRightsRequestsManifest,
  contactManifest,
  resourcesManifest,
  assistantManifest,
  newsletterManifest,
  newsletterSendsManifest,
  dashboardManifest,
  seoManifest,
  statusManifest,
] as const;

type Manifest = (typeof moduleManifests)[number];

/** Every kind of record the audit log can name: what the manifests declare (a name with no declaration is a type error). */
export type AuditEntity = Manifest extends infer M
  ? M extends { auditEntities?: infer Labels }
    ? keyof NonNullable<Labels> & string
    : never
  : never;

/** The manifests, as code that reads any module sees them. */
export const modules: readonly ModuleManifest<never, object, string>[] = moduleManifests;
