import {
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import type { Passkey } from "../../../common/passkeys";
import { company } from "../../../content/company";
import type { Clock } from "../../clock";
import type { AuditLog } from "../audit/service";
import type { CeremonyChallenges } from "./challenges";
import { type Me, PasskeyRefusedError, toPasskey } from "./passkey";
import { staffPasskeys } from "./tables";

/** Adding a passkey: the options the browser creates it with, then its answer, checked and stored. */
export function createPasskeyRegistration({
  clock,
  audit,
  challenges,
  rpID,
  origin,
  ownedBy,
}: {
  clock: Clock;
  audit: AuditLog;
  challenges: CeremonyChallenges;
  rpID: string;
  origin: string;
  ownedBy: (userId: string) => Promise<(typeof staffPasskeys.$inferSelect)[]>;
}) {
  return {
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
        await challenges.remember(options.challenge, "register", me.id, tx);
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
        expectedChallenge: challenges.consume("register", me.id),
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
  };
}
