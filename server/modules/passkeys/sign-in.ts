import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
} from "@simplewebauthn/server";
import { eq } from "drizzle-orm";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import type { UserService } from "../users/service";
import type { CeremonyChallenges } from "./challenges";
import { PasskeyRefusedError } from "./passkey";
import { staffPasskeys } from "./tables";

/** Signing in with a passkey: a challenge for any of the site's passkeys, then the key's signed answer. */
export function createPasskeySignIn({
  db,
  clock,
  users,
  challenges,
  rpID,
  origin,
}: {
  db: Database;
  clock: Clock;
  users: UserService;
  challenges: CeremonyChallenges;
  rpID: string;
  origin: string;
}) {
  return {
    /** Sign-in's options: no username, no list of keys (the browser offers the site's passkeys). */
    async signInOptions() {
      const options = await generateAuthenticationOptions({ rpID, userVerification: "required" });
      await challenges.remember(options.challenge, "sign-in", null);
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
        expectedChallenge: challenges.consume("sign-in", null),
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
  };
}
