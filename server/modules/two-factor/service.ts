import { roleLabels, type StaffRole } from "../../../common/permissions";
import {
  type RecoveryCodes,
  recoveryCodePattern,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from "../../../common/two-factor";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import type { Actor, AuditLog } from "../audit/service";
import { verifyPassword } from "../auth/passwords";
import type { UserService } from "../users/service";
import { createTwoFactorAdministration } from "./administration";
import { createAuthenticator } from "./authenticator";
import { createTwoFactorPolicy } from "./policy";
import { createRecoveryCodes } from "./recovery-codes";
import { createSecretBox } from "./secret-box";
import { createSignInChallenges } from "./sign-in-challenge";

/** The signed-in person, as the two-factor service needs them. */
type Me = Actor & { id: string; role: StaffRole };

export class WrongCodeError extends Error {
  constructor() {
    super("That code is not right. Check the time on your phone, and enter the newest code.");
    this.name = "WrongCodeError";
  }
}

export class WrongPasswordError extends Error {
  constructor() {
    super("That password is not right");
    this.name = "WrongPasswordError";
  }
}

export class TwoFactorOffError extends Error {
  constructor() {
    super("Two-factor sign-in is off, so there are no recovery codes to renew. Set it up first.");
    this.name = "TwoFactorOffError";
  }
}

export class TwoFactorRequiredError extends Error {
  constructor(role: StaffRole) {
    super(`The ${roleLabels[role]} role requires two-factor sign-in, so it cannot be turned off.`);
    this.name = "TwoFactorRequiredError";
  }
}

/** A change to one's own second factor asks for the password again: a session left open is not enough. */
async function requirePassword(users: UserService, me: Me, password: string): Promise<void> {
  const user = await users.findById(me.id);
  if (!user || !(await verifyPassword(user.passwordHash, password))) throw new WrongPasswordError();
}

/** Which second factor a code was: an authenticator's, or one of the recovery codes. */
export type SecondFactorKind = "authenticator" | "recovery code";

/**
 * Two-factor sign-in (ADR 044): the signed-in person's authenticator and recovery codes, the
 * roles that must use it, and the checks the sign-in makes between password and session.
 */
export function createTwoFactorService({
  db,
  clock,
  audit,
  users,
  signingKey,
}: {
  db: Database;
  clock: Clock;
  audit: AuditLog;
  users: UserService;
  signingKey: string;
}) {
  const authenticator = createAuthenticator({ db, clock, box: createSecretBox(signingKey, "totp secrets") });
  const recovery = createRecoveryCodes({ db, clock, signingKey });
  const policy = createTwoFactorPolicy({ db, clock });
  const challenges = createSignInChallenges(signingKey, clock);

  return {
    challenges,
    isEnabled: authenticator.isEnabled,

    async status(me: Me): Promise<TwoFactorStatus> {
      const [enabled, required, recoveryCodesLeft] = await Promise.all([
        authenticator.isEnabled(me.id),
        policy.isRequired(me.role),
        recovery.left(me.id),
      ]);
      return { enabled, required, recoveryCodesLeft };
    },

    /** A new secret to scan, not on until one code confirms it (a set-up started and left changes nothing else). */
    begin(me: Me): Promise<TwoFactorSetup> {
      return audit.write(me, async (tx) => ({
        result: await authenticator.begin(me.id, me.username, tx),
        record: {
          action: "two-factor-setup",
          entity: "user",
          entityId: me.id,
          publicContent: false,
          summary: "Started setting up two-factor sign-in (off until a code from the app confirms it)",
        },
      }));
    },

    /** Turns it on with one right code; the answer holds the recovery codes, shown once. */
    confirm(me: Me, code: string): Promise<RecoveryCodes> {
      return audit.write(me, async (tx) => {
        if (!(await authenticator.confirm(me.id, code, tx))) throw new WrongCodeError();
        const recoveryCodes = await recovery.renew(me.id, tx);
        return {
          result: {
            message: "Two-factor sign-in is on. Keep your recovery codes somewhere safe: they are shown only now.",
            recoveryCodes,
          },
          record: {
            action: "two-factor-on",
            entity: "user",
            entityId: me.id,
            publicContent: false,
            summary: "Turned on two-factor sign-in with an authenticator app",
          },
        };
      });
    },

    async turnOff(me: Me, password: string): Promise<void> {
      await requirePassword(users, me, password);
      if (await policy.isRequired(me.role)) throw new TwoFactorRequiredError(me.role);
      await audit.write(me, async (tx) => {
        const removed = await authenticator.remove(me.id, tx);
        await recovery.remove(me.id, tx);
        return {
          result: undefined,
          record: removed
            ? {
                action: "two-factor-off",
                entity: "user",
                entityId: me.id,
                publicContent: false,
                summary: "Turned off two-factor sign-in",
              }
            : null,
        };
      });
    },

    async renewRecoveryCodes(me: Me, password: string): Promise<RecoveryCodes> {
      await requirePassword(users, me, password);
      if (!(await authenticator.isEnabled(me.id))) throw new TwoFactorOffError();
      return audit.write(me, async (tx) => ({
        result: {
          message: "New recovery codes. The old ones no longer work.",
          recoveryCodes: await recovery.renew(me.id, tx),
        },
        record: {
          action: "recovery-codes-renewed",
          entity: "user",
          entityId: me.id,
          publicContent: false,
          summary: "Made new recovery codes; the old ones stopped working",
        },
      }));
    },

    /** Checks a sign-in's second factor: an authenticator code once, or an unused recovery code. */
    async accept(userId: string, code: string): Promise<SecondFactorKind | null> {
      if (/^\d{6}$/.test(code)) return (await authenticator.accept(userId, code)) ? "authenticator" : null;
      if (recoveryCodePattern.test(code)) return (await recovery.use(userId, code)) ? "recovery code" : null;
      return null;
    },

    recoveryCodesLeft: recovery.left,
    isRequiredOf: (role: StaffRole) => policy.isRequired(role),
    requiredFor: () => policy.requiredFor(),

    ...createTwoFactorAdministration({ audit, users, authenticator, recovery, policy }),
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
