import type { ServiceDeps } from "../../services";
import type { AuditLog } from "../audit/service";
import { defineModule } from "../module";
import type { UserService } from "../users/service";
import { publicRoutes, staffRoutes } from "./routes";
import { createPasskeyService } from "./service";

/** Passkeys: staff add, name and remove them, and sign in with one alone (ADR 045). */
export const passkeysManifest = defineModule({
  name: "passkeys",
  tag: { name: "Passkeys", description: "A staff member's passkeys (WebAuthn), and signing in with one." },
  services: ({ db, clock, audit, users, config }: ServiceDeps & { audit: AuditLog; users: UserService }) => ({
    passkeys: createPasskeyService({ db, clock, audit, users, publicUrl: config.PUBLIC_URL }),
  }),
  publicRoutes,
  staffRoutes,
  // The permission each staff route needs (common/permissions.ts; ADR 040).
  staffAccess: {
    "GET /api/auth/passkeys": "own-account",
    "POST /api/auth/passkeys/options": "own-account",
    "POST /api/auth/passkeys": "own-account",
    "PATCH /api/auth/passkeys/:id": "own-account",
    "DELETE /api/auth/passkeys/:id": "own-account",
  },
  auditEntities: { passkey: { label: "Passkey", page: "/admin/account" } },
});
