import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { adminUsers, createdAt } from "../../db/schema";

/**
 * Password resets asked for by email: the emailed link's token is kept only as its SHA-256. A
 * reset works once, for 30 minutes; using one closes every other reset of the account.
 */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("password_resets_user_idx").on(table.userId)],
);
