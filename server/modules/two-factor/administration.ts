import { eq } from "drizzle-orm";
import { roleLabels, type StaffRole } from "../../../common/permissions";
import { sessions } from "../../db/schema";
import type { Actor, AuditLog } from "../audit/service";
import type { UserService } from "../users/service";
import type { Authenticator } from "./authenticator";
import type { TwoFactorPolicyStore } from "./policy";
import type { RecoveryCodeStore } from "./recovery-codes";

/** What an admin and the server's operator do about others' second factors: the roles that need one, and a lost one. */
export function createTwoFactorAdministration({
  audit,
  users,
  authenticator,
  recovery,
  policy,
}: {
  audit: AuditLog;
  users: UserService;
  authenticator: Authenticator;
  recovery: RecoveryCodeStore;
  policy: TwoFactorPolicyStore;
}) {
  return {
    /** Sets the roles that must use a second factor. */
    setPolicy(actor: Actor, roles: readonly StaffRole[]): Promise<StaffRole[]> {
      return audit.write(actor, async (tx) => {
        const before = await policy.requiredFor(tx);
        await policy.replace(roles, tx);
        const after = await policy.requiredFor(tx);
        const names = (list: StaffRole[]) => (list.length ? list.map((role) => roleLabels[role]).join(", ") : "none");
        return {
          result: after,
          record:
            names(before) === names(after)
              ? null
              : {
                  action: "two-factor-policy",
                  entity: "two_factor_policy",
                  entityId: "roles",
                  publicContent: false,
                  summary: `Two-factor sign-in required for: ${names(after)}`,
                  before: { requiredFor: names(before) },
                  after: { requiredFor: names(after) },
                },
        };
      });
    },

    /**
     * For the server operator who lost their only second factor (scripts/admin-reset-two-factor.ts):
     * turns it off and ends the account's sessions. False when no account has that username.
     */
    async resetAsSystem(username: string): Promise<boolean> {
      const user = await users.findByUsername(username);
      if (!user) return false;
      await audit.write({ id: null, username: "server operator" }, async (tx) => {
        await authenticator.remove(user.id, tx);
        await recovery.remove(user.id, tx);
        await tx.delete(sessions).where(eq(sessions.userId, user.id));
        return {
          result: undefined,
          record: {
            action: "two-factor-off",
            entity: "user",
            entityId: user.id,
            publicContent: false,
            summary: `Turned off two-factor sign-in for "${user.username}" from the server's command line; their sessions ended`,
          },
        };
      });
      return true;
    },
  };
}
