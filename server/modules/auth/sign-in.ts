import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import type { LoginInput } from "../../../common/auth";
import type { RequestOrigin } from "../../http/request-origin";
import type { AuditLog } from "../audit/service";
import { PasskeyRefusedError, type PasskeyService } from "../passkeys/service";
import type { TwoFactorService } from "../two-factor/service";
import type { UserService } from "../users/service";
import type { LoginThrottle } from "./login-throttle";
import { spendDecoyVerification, verifyPassword } from "./passwords";
import type { SessionStore } from "./sessions";

export type LoginOutcome =
  | { kind: "signed-in"; token: string }
  | { kind: "second-factor"; challenge: string }
  | { kind: "passkey-required" }
  | { kind: "rejected" }
  | { kind: "throttled"; retryAfterSeconds: number };

/** The account a sign-in is for, as far as the audit log names it. */
type SigningIn = { id: string; username: string };

/** A new session and its audit row, in one transaction. */
function startAuditedSession(
  { audit, sessions }: { audit: AuditLog; sessions: SessionStore },
  user: SigningIn,
  origin: RequestOrigin,
  how: string,
): Promise<string> {
  return audit.write({ ...user, origin }, async (tx) => {
    const { token, sessionId } = await sessions.create(user.id, origin, tx);
    return {
      result: token,
      record: { action: "sign-in", entity: "session", entityId: sessionId, publicContent: false, summary: how },
    };
  });
}

type FailedSignIn = [
  user: SigningIn | null | undefined,
  origin: RequestOrigin,
  action: "sign-in-failed" | "two-factor-failed",
  summary: string,
];

/**
 * A failed attempt, in the audit log under the account it named, or under none when no account
 * has that username (the name typed is not kept: people type passwords into it).
 */
function recordFailure(audit: AuditLog, ...[user, origin, action, summary]: FailedSignIn): Promise<void> {
  const actor = { id: user?.id ?? null, username: user?.username ?? "(unknown username)", origin };
  return audit.write(actor, async () => ({
    result: undefined,
    record: { action, entity: "session", entityId: user?.id ?? "unknown", publicContent: false, summary },
  }));
}

/**
 * Signing in: the password, then (for an account with one) the second factor. Every sign-in and
 * every failed attempt is an audit row with the address and user agent it came from.
 */
export function createSignIn({
  audit,
  users,
  twoFactor,
  sessions,
  throttle,
  passkeys,
}: {
  audit: AuditLog;
  users: UserService;
  twoFactor: TwoFactorService;
  passkeys: PasskeyService;
  sessions: SessionStore;
  throttle: LoginThrottle;
}) {
  const startSession = (user: SigningIn, origin: RequestOrigin, how: string) =>
    startAuditedSession({ audit, sessions }, user, origin, how);
  const recordFailedSignIn = (...failure: FailedSignIn) => recordFailure(audit, ...failure);

  return {
    /**
     * The password step. `client` is the caller's rate-limit key (its address, an IPv6 client's
     * /64): attempts are limited per pair. An account with two-factor sign-in gets a challenge, not
     * a session, and its attempt stays counted until the code is right too: a right password
     * cannot be used to reset the count of code guesses.
     */
    async login({ username, password }: LoginInput, client: string, origin: RequestOrigin): Promise<LoginOutcome> {
      const verdict = await throttle.countAttempt(username, client);
      if (!verdict.allowed) return { kind: "throttled", retryAfterSeconds: verdict.retryAfterSeconds };

      const user = await users.findByUsername(username);
      const passwordMatches = user
        ? await verifyPassword(user.passwordHash, password)
        : await spendDecoyVerification(password);
      // A deactivated account is refused as a wrong password is, after the same work.
      if (!user || !passwordMatches || user.deactivatedAt) {
        await throttle.recordFailure(username);
        await recordFailedSignIn(
          user,
          origin,
          "sign-in-failed",
          user ? "Failed sign-in: wrong password" : "Failed sign-in for a username no account has",
        );
        return { kind: "rejected" };
      }

      if (await twoFactor.isEnabled(user.id))
        return { kind: "second-factor", challenge: twoFactor.challenges.issue(user.id) };
      // A role that requires a second factor, and the person's only one is a passkey: the password
      // alone would be a session without it.
      if ((await twoFactor.isRequiredOf(user.role)) && (await passkeys.hasAny(user.id))) {
        return { kind: "passkey-required" };
      }
      await throttle.clear(username, client);
      return { kind: "signed-in", token: await startSession(user, origin, "Signed in with a password") };
    },

    /** A passkey alone: the browser verified the person, and the key proves the account (two factors). */
    async signInWithPasskey(response: AuthenticationResponseJSON, origin: RequestOrigin): Promise<string | null> {
      try {
        const user = await passkeys.verifySignIn(response);
        return await startSession(user, origin, "Signed in with a passkey");
      } catch (error) {
        if (!(error instanceof PasskeyRefusedError)) throw error;
        await recordFailedSignIn(
          undefined,
          origin,
          "sign-in-failed",
          `Failed sign-in with a passkey: ${error.message}`,
        );
        return null;
      }
    },

    /** The code step: an authenticator code (once) or a recovery code, throttled with the password guesses. */
    async completeSecondFactor(
      { challenge, code }: { challenge: string; code: string },
      client: string,
      origin: RequestOrigin,
    ): Promise<LoginOutcome | { kind: "expired" }> {
      const userId = twoFactor.challenges.read(challenge);
      const user = userId ? await users.findById(userId) : undefined;
      if (!user || user.deactivatedAt) return { kind: "expired" };
      const verdict = await throttle.countAttempt(user.username, client);
      if (!verdict.allowed) return { kind: "throttled", retryAfterSeconds: verdict.retryAfterSeconds };

      const kind = await twoFactor.accept(user.id, code);
      if (!kind) {
        await throttle.recordFailure(user.username);
        await recordFailedSignIn(
          user,
          origin,
          "two-factor-failed",
          "Failed sign-in: right password, wrong or used code",
        );
        return { kind: "rejected" };
      }
      await throttle.clear(user.username, client);
      const how =
        kind === "authenticator"
          ? "Signed in with a password and an authenticator code"
          : `Signed in with a password and a recovery code (${await twoFactor.recoveryCodesLeft(user.id)} left)`;
      return { kind: "signed-in", token: await startSession(user, origin, how) };
    },
  };
}
