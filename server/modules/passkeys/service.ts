import { and, eq } from "drizzle-orm";
import type { Passkey } from "../../../common/passkeys";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import type { AuditLog } from "../audit/service";
import type { UserService } from "../users/service";
import { createCeremonyChallenges } from "./challenges";
import { type Me, toPasskey } from "./passkey";
import { createPasskeyRegistration } from "./registration";
import { createPasskeySignIn } from "./sign-in";
import { staffPasskeys } from "./tables";

/**
 * Passkeys (WebAuthn, with @simplewebauthn/server): a staff member registers several and names
 * them; any one signs them in with no username or password. The browser must verify the person
 * (a PIN, a fingerprint), so a passkey is two factors: something held and something known or
 * been. Challenges are stored and deleted on use, so each answer is checked once, on any instance.
 */
export function createPasskeyService({
  db,
  clock,
  audit,
  users,
  publicUrl,
}: {
  db: Database;
  clock: Clock;
  audit: AuditLog;
  users: UserService;
  publicUrl: string;
}) {
  const origin = new URL(publicUrl).origin;
  const rpID = new URL(publicUrl).hostname;

  const challenges = createCeremonyChallenges({ db, clock });

  const ownedBy = (userId: string) =>
    db.select().from(staffPasskeys).where(eq(staffPasskeys.userId, userId)).orderBy(staffPasskeys.createdAt);

  return {
    /** The origin a browser's answer must come from (PUBLIC_URL's). */
    origin,

    async list(userId: string): Promise<Passkey[]> {
      return (await ownedBy(userId)).map(toPasskey);
    },

    async hasAny(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: staffPasskeys.id })
        .from(staffPasskeys)
        .where(eq(staffPasskeys.userId, userId))
        .limit(1);
      return Boolean(row);
    },

    ...createPasskeyRegistration({ clock, audit, challenges, rpID, origin, ownedBy }),

    rename(me: Me, id: string, name: string): Promise<Passkey | null> {
      return audit.write(me, async (tx) => {
        const [before] = await tx
          .select()
          .from(staffPasskeys)
          .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.userId, me.id)));
        if (!before) return { result: null, record: null };
        const [row] = await tx.update(staffPasskeys).set({ name }).where(eq(staffPasskeys.id, id)).returning();
        return {
          result: row ? toPasskey(row) : null,
          record: {
            action: "update",
            entity: "passkey",
            entityId: id,
            publicContent: false,
            summary: `Renamed a passkey to "${name}"`,
            before: { name: before.name },
            after: { name },
          },
        };
      });
    },

    remove(me: Me, id: string): Promise<boolean> {
      return audit.write(me, async (tx) => {
        const [row] = await tx
          .delete(staffPasskeys)
          .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.userId, me.id)))
          .returning();
        return {
          result: Boolean(row),
          record: row
            ? {
                action: "passkey-remove",
                entity: "passkey",
                entityId: id,
                publicContent: false,
                summary: `Removed the passkey "${row.name}"`,
              }
            : null,
        };
      });
    },

    ...createPasskeySignIn({ db, clock, users, challenges, rpID, origin }),
    purgeExpiredChallenges: challenges.purgeExpired,
  };
}

export type PasskeyService = ReturnType<typeof createPasskeyService>;

export { PasskeyRefusedError } from "./passkey";
