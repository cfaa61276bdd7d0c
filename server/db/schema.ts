import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** A pricing plan (SPEC §3 Plan). Lists are in creation order: SPEC's home preview marks the second one. */
export const plans = pgTable(
  "plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    price: text("price").notNull(),
    priceDetails: text("price_details").notNull().default(""),
    includedUsers: integer("included_users").notNull().default(0),
    additionalUser: text("additional_user").notNull().default(""),
    features: text("features").array().notNull().default(sql`'{}'::text[]`),
    tag: text("tag").notNull().default(""),
    popular: boolean("popular").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("plans_created_idx").on(table.createdAt)],
);

/** Staff who can sign in to /admin. Usernames are unique regardless of case. */
export const adminUsers = pgTable(
  "admin_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex("admin_users_username_idx").on(sql`lower(${table.username})`)],
);

/**
 * Sign-in sessions. Only a SHA-256 of the token is stored, so a leaked table cannot be
 * replayed; rows live in the database so every instance honours a logout at once.
 */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    /** Names a session in the back office's list without revealing anything about its token. */
    id: uuid("id").notNull().unique().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

/**
 * Sign-in attempts per username, shared by every instance. An attempt is counted before the
 * password is checked, so a burst of parallel guesses cannot outrun the limit.
 */
export const loginThrottle = pgTable(
  "login_throttle",
  {
    key: text("key").primaryKey(),
    attempts: integer("attempts").notNull(),
    windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("login_throttle_window_idx").on(table.windowEndsAt)],
);

/** Request counters of the rate-limit layer on PostgreSQL (server/http/rate-limit.ts), one row per policy and client. */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetsAt: timestamp("resets_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("rate_limit_counters_resets_idx").on(table.resetsAt)],
);
