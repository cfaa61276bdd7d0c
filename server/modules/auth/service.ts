import type { LoginInput } from "../../../common/auth";
import type { Database } from "../../db/client";
import { findAdminByUsername } from "./admin-users";
import { createLoginThrottle } from "./login-throttle";
import { spendDecoyVerification, verifyPassword } from "./passwords";
import { createSessionStore } from "./sessions";

export type LoginOutcome =
  | { kind: "signed-in"; token: string }
  | { kind: "rejected" }
  | { kind: "throttled"; retryAfterSeconds: number };

export function createAuthService(db: Database, now: () => Date = () => new Date()) {
  const sessions = createSessionStore(db, now);
  const throttle = createLoginThrottle(db, now);

  return {
    sessions,

    async login({ username, password }: LoginInput, address: string): Promise<LoginOutcome> {
      const keys = { username, address };
      const waitSeconds = await throttle.retryAfterSeconds(keys);
      if (waitSeconds > 0) return { kind: "throttled", retryAfterSeconds: waitSeconds };

      const user = await findAdminByUsername(db, username);
      const passwordMatches = user
        ? await verifyPassword(user.passwordHash, password)
        : await spendDecoyVerification(password);
      if (!user || !passwordMatches) {
        await throttle.recordFailure(keys);
        return { kind: "rejected" };
      }

      await throttle.recordSuccess(keys);
      await sessions.purgeExpired();
      return { kind: "signed-in", token: await sessions.create(user.id) };
    },

    logout(token: string): Promise<void> {
      return sessions.revoke(token);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
