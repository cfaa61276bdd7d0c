import type { ServiceDeps } from "../../services";
import type { AuditLog } from "../audit/service";
import type { Outbox } from "../mail/outbox";
import { defineModule } from "../module";
import type { NewsletterService } from "../newsletter/service";
import { staffRoutes } from "./routes";
import { createNewsletterSendService } from "./service";

/** Staff send a published post to the confirmed subscribers, in the background (ADR 024). */
export const newsletterSendsManifest = defineModule({
  name: "newsletter-sends",
  tag: { name: "Newsletter sends", description: "Staff send a published post to the confirmed subscribers." },
  services: ({
    db,
    clock,
    config,
    log,
    outbox,
    audit,
    newsletter,
  }: ServiceDeps & { outbox: Outbox; audit: AuditLog; newsletter: NewsletterService }) => ({
    newsletterSends: createNewsletterSendService({ db, clock, config, log, outbox, audit, links: newsletter.links }),
  }),
  staffRoutes,
  // The permission each staff route needs (common/permissions.ts; ADR 040).
  staffAccess: {
    "GET /api/admin/blog/:id/newsletter": "newsletter.manage",
    "POST /api/admin/blog/:id/newsletter/test": "newsletter.manage",
    "POST /api/admin/blog/:id/newsletter/send": "newsletter.manage",
  },
  // A send's audit rows name the post it sent: its page is the post's newsletter page.
  auditEntities: { newsletter_send: { label: "Newsletter", page: "/admin/blog/:id/newsletter" } },
});
