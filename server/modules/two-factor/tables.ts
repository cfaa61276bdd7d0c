import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { adminUsers, createdAt, staffRole } from "../../db/schema";

/**
 * A staff member's authenticator secret, sealed with the server's key (secret-box.ts): a copy of
 * the database alone does not give anyone the codes. Unconfirmed until the person enters one code;
 * a new setup replaces an unconfirmed one.
 */
export const staffTotp = pgTable("staff_totp", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => adminUsers.id, { onDelete: "cascade" }),
  sealedSecret: text("sealed_secret").notNull(),
  createdAt: createdAt(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  /** The last time step a code was accepted for: a code for it or an earlier one is a replay. */
  lastUsedStep: bigint("last_used_step", { mode: "number" }),
});

/** Single-use recovery codes, kept only as keyed hashes; a new set replaces the old one. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    createdAt: createdAt(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [
    index("recovery_codes_user_idx").on(table.userId),
    uniqueIndex("recovery_codes_user_code_idx").on(table.userId, table.codeHash),
  ],
);

/** The roles whose members must sign in with a second factor: one row per such role. */
export const twoFactorRequirements = pgTable("two_factor_requirements", {
  role: staffRole("role").primaryKey(),
  createdAt: createdAt(),
});
