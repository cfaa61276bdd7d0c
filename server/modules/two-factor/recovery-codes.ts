import { createHmac, hkdfSync, randomInt } from "node:crypto";
import { and, count, eq, isNull } from "drizzle-orm";
import { recoveryCodeCount } from "../../../common/two-factor";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { recoveryCodes } from "./tables";

/** No 0/o, 1/l/i: a code copied off paper is read right. 31 symbols, 10 of them: about 50 bits. */
const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";

/**
 * Recovery codes: ten, shown once, each usable once. They are kept as HMACs under a key derived
 * from the server's signing key, not as plain hashes: 50 bits would fall to an offline search of
 * a leaked table, a keyed hash does not without the key.
 */
export function createRecoveryCodes({ db, clock, signingKey }: { db: Database; clock: Clock; signingKey: string }) {
  const key = Buffer.from(hkdfSync("sha256", signingKey, "", "hrms recovery codes", 32));
  const hash = (code: string) => createHmac("sha256", key).update(code.replace("-", "")).digest("base64url");

  return {
    /** A fresh set, replacing any the person had; the codes are returned once and never stored plain. */
    async renew(userId: string, writer: Pick<Database, "insert" | "delete"> = db): Promise<string[]> {
      const codes = Array.from({ length: recoveryCodeCount }, () => {
        const symbols = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join("");
        return `${symbols.slice(0, 5)}-${symbols.slice(5)}`;
      });
      await writer.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await writer
        .insert(recoveryCodes)
        .values(codes.map((code) => ({ userId, codeHash: hash(code), createdAt: clock.now() })));
      return codes;
    },

    /** Uses one code, once: a conditional update, so two requests with the same code cannot both pass. */
    async use(userId: string, code: string): Promise<boolean> {
      const used = await db
        .update(recoveryCodes)
        .set({ usedAt: clock.now() })
        .where(
          and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hash(code)), isNull(recoveryCodes.usedAt)),
        )
        .returning({ id: recoveryCodes.id });
      return used.length > 0;
    },

    async left(userId: string): Promise<number> {
      const [row] = await db
        .select({ left: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return row?.left ?? 0;
    },

    async remove(userId: string, writer: Pick<Database, "delete"> = db): Promise<void> {
      await writer.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    },
  };
}

export type RecoveryCodeStore = ReturnType<typeof createRecoveryCodes>;
