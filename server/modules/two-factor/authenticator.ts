import { and, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";
import type { TwoFactorSetup } from "../../../common/two-factor";
import { company } from "../../../content/company";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import type { Transaction } from "../audit/service";
import type { SecretBox } from "./secret-box";
import { staffTotp } from "./tables";

/** The name an authenticator app lists the account under. */
const issuer = `${company.name} back office`;

/**
 * One code either side of now is accepted (RFC 6238 §5.2's advice for clock drift): a code
 * typed as it turns over still works, and nothing older than a minute does.
 */
const epochTolerance = 30;

/**
 * TOTP secrets (RFC 6238, with `otplib`): set up, confirmed by one code, and checked at sign-in.
 * A code is accepted once: the accepted time step is stored, and a code for it or an earlier
 * one is refused, by a conditional update, so two requests racing with one code cannot both win.
 */
export function createAuthenticator({ db, clock, box }: { db: Database; clock: Clock; box: SecretBox }) {
  const epoch = () => Math.floor(clock.now().getTime() / 1000);

  /** The time step the code matches, or null; not yet marked as used. */
  async function matchingStep(sealedSecret: string, code: string, afterStep: number | null): Promise<number | null> {
    const secret = box.open(sealedSecret);
    if (!secret) return null;
    const result = await verify({
      secret,
      token: code,
      epoch: epoch(),
      epochTolerance,
      ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
    });
    return result.valid && "timeStep" in result ? result.timeStep : null;
  }

  /** Marks the step used, unless a racing request already used it or a later one. */
  async function claimStep(userId: string, step: number, writer: Pick<Database, "update"> = db): Promise<boolean> {
    const claimed = await writer
      .update(staffTotp)
      .set({ lastUsedStep: step })
      .where(and(eq(staffTotp.userId, userId), or(isNull(staffTotp.lastUsedStep), lt(staffTotp.lastUsedStep, step))))
      .returning({ userId: staffTotp.userId });
    return claimed.length > 0;
  }

  return {
    async isEnabled(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: staffTotp.userId })
        .from(staffTotp)
        .where(and(eq(staffTotp.userId, userId), isNotNull(staffTotp.confirmedAt)));
      return Boolean(row);
    },

    /** A new secret for `label` (the account's name in the app), replacing any unconfirmed one. */
    async begin(userId: string, label: string, writer: Pick<Database, "insert"> = db): Promise<TwoFactorSetup> {
      const secret = generateSecret();
      const sealedSecret = box.seal(secret);
      const started = await writer
        .insert(staffTotp)
        .values({ userId, sealedSecret, createdAt: clock.now() })
        .onConflictDoUpdate({
          target: staffTotp.userId,
          set: { sealedSecret, createdAt: clock.now(), lastUsedStep: null },
          setWhere: isNull(staffTotp.confirmedAt),
        })
        .returning({ userId: staffTotp.userId });
      if (started.length === 0) throw new TwoFactorAlreadyOnError();
      const otpauthUrl = generateURI({ issuer, label, secret });
      const svg = await QRCode.toString(otpauthUrl, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
      return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
    },

    /** Turns it on when `code` matches the unconfirmed secret; false when it does not (or there is none). */
    async confirm(userId: string, code: string, tx: Transaction): Promise<boolean> {
      const [row] = await tx
        .select({ sealedSecret: staffTotp.sealedSecret })
        .from(staffTotp)
        .where(and(eq(staffTotp.userId, userId), isNull(staffTotp.confirmedAt)))
        .for("update");
      if (!row) return false;
      const step = await matchingStep(row.sealedSecret, code, null);
      if (step === null) return false;
      await tx
        .update(staffTotp)
        .set({ confirmedAt: clock.now(), lastUsedStep: step })
        .where(eq(staffTotp.userId, userId));
      return true;
    },

    /** Whether `code` is right for the person's confirmed secret and not used before; if so, it is now used. */
    async accept(userId: string, code: string): Promise<boolean> {
      const [row] = await db
        .select({ sealedSecret: staffTotp.sealedSecret, lastUsedStep: staffTotp.lastUsedStep })
        .from(staffTotp)
        .where(and(eq(staffTotp.userId, userId), isNotNull(staffTotp.confirmedAt)));
      if (!row) return false;
      const step = await matchingStep(row.sealedSecret, code, row.lastUsedStep);
      return step !== null && (await claimStep(userId, step));
    },

    async remove(userId: string, writer: Pick<Database, "delete"> = db): Promise<boolean> {
      const removed = await writer.delete(staffTotp).where(eq(staffTotp.userId, userId)).returning();
      return removed.length > 0;
    },
  };
}

export class TwoFactorAlreadyOnError extends Error {
  constructor() {
    super("Two-factor sign-in is already on. Turn it off first to set up another authenticator.");
    this.name = "TwoFactorAlreadyOnError";
  }
}

export type Authenticator = ReturnType<typeof createAuthenticator>;
