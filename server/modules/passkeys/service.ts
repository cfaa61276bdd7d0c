import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Passkey } from "../../../common/passkeys";
import { company } from "../../../content/company";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import type { Actor, AuditLog } from "../audit/service";
import type { UserService } from "../users/service";
import { passkeyChallenges, staffPasskeys } from "./tables";

/** How long a ceremony's challenge waits for the browser's answer. */
const challengeLifetimeMs = 5 * 60 * 1000;

export class PasskeyRefusedError extends Error {
  constructor(message = "That passkey could not be checked. Please try again.") {
    super(message);
    this.name = "PasskeyRefusedError";
  }
}

type Me = Actor & { id: string };

const toPasskey = (row: typeof staffPasskeys.$inferSelect): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

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

  async function remember(
    challenge: string,
    purpose: "register" | "sign-in",
    userId: string | null,
    writer: Pick<Database, "insert"> = db,
  ) {
    await writer
      .insert(passkeyChallenges)
      .values({ challenge, purpose, userId, expiresAt: new Date(clock.now().getTime() + challengeLifetimeMs) });
  }

  /** True once for a challenge this server issued for `purpose` (and `userId`), still in time. */
  const consume = (purpose: "register" | "sign-in", userId: string | null) => async (challenge: string) => {
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
  };

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

    async registrationOptions(me: Me) {
      const existing = await ownedBy(me.id);
      const options = await generateRegistrationOptions({
        rpName: `${company.name} back office`,
        rpID,
        userName: me.username,
        userID: new TextEncoder().encode(me.id),
        attestationType: "none",
        excludeCredentials: existing.map((key) => ({ id: key.id, transports: key.transports })),
        authenticatorSelection: { residentKey: "required", userVerification: "required" },
      });
      // The challenge is the one write; its row says a ceremony began (finished or not).
      return audit.write(me, async (tx) => {
        await remember(options.challenge, "register", me.id, tx);
        return {
          result: options,
          record: {
            action: "passkey-setup",
            entity: "passkey",
            entityId: me.id,
            publicContent: false,
            summary: "Started adding a passkey (added once the browser's answer is checked)",
          },
        };
      });
    },

    async register(me: Me, name: string, response: RegistrationResponseJSON): Promise<Passkey> {
      const verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: consume("register", me.id),
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: true,
      }).catch(() => null);
      if (!verification?.verified) throw new PasskeyRefusedError("That passkey could not be added. Please try again.");
      const { credential } = verification.registrationInfo;
      return audit.write(me, async (tx) => {
        const [row] = await tx
          .insert(staffPasskeys)
          .values({
            id: credential.id,
            userId: me.id,
            name,
            publicKey: Buffer.from(credential.publicKey).toString("base64url"),
            counter: credential.counter,
            transports: credential.transports ?? [],
            createdAt: clock.now(),
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw new PasskeyRefusedError("That passkey is already added.");
        return {
          result: toPasskey(row),
          record: {
            action: "passkey-add",
            entity: "passkey",
            entityId: row.id,
            publicContent: false,
            summary: `Added a passkey: "${name}"`,
          },
        };
      });
    },

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

    /** Sign-in's options: no username, no list of keys (the browser offers the site's passkeys). */
    async signInOptions() {
      const options = await generateAuthenticationOptions({ rpID, userVerification: "required" });
      await remember(options.challenge, "sign-in", null);
      return options;
    },

    /** The account a sign-in answer proves, or PasskeyRefusedError. */
    async verifySignIn(response: AuthenticationResponseJSON): Promise<{ id: string; username: string }> {
      const [key] = await db.select().from(staffPasskeys).where(eq(staffPasskeys.id, response.id));
      const user = key ? await users.findById(key.userId) : undefined;
      if (!key || !user || user.deactivatedAt)
        throw new PasskeyRefusedError("That passkey is not one this site knows.");
      const verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: consume("sign-in", null),
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: {
          id: key.id,
          publicKey: new Uint8Array(Buffer.from(key.publicKey, "base64url")),
          counter: key.counter,
          transports: key.transports,
        },
        requireUserVerification: true,
      }).catch(() => null);
      if (!verification?.verified) throw new PasskeyRefusedError();
      await db
        .update(staffPasskeys)
        .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: clock.now() })
        .where(eq(staffPasskeys.id, key.id));
      return { id: user.id, username: user.username };
    },

    /** Housekeeping: ceremonies nobody finished. */
    async purgeExpiredChallenges(): Promise<number> {
      const purged = await db
        .delete(passkeyChallenges)
        .where(lt(passkeyChallenges.expiresAt, clock.now()))
        .returning({ challenge: passkeyChallenges.challenge });
      return purged.length;
    },
  };
}

export type PasskeyService = ReturnType<typeof createPasskeyService>;
