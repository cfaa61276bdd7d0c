import type { Passkey } from "../../../common/passkeys";
import type { Actor } from "../audit/service";
import type { staffPasskeys } from "./tables";

export class PasskeyRefusedError extends Error {
  constructor(message = "That passkey could not be checked. Please try again.") {
    super(message);
    this.name = "PasskeyRefusedError";
  }
}

export type Me = Actor & { id: string };

export const toPasskey = (row: typeof staffPasskeys.$inferSelect): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});
