import type { ServiceDeps } from "../../services";
import type { AuditLog } from "../audit/service";
import { defineModule } from "../module";
import type { UserService } from "../users/service";
import { publicRoutes, staffRoutes } from "./routes";
import { createAuthService } from "./service";

/** Staff sign-in, sessions and the signed-in person's own password. */
export const authManifest = defineModule({
  name: "auth",
  tag: { name: "Auth", description: "Staff sign-in, and the signed-in person's own sessions and password." },
  services: ({ db, clock, users, audit }: ServiceDeps & { users: UserService; audit: AuditLog }) => ({
    auth: createAuthService({ db, clock, users, audit }),
  }),
  publicRoutes,
  staffRoutes,
  // The permission each staff route needs (common/permissions.ts; ADR 040).
  staffAccess: {
    "GET /api/auth/session": "own-account",
    "GET /api/auth/sessions": "own-account",
    "DELETE /api/auth/sessions/:id": "own-account",
    "PUT /api/auth/password": "own-account",
  },
  auditEntities: {
    session: { label: "Session", page: "/admin/users" },
    // A staff call refused for want of a permission: its id is the method and the address.
    access: { label: "Access" },
  },
});
