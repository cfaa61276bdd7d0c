import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import type { Clock } from "../../clock";

/** How long after a right password its second factor may be entered. */
export const challengeLifetimeMs = 5 * 60 * 1000;

/**
 * The proof, between the password and the code, that the password was right: "<user id>.<expiry
 * ms>.<HMAC>", signed with a key derived from the server's signing key, so any instance can check
 * it and nothing is stored. It opens nothing by itself: the code is still needed, a code is never
 * accepted twice (totp.ts), and code guesses are throttled with password guesses.
 */
export function createSignInChallenges(signingKey: string, clock: Clock) {
  const key = Buffer.from(hkdfSync("sha256", signingKey, "", "hrms sign-in challenge", 32));
  const sign = (payload: string) => createHmac("sha256", key).update(payload).digest("base64url");

  return {
    issue(userId: string): string {
      const payload = `${userId}.${clock.now().getTime() + challengeLifetimeMs}`;
      return `${payload}.${sign(payload)}`;
    },

    /** The user id it was issued for, or null when it is forged, changed or out of date. */
    read(challenge: string): string | null {
      const [userId, expiresAt, signature] = challenge.split(".");
      if (!userId || !expiresAt || !signature) return null;
      const expected = Buffer.from(sign(`${userId}.${expiresAt}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (!(Number(expiresAt) > clock.now().getTime())) return null;
      return userId;
    },
  };
}

export type SignInChallenges = ReturnType<typeof createSignInChallenges>;
