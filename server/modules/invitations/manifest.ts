import type { ServiceDeps } from "../../services";
import type { AuditLog } from "../audit/service";
import type { AuthService } from "../auth/service";
import type { Outbox } from "../mail/outbox";
import { defineModule } from "../module";
import { publicRoutes, staffRoutes } from "./routes";
import { createInvitationService } from "./service";

/** Invitations to the back office: an admin invites, the person chooses a password by the emailed link. */
export const invitationsManifest = defineModule({
  name: "invitations",
  tag: {
    name: "Invitations",
    description: "An admin invites a person by email with a role; the emailed link lets them choose a password, once.",
  },
  services: ({
    db,
    clock,
    config,
    audit,
    outbox,
    auth,
  }: ServiceDeps & { audit: AuditLog; outbox: Outbox; auth: AuthService }) => ({
    invitations: createInvitationService({
      db,
      clock,
      audit,
      outbox,
      sessions: auth.sessions,
      publicUrl: config.PUBLIC_URL,
    }),
  }),
  publicRoutes,
  staffRoutes,
  // The permission each staff route needs (common/permissions.ts; ADR 040).
  staffAccess: {
    "GET /api/admin/invitations": "users.manage",
    "POST /api/admin/invitations": "users.manage",
    "POST /api/admin/invitations/:id/resend": "users.manage",
    "DELETE /api/admin/invitations/:id": "users.manage",
  },
  auditEntities: { staff_invitation: { label: "Invitation", page: "/admin/users" } },
});
