import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { postStatuses } from "../../common/blog";
import { demoStatuses } from "../../common/demo-rules";
import { outboxStatuses } from "../../common/outbox";
import { staffRoles } from "../../common/permissions";

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/**
 * A back-office list's indexes: (column, id) for each sortable column, matching listPage's
 * ORDER BY column, id (both directions read the same index), optionally over the listed rows only.
 */
function listIndexes(table: string, id: AnyPgColumn, where: SQL | undefined, columns: Record<string, AnyPgColumn>) {
  return Object.entries(columns).map(([name, column]) => {
    const built = index(`${table}_list_${name}_idx`).on(column, id);
    return where ? built.where(where) : built;
  });
}

/** Trigram indexes (pg_trgm) for searchAcross's case-insensitive "contains" (ILIKE '%text%'). */
function searchIndexes(table: string, columns: Record<string, AnyPgColumn>) {
  return Object.entries(columns).map(([name, column]) =>
    index(`${table}_search_${name}_idx`).using("gin", sql`${column} gin_trgm_ops`),
  );
}

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
export const staffRole = pgEnum("staff_role", staffRoles);

export const adminUsers = pgTable(
  "admin_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    /** What the account may do (common/permissions.ts). Accounts made before roles are admins. */
    role: staffRole("role").notNull().default("admin"),
    /** What the team calls them, and where their mail goes: set for invited accounts (older ones have neither). */
    name: text("name"),
    email: text("email"),
    /** Set while the account may not sign in: its sessions ended then, its name stays on the audit log. */
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("admin_users_username_idx").on(sql`lower(${table.username})`),
    uniqueIndex("admin_users_email_idx").on(sql`lower(${table.email})`),
  ],
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
    /** Where it signed in from, for "Your sessions" (the device is read from the user agent as it is shown). */
    address: text("address"),
    userAgent: text("user_agent"),
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

/**
 * Sign-in attempts per username, shared by every instance. An attempt is counted before the
 * password is checked, so a burst of parallel guesses cannot outrun the limit. The same shape as
 * `rateLimitCounters` under the same property names (the columns keep theirs), so one counter
 * (server/http/rate-limit-stores.ts) serves both.
 */
