import type { ServiceDeps } from "../../services";
import type { AuditLog } from "../audit/service";
import { defineModule } from "../module";
import { staffRoutes } from "./routes";
import { createUserService } from "./service";

/** Back-office accounts. */
export const usersManifest = defineModule({
  name: "users",
  tag: { name: "Users", description: "Back-office accounts." },
  services: ({ db, clock, audit }: ServiceDeps & { audit: AuditLog }) => ({
    users: createUserService({ db, clock, audit }),
  }),
  staffRoutes,
  // The permission each staff route needs (common/permissions.ts; ADR 040).
  staffAccess: {
    "GET /api/admin/users": "users.manage",
    "POST /api/admin/users": "users.manage",
    "PATCH /api/admin/users/:id": "users.manage",
    "DELETE /api/admin/users/:id": "users.manage",
    "POST /api/admin/users/:id/deactivate": "users.manage",
    "POST /api/admin/users/:id/reactivate": "users.manage",
  },
  auditEntities: { user: { label: "User", page: "/admin/users" } },
});
