import { company } from "../../../content/company";
import type { ServiceDeps } from "../../services";
import type { AuditLog } from "../audit/service";
import type { Outbox } from "../mail/outbox";
import { defineModule } from "../module";
import { createNewsletterLinks } from "./links";
import { publicRoutes, staffRoutes } from "./routes";
import { createNewsletterService } from "./service";

/** The newsletter's double opt-in sign-up, and the subscriber list staff keep. */
export const newsletterManifest = defineModule({
  name: "newsletter",
  tag: {
    name: "Newsletter",
    description: "Double opt-in sign-up for visitors; the subscriber list, its export and removal for staff.",
  },
  services: ({
    db,
    clock,
    config,
    log,
    outbox,
    audit,
    signingKey,
  }: ServiceDeps & { outbox: Outbox; audit: AuditLog }) => ({
    newsletter: createNewsletterService({
      db,
      clock,
      log,
      outbox,
      audit,
      links: createNewsletterLinks({
        signingKey,
        publicUrl: config.PUBLIC_URL,
        // ADR 024: a mailbox staff read; they remove such addresses by hand in Subscribers.
        unsubscribeMailbox: config.NEWSLETTER_UNSUBSCRIBE_MAILBOX ?? config.SALES_EMAIL ?? company.salesEmail,
      }),
    }),
  }),
  publicRoutes,
  staffRoutes,
  // The permission each staff route needs (common/permissions.ts; ADR 040).
  staffAccess: {
    "GET /api/admin/subscribers": "newsletter.manage",
    "GET /api/admin/subscribers/export.csv": "newsletter.manage",
    "DELETE /api/admin/subscribers/:id": "newsletter.manage",
  },
  auditEntities: { newsletter_subscriber: { label: "Newsletter subscriber", page: "/admin/subscribers" } },
});