export const loginThrottle = pgTable(
  "login_throttle",
  {
    key: text("key").primaryKey(),
    hits: integer("attempts").notNull(),
    resetsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("login_throttle_window_idx").on(table.resetsAt)],
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

/** Secrets the server makes for itself on first start (signing links, hashing codes), shared by every instance. */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

export const demoStatus = pgEnum("demo_status", demoStatuses);

/**
 * Demo requests (SPEC §3). A slot is taken by the unique index on `slot_at` over live rows, so
 * two people racing for one slot get one booking and one conflict: never a check-then-insert.
 * Rows flagged as spam are kept (with the reason) but take no slot and send no email.
 */
export const demoRequests = pgTable(
  "demo_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull().default(""),
    company: text("company").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    /** The slot as the visitor picked it: a date and a time of day in the business zone. */
    slotDate: text("slot_date").notNull(),
    slotTime: text("slot_time").notNull(),
    slotAt: timestamp("slot_at", { withTimezone: true }).notNull(),
    timeZone: text("time_zone").notNull().default("Asia/Kolkata"),
    status: demoStatus("status").notNull().default("new"),
    notes: text("notes").notNull().default(""),
    utmSource: text("utm_source").notNull().default(""),
    utmMedium: text("utm_medium").notNull().default(""),
    utmCampaign: text("utm_campaign").notNull().default(""),
    referrer: text("referrer").notNull().default(""),
    landingPage: text("landing_page").notNull().default(""),
    /** The plan the visitor came from (pricing's Get Started), by name as it read then; "" if none. */
    plan: text("plan").notNull().default(""),
    /** Certain spam (server/modules/forms/spam.ts): kept out of staff's lists and email. */
    spamReason: text("spam_reason"),
    /** Unsure signals (sent within seconds, say): delivered as usual, marked "possibly spam". */
    spamDoubt: text("spam_doubt"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /**
     * The iCalendar SEQUENCE of the last invitation sent for this booking (RFC 5546): 0 when
     * booked, one more on each reschedule and on the cancellation, so a calendar applies the
     * newest message and ignores an older one that arrives late.
     */
    sequence: integer("sequence").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("demo_requests_live_slot_idx")
      .on(table.slotAt)
      .where(sql`${table.status} <> 'cancelled' and ${table.spamReason} is null`),
    index("demo_requests_created_idx").on(table.createdAt),
    index("demo_requests_slot_date_idx").on(table.slotDate),
    // The back office's table (its benchmark: scripts/bench-admin.ts): one index per sortable column with the id
    // tie-break, over the rows it lists (spam apart), so a page is read in order instead of
    // sorting 100,000 rows; trigram indexes let "contains" searches skip the scan.
    ...listIndexes("demo_requests", table.id, sql`${table.spamReason} is null`, {
      created_at: table.createdAt,
      name: table.name,
      company: table.company,
      email: table.email,
      phone: table.phone,
      slot_at: table.slotAt,
      status: table.status,
    }),
    ...searchIndexes("demo_requests", {
      name: table.name,
      company: table.company,
      email: table.email,
      phone: table.phone,
    }),
  ],
);

/**
 * One live verification code per email address (DESIGN §4): stored as a keyed hash, with its
 * expiry, the wrong tries so far, when it was sent (the resend cooldown) and, once verified,
 * until when the address counts as verified.
 */
export const emailVerifications = pgTable("email_verifications", {
  email: text("email").primaryKey(),
  codeHash: text("code_hash"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  attempts: integer("attempts").notNull().default(0),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  verifiedUntil: timestamp("verified_until", { withTimezone: true }),
});

export const outboxStatus = pgEnum("outbox_status", outboxStatuses);

/**
 * Email waiting to be sent (DESIGN §2 "outbox"). A message is written in the same transaction
 * as the row it is about, so nothing a visitor submits depends on the mail server being up.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stable across retries, so a receiver can tell a resend from a new message. */
    messageId: text("message_id").notNull().unique(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    replyTo: text("reply_to"),
    /** A calendar invitation sent as text/calendar with this METHOD (REQUEST, CANCEL). */
    icalMethod: text("ical_method"),
    icalContent: text("ical_content"),
    /** Extra header fields, e.g. List-Unsubscribe on a newsletter (RFC 8058). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    status: outboxStatus("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    /**
     * When the message was meant to go out: when it was queued, or the later time it was scheduled
     * for (a demo reminder). Retries move `nextAttemptAt`, never this: /status measures how late
     * email is from here, so a reminder booked for next week is not "waiting" today.
     */
    dueAt: timestamp("due_at", { withTimezone: true }).notNull().defaultNow(),
    /** While a worker holds the message; a worker that died lets it go when this passes. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    /**
     * The message carries a secret (a verification code): its text is never shown in the back
     * office, and it is blanked once the message is sent, so the code lives only as an HMAC.
     */
    holdsSecret: boolean("holds_secret").notNull().default(false),
    /** What the message is about, e.g. ("demo_request", id), for the back office. */
    relatedType: text("related_type"),
    relatedId: uuid("related_id"),
    /**
     * A message that no longer makes sense after this time (a demo reminder once the demo has
     * started, ADR 026): the worker marks it failed with the reason instead of sending it late.
     */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    index("outbox_due_idx").on(table.status, table.nextAttemptAt),
    index("outbox_created_idx").on(table.createdAt),
  ],
);

/** Each area's demo content is seeded once, ever: an area its staff emptied on purpose stays empty. */
export const seedRuns = pgTable("seed_runs", {
  area: text("area").primaryKey(),
  seededAt: timestamp("seeded_at", { withTimezone: true }).notNull().defaultNow(),
});

export const postStatus = pgEnum("post_status", postStatuses);

/**
 * Blog posts (SPEC §3). `content` is HTML already sanitized on write; slug, excerpt, word count
 * and reading time are computed on write too. A published post whose `publish_at` is still in
 * the future is scheduled: lists leave it out until then.
 */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    excerpt: text("excerpt").notNull(),
    category: text("category").notNull(),
    author: text("author").notNull(),
    authorBio: text("author_bio").notNull().default(""),
    authorImage: text("author_image").notNull().default(""),
    imageUrl: text("image_url").notNull().default(""),
    /** The library images the body shows (`/media/<id>`), found on write: where an image is used. */
    bodyImages: text("body_images").array().notNull().default(sql`'{}'::text[]`),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    wordCount: integer("word_count").notNull(),
    readTime: integer("read_time").notNull(),
    views: integer("views").notNull().default(0),
    status: postStatus("status").notNull().default("published"),
    publishAt: timestamp("publish_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("blog_posts_listing_idx").on(table.status, table.publishAt),
    index("blog_posts_category_idx").on(table.category, table.publishAt),
    index("blog_posts_body_images_idx").using("gin", table.bodyImages),
    ...listIndexes("blog_posts", table.id, undefined, {
      publish_at: table.publishAt,
      title: table.title,
      category: table.category,
      author: table.author,
      views: table.views,
      updated_at: table.updatedAt,
    }),
    ...searchIndexes("blog_posts", { title: table.title, author: table.author, category: table.category }),
  ],
);

