import { type Permission, roleLabels } from "../../../common/permissions";
import type { PasswordChange } from "../../../common/users";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import type { AuditLog } from "../audit/service";
import type { PasskeyService } from "../passkeys/service";
import type { TwoFactorService } from "../two-factor/service";
import type { UserService } from "../users/service";
import { createLoginThrottle } from "./login-throttle";
import { requireStrongPassword } from "./password-strength";
import { hashPassword, verifyPassword } from "./passwords";
import { type AdminIdentity, createSessionStore } from "./sessions";
import { createSignIn } from "./sign-in";

export class WrongCurrentPasswordError extends Error {
  constructor() {
    super("Current password is incorrect");
    this.name = "WrongCurrentPasswordError";
  }
}

export function createAuthService({
  db,
  clock,
  users,
  audit,
  twoFactor,
  passkeys,
}: {
  db: Database;
  clock: Clock;
  users: UserService;
  audit: AuditLog;
  twoFactor: TwoFactorService;
  passkeys: PasskeyService;
}) {
  const sessions = createSessionStore({ db, clock });
  const throttle = createLoginThrottle({ db, clock });

  return {
    sessions,
    throttle,

    ...createSignIn({ audit, users, twoFactor, sessions, throttle, passkeys }),

    logout(token: string): Promise<void> {
      return sessions.revoke(token);
    },

    /** Needs the current password and a strong new one (WeakPasswordError); every other session of the account ends, this one stays. */
    async changePassword(admin: AdminIdentity, { currentPassword, newPassword }: PasswordChange): Promise<number> {
      const user = await users.findById(admin.id);
      if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) throw new WrongCurrentPasswordError();
      await requireStrongPassword(newPassword, [user.username], { field: "newPassword", label: "New password" });
      const passwordHash = await hashPassword(newPassword);
      return audit.write(admin, async (tx) => {
        await users.storePasswordHash(admin.id, passwordHash, tx);
        const ended = await sessions.revokeAllForUser(admin.id, { exceptSessionId: admin.sessionId, writer: tx });
        return {
          result: ended,
          record: {
            action: "password-change",
            entity: "user",
            publicContent: false,
            entityId: admin.id,
            summary: `Changed own password; ${ended} other session${ended === 1 ? "" : "s"} signed out`,
          },
        };
      });
    },

    /**
     * A call the signed-in role may not make, kept in the audit log: who, what they asked for and
     * what it needs. The address is cut to the log's length, and its query left out (it can hold
     * personal data, and it is not what was refused).
     */
    async recordRefusal(
      admin: AdminIdentity,
      { method, url, permission }: { method: string; url: string; permission: Permission | undefined },
    ): Promise<void> {
      const path = url.split("?")[0]?.slice(0, 200) ?? "";
      await audit.write(admin, async () => ({
        result: undefined,
        record: {
          action: "refused",
          entity: "access",
          publicContent: false,
          entityId: `${method} ${path}`,
          summary: `Refused ${method} ${path}: needs ${permission ?? "a permission no route names"}, which the ${roleLabels[admin.role]} role does not have`,
        },
      }));
    },

    /** Ends every one of the admin's sessions but this one. */
    signOutOthers(admin: AdminIdentity): Promise<number> {
      return audit.write(admin, async (tx) => {
        const ended = await sessions.revokeAllForUser(admin.id, { exceptSessionId: admin.sessionId, writer: tx });
        return {
          result: ended,
          record: ended
            ? {
                action: "sign-out-others",
                entity: "session",
                publicContent: false,
                entityId: admin.sessionId,
                summary: `Signed out ${ended} other session${ended === 1 ? "" : "s"}`,
              }
            : null,
        };
      });
    },

    /** Ends one of the admin's own sessions (another browser, a lost laptop). */
    endSession(admin: AdminIdentity, sessionId: string): Promise<boolean> {
      return audit.write(admin, async (tx) => {
        const ended = await sessions.revokeById(admin.id, sessionId, tx);
        return {
          result: ended,
          record: ended
            ? {
                action: "delete",
                entity: "session",
                publicContent: false,
                entityId: sessionId,
                summary: "Ended a signed-in session",
              }
            : null,
        };
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
