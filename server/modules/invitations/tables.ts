import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { adminUsers, createdAt, staffRole } from "../../db/schema";

/**
 * Invitations to the back office: an admin names a person, their email and role; the emailed link
 * (a token, kept here only as its SHA-256) lets them choose a password once, within 72 hours.
 * An invitation is open until it is accepted, revoked or expires; resending gives it a new token
 * and a new expiry, so the old link stops working.
 */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    role: staffRole("role").notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: uuid("invited_by").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** The account the invitation became. */
    accountId: uuid("account_id").references(() => adminUsers.id, { onDelete: "set null" }),
  },
  (table) => [
    uniqueIndex("staff_invitations_token_idx").on(table.tokenHash),
    // One open invitation per address: a second invite of the same person is a resend.
    uniqueIndex("staff_invitations_open_email_idx")
      .on(sql`lower(${table.email})`)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
    index("staff_invitations_created_idx").on(table.createdAt),
  ],
);