/** A slug a post used to have: its old address answers with a 301 to the current one. */
export const blogSlugRedirects = pgTable("blog_slug_redirects", {
  slug: text("slug").primaryKey(),
  postId: uuid("post_id")
    .notNull()
    .references(() => blogPosts.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

export const jobStatus = pgEnum("job_status", ["open", "closed"]);

/** Job openings (SPEC §3). The public list shows open ones; the back office sees all. */
export const jobOpenings = pgTable(
  "job_openings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    location: text("location").notNull(),
    /** Optional (SPEC §5): shown as N/A when empty. */
    department: text("department").notNull().default(""),
    status: jobStatus("status").notNull().default("open"),
    postedAt: timestamp("posted_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("job_openings_status_idx").on(table.status, table.postedAt)],
);

/** Changelog entries of SPEC §7's /api/v1/changelogs; /changelog merges them with Changelog posts. */
export const changelogEntries = pgTable(
  "changelog_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    version: text("version").notNull(),
    /** The release date, YYYY-MM-DD. */
    releasedOn: text("released_on").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("changelog_entries_released_idx").on(table.releasedOn)],
);

/** Contact-form enquiries (SPEC §3), kept even when email is down; staff mark them handled. */
export const contactEnquiries = pgTable(
  "contact_enquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull().default(""),
    phone: text("phone").notNull().default(""),
    message: text("message").notNull(),
    /** What the enquiry is about (common/contact.ts enquiryTopics): staff filter by it. */
    topic: text("topic").notNull().default("general"),
    handled: boolean("handled").notNull().default(false),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    /** Certain spam (server/modules/forms/spam.ts): kept out of staff's lists and email. */
    spamReason: text("spam_reason"),
    /** Unsure signals (sent within seconds, a message of links): delivered as usual, marked "possibly spam". */
    spamDoubt: text("spam_doubt"),
    createdAt: createdAt(),
  },
  (table) => [
    index("contact_enquiries_created_idx").on(table.createdAt),
    index("contact_enquiries_topic_created_idx").on(table.topic, table.createdAt),
  ],
);

/**
 * Data-rights requests (GDPR, India's DPDP Act; ADR 035): what a person asked us to do with their
 * data, when it arrived and the date it must be answered by, fixed at receipt by the one rule in
 * common/data-rights-deadline.ts. Staff close a request once it is answered.
 */
export const dataRightsRequests = pgTable(
  "data_rights_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** A value of common/data-rights-request.ts dataRightsRequestTypes. */
    requestType: text("request_type").notNull(),
    details: text("details").notNull().default(""),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
    /** The business-zone calendar date the answer is due by. */
    dueOn: date("due_on", { mode: "string" }).notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** Certain spam (server/modules/forms/spam.ts): kept out of the privacy team's list and email. */
    spamReason: text("spam_reason"),
    /** Unsure signals: delivered as usual, marked "possibly spam" (ADR 036). */
    spamDoubt: text("spam_doubt"),
  },
  (table) => [
    // The list's default: open requests, soonest deadline first.
    index("data_rights_requests_open_due_idx").on(table.dueOn, table.id).where(sql`${table.closedAt} is null`),
    index("data_rights_requests_received_idx").on(table.receivedAt),
  ],
);

/**
 * Every change made in the back office, written in the same transaction as the change itself
 * (server/modules/audit/service.ts): a failed write leaves neither. The actor's name is kept
 * as it was, so the log still reads right after the account is removed.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    actorId: uuid("actor_id").references(() => adminUsers.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    summary: text("summary").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    /** Where the change came from (server/http/request-origin.ts); null for the server's own work. */
    address: text("address"),
    userAgent: text("user_agent"),
  },
  (table) => [index("audit_log_at_idx").on(table.at), index("audit_log_entity_idx").on(table.entity, table.entityId)],
);

