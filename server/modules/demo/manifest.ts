import type { ServiceDeps } from "../../services";
import type { AuditLog } from "../audit/service";
import type { Outbox } from "../mail/outbox";
import { defineModule } from "../module";
import { publicRoutes, staffRoutes } from "./routes";
import { createDemoService } from "./service";
import { createVerificationService } from "./verification";

/** Booking a demo: the emailed code, the booking and its links, reminders, and the staff list. */
export const demoManifest = defineModule({
  name: "demo",
  tag: {
    name: "Demo booking",
    description: "Booking a demo with an emailed code, cancelling it, and the demo requests staff follow up.",
  },
  services: ({
    db,
    clock,
    config,
    log,
    outbox,
    signingKey,
    audit,
  }: ServiceDeps & { outbox: Outbox; audit: AuditLog }) => {
    const verification = createVerificationService({ db, clock, outbox, signingKey });
    return {
      verification,
      demo: createDemoService({ db, clock, config, log, outbox, verification, signingKey, audit }),
    };
  },
  publicRoutes,
  staffRoutes,
  // The permission each staff route needs (common/permissions.ts; ADR 040).
  staffAccess: {
    "GET /api/admin/demo-requests": "demo-requests.read",
    "GET /api/admin/demo-requests/export.csv": "demo-requests.export",
    "GET /api/admin/demo-requests/:id/timeline": "demo-requests.read",
    "PATCH /api/admin/demo-requests/:id": "demo-requests.update",
    "DELETE /api/admin/demo-requests/:id": "demo-requests.delete",
  },
  auditEntities: { demo_request: { label: "Demo request", page: "/admin/demo-requests" } },
});
