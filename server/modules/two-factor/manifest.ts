import type { ServiceDeps } from "../../services";
import type { AuditLog } from "../audit/service";
import { defineModule } from "../module";
import type { UserService } from "../users/service";
import { staffRoutes } from "./routes";
import { createTwoFactorService } from "./service";

/** Two-factor sign-in: authenticator apps, recovery codes, and the roles that must use them (ADR 044). */
export const twoFactorManifest = defineModule({
  name: "two-factor",
  tag: {
    name: "Two-factor sign-in",
    description: "A staff member's authenticator app and recovery codes, and which roles must use them.",
  },
  services: ({ db, clock, audit, users, signingKey }: ServiceDeps & { audit: AuditLog; users: UserService }) => ({
    twoFactor: createTwoFactorService({ db, clock, audit, users, signingKey }),
  }),
  staffRoutes,
  // The permission each staff route needs (common/permissions.ts; ADR 040).
  staffAccess: {
    "GET /api/auth/two-factor": "own-account",
    "POST /api/auth/two-factor/setup": "own-account",
    "POST /api/auth/two-factor/confirm": "own-account",
    "POST /api/auth/two-factor/recovery-codes": "own-account",
    "POST /api/auth/two-factor/disable": "own-account",
    "GET /api/admin/two-factor-policy": "users.manage",
    "PUT /api/admin/two-factor-policy": "users.manage",
  },
  auditEntities: { two_factor_policy: { label: "Two-factor policy", page: "/admin/users" } },
});
