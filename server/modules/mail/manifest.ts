import type { ServiceDeps } from "../../services";
import type { AuditLog } from "../audit/service";
import { defineModule } from "../module";
import { createOutbox } from "./outbox";
import { staffRoutes } from "./routes";

/** Email the site sends: kept in the outbox until SMTP takes it (ADR 007), retried, and shown to staff. */
export const mailManifest = defineModule({
  name: "mail",
  tag: { name: "Outbox", description: "Email the site sends, kept until it is delivered." },
  services: ({ db, clock, config, log, mailer, audit }: ServiceDeps & { audit: AuditLog }) => ({
    outbox: createOutbox({ db, clock, config, log, mailer, audit }),
  }),
  staffRoutes,
  // The permission each staff route needs (common/permissions.ts; ADR 040).
  staffAccess: {
    "GET /api/admin/outbox": "outbox.manage",
    "GET /api/admin/outbox/:id": "outbox.manage",
    "POST /api/admin/outbox/:id/retry": "outbox.manage",
  },
  auditEntities: { email: { label: "Email", page: "/admin/outbox" } },
});
