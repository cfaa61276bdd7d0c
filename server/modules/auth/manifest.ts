import type { PasswordResetComplete } from "../../../common/password-reset";
import type { RequestOrigin } from "../../http/request-origin";
import type { ServiceDeps } from "../../services";
import type { AuditLog } from "../audit/service";
import type { Outbox } from "../mail/outbox";
import { defineModule } from "../module";
import type { PasskeyService } from "../passkeys/service";
import type { TwoFactorService } from "../two-factor/service";
import type { UserService } from "../users/service";
import { completePasswordReset, sendPasswordResetLater } from "./password-reset";
import { publicRoutes, staffRoutes } from "./routes";
import { createAuthService } from "./service";

/** Staff sign-in, sessions and the signed-in person's own password. */
export const authManifest = defineModule({
  name: "auth",
  tag: { name: "Auth", description: "Staff sign-in, and the signed-in person's own sessions and password." },
  services: ({
    db,
    clock,
    config,
    log,
    users,
    audit,
    outbox,
    twoFactor,
    passkeys,
  }: ServiceDeps & {
    users: UserService;
    audit: AuditLog;
    outbox: Outbox;
    twoFactor: TwoFactorService;
    passkeys: PasskeyService;
  }) => {
    const auth = createAuthService({ db, clock, users, audit, twoFactor, passkeys });
    const resets = {
      db,
      clock,
      audit,
      outbox,
      log,
      sessions: auth.sessions,
      hasSecondFactor: twoFactor.isEnabled,
      publicUrl: config.PUBLIC_URL,
    };
    return {
      auth,
      passwordResets: {
        /** Answers at once; the email, if an account uses the address, is queued after the answer. */
        request: (email: string) => sendPasswordResetLater(resets, email),
        complete: (input: PasswordResetComplete, origin: RequestOrigin) => completePasswordReset(resets, input, origin),
      },
    };
  },
  publicRoutes,
  staffRoutes,
  // The permission each staff route needs (common/permissions.ts; ADR 040).
  staffAccess: {
    "GET /api/auth/session": "own-account",
    "GET /api/auth/sessions": "own-account",
    "DELETE /api/auth/sessions": "own-account",
    "DELETE /api/auth/sessions/:id": "own-account",
    "PUT /api/auth/password": "own-account",
  },
  auditEntities: {
    session: { label: "Session", page: "/admin/users" },
    // A staff call refused for want of a permission: its id is the method and the address.
    access: { label: "Access" },
  },
});
