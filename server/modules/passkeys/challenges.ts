import { and, eq, gt, lt } from "drizzle-orm";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { passkeyChallenges } from "./tables";

/** How long a ceremony's challenge waits for the browser's answer. */
const challengeLifetimeMs = 5 * 60 * 1000;

type Purpose = "register" | "sign-in";

/**
 * The challenges of passkey ceremonies under way: stored as they are issued, deleted as they are
 * checked, so any instance can finish a ceremony another began and no answer is checked twice.
 */
export function createCeremonyChallenges({ db, clock }: { db: Database; clock: Clock }) {
  return {
    async remember(
      challenge: string,
      purpose: Purpose,
      userId: string | null,
      writer: Pick<Database, "insert"> = db,
    ): Promise<void> {
      await writer
        .insert(passkeyChallenges)
        .values({ challenge, purpose, userId, expiresAt: new Date(clock.now().getTime() + challengeLifetimeMs) });
    },

    /** The library's `expectedChallenge`: true once for a challenge issued for `purpose` (and `userId`), in time. */
    consume: (purpose: Purpose, userId: string | null) => async (challenge: string) => {
      const used = await db
        .delete(passkeyChallenges)
        .where(
          and(
            eq(passkeyChallenges.challenge, challenge),
            eq(passkeyChallenges.purpose, purpose),
            userId ? eq(passkeyChallenges.userId, userId) : undefined,
            gt(passkeyChallenges.expiresAt, clock.now()),
          ),
        )
        .returning({ challenge: passkeyChallenges.challenge });
      return used.length > 0;
    },

    /** Housekeeping: ceremonies nobody finished. */
    async purgeExpired(): Promise<number> {
      const purged = await db
        .delete(passkeyChallenges)
        .where(lt(passkeyChallenges.expiresAt, clock.now()))
        .returning({ challenge: passkeyChallenges.challenge });
      return purged.length;
    },
  };
}

export type CeremonyChallenges = ReturnType<typeof createCeremonyChallenges>;
