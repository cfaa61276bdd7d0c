import { and, eq, isNull } from "drizzle-orm";
import { adminUsers } from "../../db/schema";
import type { Transaction } from "../audit/service";

/**
 * Locks every admin account that can sign in, in id order, and answers their ids: a change that
 * could leave no such admin (removing, demoting or deactivating one) counts them under the lock,
 * so two such changes at once cannot both pass, nor wait on each other.
 */
export async function lockedActiveAdminIds(tx: Transaction): Promise<string[]> {
  const admins = await tx
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(eq(adminUsers.role, "admin"), isNull(adminUsers.deactivatedAt)))
    .orderBy(adminUsers.id)
    .for("update");
  return admins.map((admin) => admin.id);
}