/** PostgreSQL's full-text document type; Drizzle has no built-in column for it. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * What the site's assistant searches (server/modules/assistant/): one row per passage the site
 * says, with the page address down to its section anchor. Rows come from the content modules
 * (rebuilt at start) and from the database (rebuilt when staff change plans, posts, openings or
 * the changelog). The weighted `search` vector is computed by PostgreSQL itself, so it can never
 * disagree with the text: title A, keywords (headings, category, tags) B, body C.
 */
export const assistantDocuments = pgTable(
  "assistant_documents",
  {
    /** Stable per passage, e.g. "privacy#data-retention", "blog:<post id>". */
    id: text("id").primaryKey(),
    /** Which rebuild owns the row: "content" or a database source (plans, blog, jobs, changelog). */
    source: text("source").notNull(),
    title: text("title").notNull(),
    keywords: text("keywords").notNull().default(""),
    body: text("body").notNull(),
    url: text("url").notNull(),
    /** A scheduled post is indexed ahead and found only from its publish time (a query-time filter). */
    visibleFrom: timestamp("visible_from", { withTimezone: true }),
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', keywords), 'B') || setweight(to_tsvector('english', body), 'C')`,
      ),
    /**
     * The title and the keywords on their own: testing a term against these small vectors says
     * where it matched (title over keywords over body) for a fraction of what ts_rank costs on
     * the whole document, which matters on PGlite, where the database runs on the server's thread.
     */
    titleSearch: tsvector("title_search").notNull().generatedAlwaysAs(sql`to_tsvector('english', title)`),
    keywordsSearch: tsvector("keywords_search").notNull().generatedAlwaysAs(sql`to_tsvector('english', keywords)`),
    /** The body's length in characters: a long passage that mentions a term says less about it. */
    bodyLength: integer("body_length").notNull().generatedAlwaysAs(sql`length(body)`),
    /**
     * The passage's words as written (unstemmed): what the word list below is made of. Indexed, so
     * a rebuild of one source asks whether a word it removed is still used elsewhere without
     * reading every passage again.
     */
    words: tsvector("words")
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple', title || ' ' || keywords || ' ' || body)`),
  },
  (table) => [
    index("assistant_documents_search_idx").using("gin", table.search),
    index("assistant_documents_words_idx").using("gin", table.words),
    index("assistant_documents_source_idx").on(table.source),
  ],
);

/**
 * Every distinct word of the indexed text, unstemmed: a misspelled question word is corrected to
 * the nearest of these through the trigram index before the text search runs.
 */
export const assistantWords = pgTable("assistant_words", { word: text("word").primaryKey() }, (table) => [
  index("assistant_words_trgm_idx").using("gin", sql`${table.word} gin_trgm_ops`),
]);

/**
 * Questions the assistant could not answer, or that a visitor marked unhelpful, grouped by their
 * normalised text: staff see what the site fails to say. Only the masked text is kept (no email,
 * phone number, address or anything else about who asked), and a group not asked for 90 days is
 * deleted by housekeeping.
 */
export const assistantQuestions = pgTable(
  "assistant_questions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Lower-cased, spaces collapsed, masked: what groups the same question typed twice. */
    normalized: text("normalized").notNull(),
    /** "unanswered", "weak" (answered from a passage that matched it only in part) or "unhelpful". */
    kind: text("kind").notNull(),
    /** The masked text as it was last typed. */
    question: text("question").notNull(),
    /** A weak match's first source, the page the visitor was sent to, as it was last answered. */
    answeredWith: text("answered_with"),
    count: integer("count").notNull().default(1),
    firstAskedAt: timestamp("first_asked_at", { withTimezone: true }).notNull(),
    lastAskedAt: timestamp("last_asked_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("assistant_questions_group_idx").on(table.normalized, table.kind),
    ...listIndexes("assistant_questions", table.id, undefined, {
      last_asked_at: table.lastAskedAt,
      count: table.count,
    }),
    index("assistant_questions_kind_last_idx").on(table.kind, table.lastAskedAt),
    ...searchIndexes("assistant_questions", { question: table.question }),
  ],
);

export const newsletterStatus = pgEnum("newsletter_status", ["pending", "subscribed", "unsubscribed"]);

