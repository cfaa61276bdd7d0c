import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { adminUsers, createdAt } from "../../db/schema";

/** A staff member's passkeys: the public key of each, by its credential id (ADR 045). */
export const staffPasskeys = pgTable(
  "staff_passkeys",
  {
    /** The credential id, base64url, as the browser names it at sign-in. */
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    publicKey: text("public_key").notNull(),
    /** The authenticator's signature counter (0 for most passkeys, which do not count). */
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: jsonb("transports").$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (table) => [index("staff_passkeys_user_idx").on(table.userId)],
);

/**
 * The challenge of a passkey ceremony under way, used once: a registration's is the signed-in
 * person's, a sign-in's is nobody's until the passkey names them. Expired ones are housekeeping's.
 */
export const passkeyChallenges = pgTable("passkey_challenges", {
  challenge: text("challenge").primaryKey(),
  purpose: text("purpose").$type<"register" | "sign-in">().notNull(),
  userId: uuid("user_id").references(() => adminUsers.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
