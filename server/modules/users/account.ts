import type { StaffRole } from "../../../common/permissions";
import type { adminUsers } from "../../db/schema";

export type AdminUserRow = typeof adminUsers.$inferSelect;

/** An account as the back office sees it: never its password hash. */
export interface AdminAccount {
  id: string;
  username: string;
  role: StaffRole;
  createdAt: Date;
  deactivatedAt: Date | null;
}

export const toAccount = (row: AdminUserRow): AdminAccount => ({
  id: row.id,
  username: row.username,
  role: row.role,
  createdAt: row.createdAt,
  deactivatedAt: row.deactivatedAt,
});