/**
 * One address on the newsletter list (ADR 024), with its proof of consent: when consent was
 * asked for and on which page, the words the visitor was shown, and when the emailed link
 * was confirmed. An unsubscribed row is kept (with the time) so the record of consent and of
 * its withdrawal stays; staff can remove a row for good.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Lower-cased, as common/email-address.ts normalises it. */
    email: text("email").notNull().unique(),
    status: newsletterStatus("status").notNull().default("pending"),
    consentAskedAt: timestamp("consent_asked_at", { withTimezone: true }).notNull(),
    /** The path of the page the visitor subscribed from. */
    consentPage: text("consent_page").notNull().default(""),
    /** The sign-up box's wording as the visitor saw it. */
    consentWording: text("consent_wording").notNull().default(""),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    /**
     * The latest sign-up not yet confirmed: its consent (when, on which page, in which words).
     * The status and the consent above change only when the link bound to this sign-up is used:
     * anyone can type an address into the box, so a sign-up alone rewrites nothing (ADR 024).
     */
    pendingConsentAskedAt: timestamp("pending_consent_asked_at", { withTimezone: true }),
    pendingConsentPage: text("pending_consent_page"),
    pendingConsentWording: text("pending_consent_wording"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    ...listIndexes("newsletter_subscribers", table.id, undefined, {
      created_at: table.createdAt,
      email: table.email,
      status: table.status,
      confirmed_at: table.confirmedAt,
    }),
    ...searchIndexes("newsletter_subscribers", { email: table.email }),
  ],
);

/**
 * Analytics (ADR 028): one row per counted page view. Nothing personal: the path, the
 * referrer's host, the utm_* values, a device class, and a visitor id that is a hash of a daily
 * salt (discarded after its day), the address and the user agent, so it cannot be reversed and
 * does not link one day's visits to the next. Kept ANALYTICS_RETENTION_DAYS, rolled up per day.
 */
export const analyticsPageViews = pgTable(
  "analytics_page_views",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    path: text("path").notNull(),
    /** "" for a direct visit or a referrer on this site. */
    referrerHost: text("referrer_host").notNull().default(""),
    utmSource: text("utm_source").notNull().default(""),
    utmMedium: text("utm_medium").notNull().default(""),
    utmCampaign: text("utm_campaign").notNull().default(""),
    utmTerm: text("utm_term").notNull().default(""),
    utmContent: text("utm_content").notNull().default(""),
    /** "desktop", "mobile" or "tablet". */
    device: text("device").notNull(),
    /** Hex of the daily-salted hash; the same visitor has another id tomorrow. */
    visitor: text("visitor").notNull(),
    /**
     * How many views the row stands for: identical views by one visitor that waited for the same
     * flush (a reload, a flood) are written as one row (ADR 028). `at` is the first one's time.
     */
    views: integer("views").notNull().default(1),
  },
  (table) => [
    index("analytics_page_views_at_idx").on(table.at),
    // Two dashboard filters at once read raw rows (ADR 029): each filter but the device (three
    // values, no help) has an index, so such a query reads the rows it matches, not the range.
    // The path's holds the visitor too: the funnel's /schedule-demo visitors are read from it alone.
    index("analytics_page_views_path_at_idx").on(table.path, table.at, table.visitor),
    index("analytics_page_views_referrer_at_idx").on(table.referrerHost, table.at),
    index("analytics_page_views_utm_source_at_idx").on(table.utmSource, table.at),
    index("analytics_page_views_utm_campaign_at_idx").on(table.utmCampaign, table.at),
  ],
);

