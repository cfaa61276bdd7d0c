import { eq } from "drizzle-orm";
import { roleLabels } from "../../../common/permissions";
import type { Clock } from "../../clock";
import { adminUsers, sessions } from "../../db/schema";
import type { Actor, AuditLog } from "../audit/service";
import { type AdminAccount, toAccount } from "./account";
import { lockedActiveAdminIds } from "./active-admins";

/** Why an account may not be deactivated: nobody locks themselves out, nor the office out. */
export class DeactivationRefusedError extends Error {
  constructor(reason: "yourself" | "last") {
    super(
      reason === "yourself"
        ? "You cannot deactivate your own account."
        : "The last active admin cannot be deactivated. Make someone else an admin first.",
    );
    this.name = "DeactivationRefusedError";
  }
}

interface DeactivationDeps {
  clock: Clock;
  audit: AuditLog;
}

/**
 * Stops an account from signing in, and ends every session it has in the same transaction: its
 * next request, on any instance, finds no session (sessions live in the database). The account
 * stays, so its name stays on every audit row and it can be reactivated. Answers null when there
 * is no such account; an account already deactivated is answered as it is, and nothing is written.
 */
export function deactivate({ clock, audit }: DeactivationDeps, id: string, actor: Actor): Promise<AdminAccount | null> {
  if (id === actor.id) return Promise.reject(new DeactivationRefusedError("yourself"));
  return audit.write(actor, async (tx) => {
    const admins = await lockedActiveAdminIds(tx);
    const [current] = await tx.select().from(adminUsers).where(eq(adminUsers.id, id)).for("update");
    if (!current) return { result: null, record: null };
    if (current.deactivatedAt) return { result: toAccount(current), record: null };
    if (admins.includes(id) && admins.length <= 1) throw new DeactivationRefusedError("last");
    const at = clock.now();
    const [row] = await tx
      .update(adminUsers)
      .set({ deactivatedAt: at, updatedAt: at })
      .where(eq(adminUsers.id, id))
      .returning();
    const ended = await tx.delete(sessions).where(eq(sessions.userId, id)).returning({ id: sessions.id });
    if (!row) return { result: null, record: null };
    return {
      result: toAccount(row),
      record: {
        action: "deactivate",
        entity: "user",
        entityId: id,
        publicContent: false,
        summary: `Deactivated ${roleLabels[row.role]} account "${row.username}"; ${ended.length} session${ended.length === 1 ? "" : "s"} ended`,
      },
    };
  });
}

/** Lets a deactivated account sign in again (with its old password). Answers null when there is no such account. */
export function reactivate({ clock, audit }: DeactivationDeps, id: string, actor: Actor): Promise<AdminAccount | null> {
  return audit.write(actor, async (tx) => {
    const [current] = await tx.select().from(adminUsers).where(eq(adminUsers.id, id)).for("update");
    if (!current) return { result: null, record: null };
    if (!current.deactivatedAt) return { result: toAccount(current), record: null };
    const [row] = await tx
      .update(adminUsers)
      .set({ deactivatedAt: null, updatedAt: clock.now() })
      .where(eq(adminUsers.id, id))
      .returning();
    if (!row) return { result: null, record: null };
    return {
      result: toAccount(row),
      record: {
        action: "reactivate",
        entity: "user",
        entityId: id,
        publicContent: false,
        summary: `Reactivated ${roleLabels[row.role]} account "${row.username}"`,
      },
    };
  });
}