/**
 * Analytics events from the server's own records (the demo funnel, contact, newsletter,
 * assistant) and the calls-to-action beacon: `name` is what happened, `detail` e.g. the
 * data-cta name of the button clicked. `visitor` is the same daily hash as page views ("" when
 * the event has no request behind it).
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    name: text("name").notNull(),
    detail: text("detail").notNull().default(""),
    path: text("path").notNull().default(""),
    visitor: text("visitor").notNull().default(""),
  },
  (table) => [
    index("analytics_events_at_idx").on(table.at),
    index("analytics_events_name_at_idx").on(table.name, table.at),
  ],
);

/**
 * Per-day totals made by housekeeping from the raw rows, kept after the raw rows are deleted,
 * so the dashboard reads a few hundred rows per range instead of a million. `dimension` is what
 * `key` names: "total" (key ""), "page", "referrer", "utm_source", "utm_medium",
 * "utm_campaign", "device", "event", "cta", and with a filter "funnel". `visitors` is the
 * distinct daily visitor ids that day (summing days is right: the ids rotate daily). `day` is
 * the date in the business zone. `filter` and `filterValue` say which views were counted: ""
 * for all of them, or one dashboard filter ("path", "referrer", "utm_source", "utm_campaign",
 * "device") and its value, so a filtered dashboard reads rollups too (ADR 029). The key starts
 * with the filter, so a range of days of one filter is one index range.
 */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    filter: text("filter").notNull().default(""),
    filterValue: text("filter_value").notNull().default(""),
    day: text("day").notNull(),
    dimension: text("dimension").notNull(),
    key: text("key").notNull(),
    views: integer("views").notNull().default(0),
    visitors: integer("visitors").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.filter, table.filterValue, table.day, table.dimension, table.key] })],
);

/** The day's random salt for visitor ids, shared by every instance; deleted once its day is over. */
export const analyticsSalts = pgTable("analytics_salts", {
  day: text("day").primaryKey(),
  salt: text("salt").notNull(),
});

export const newsletterSendStatus = pgEnum("newsletter_send_status", ["sending", "done"]);

/**
 * One send of a published post to the newsletter's list. Its recipients are fixed
 * when it starts (a `newsletter_deliveries` row each); "sending" while the job is still putting
 * their messages in the outbox, "done" once every one is there. Messages are spaced by
 * `ratePerMinute` from `pacedFrom` (moved forward when a send resumes after downtime), and the
 * outbox holds each until its time (ADR 025).
 */
export const newsletterSends = pgTable(
  "newsletter_sends",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id").references(() => blogPosts.id, { onDelete: "set null" }),
    subject: text("subject").notNull(),
    /** The message as rendered when the send started, each recipient's unsubscribe link still a marker. */
    html: text("html").notNull(),
    text: text("text").notNull(),
    status: newsletterSendStatus("status").notNull().default("sending"),
    ratePerMinute: integer("rate_per_minute").notNull(),
    total: integer("total").notNull(),
    pacedFrom: timestamp("paced_from", { withTimezone: true }).notNull(),
    createdById: uuid("created_by_id").references(() => adminUsers.id, { onDelete: "set null" }),
    createdByName: text("created_by_name").notNull(),
    createdAt: createdAt(),
    queuedAt: timestamp("queued_at", { withTimezone: true }),
  },
  (table) => [index("newsletter_sends_post_idx").on(table.postId, table.createdAt)],
);

/**
 * One recipient of one send. Written (with its `position` in the send's order) when the send
 * starts; `messageId` is set in the same transaction that puts its message in the outbox, so a
 * job that resumes after a crash queues exactly the rows still without one.
 */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    sendId: uuid("send_id")
      .notNull()
      .references(() => newsletterSends.id, { onDelete: "cascade" }),
    subscriberId: uuid("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** The outbox message's Message-ID once queued (outbox.message_id is unique). */
    messageId: text("message_id"),
  },
  (table) => [
    primaryKey({ columns: [table.sendId, table.subscriberId] }),
    index("newsletter_deliveries_pending_idx").on(table.sendId, table.position).where(sql`${table.messageId} is null`),
    index("newsletter_deliveries_message_idx").on(table.messageId),
  ],
);

/**
 * One part of /status on one business day (India time): how many minutes were checked and how
 * many of them found it degraded or down (ADR 034). Each instance records a check every minute;
 * a minute counts once however many instances record it, at the worst state any of them saw:
 * `lastSlot` is the minute last counted (minutes since the epoch) and `lastSlotState` what it was
 * counted as, so a later, worse report of the same minute moves its count instead of adding one.
 * Housekeeping deletes days older than the page shows.
 */
export const statusDaily = pgTable(
  "status_daily",
  {
    component: text("component").notNull(),
    day: text("day").notNull(),
    checks: integer("checks").notNull(),
    degradedChecks: integer("degraded_checks").notNull(),
    downChecks: integer("down_checks").notNull(),
    lastSlot: bigint("last_slot", { mode: "number" }).notNull(),
    lastSlotState: text("last_slot_state").notNull(),
  },
  (table) => [primaryKey({ columns: [table.component, table.day] })],
);
