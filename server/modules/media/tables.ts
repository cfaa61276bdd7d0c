import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { adminUsers, createdAt, updatedAt } from "../../db/schema";

/** Raw bytes. node-postgres answers a Buffer and PGlite a Uint8Array: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A library image or video: what it is and how it is described. Its bytes live in `media_files`, so that
 * listing and auditing images never reads them.
 */
export const mediaAssets = pgTable(
  "media_assets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** An image, or a video (ADR 048) whose poster frame is its image: `media_files` holds the poster. */
    kind: text("kind").$type<"image" | "video">().notNull().default("image"),
    fileName: text("file_name").notNull(),
    mimeType: text("mime_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** SHA-256 of the stored original, hex: with the focal point, the revision in variant URLs. */
    sha256: text("sha256").notNull(),
    /** A video's length in seconds, as ffprobe reads it; null for images, and when ffprobe is missing. */
    durationSeconds: real("duration_seconds"),
    /** A video's poster frame's SHA-256 (made by ffmpeg, or uploaded): part of the revision. */
    posterSha256: text("poster_sha256"),
    /** A video's captions, WebVTT as staff gave them (checked by a parser); served beside the video. */
    captionsVtt: text("captions_vtt"),
    /** Where a video's bytes are (`media_video_chunks`); null for images. */
    videoUploadId: uuid("video_upload_id").unique(),
    alt: text("alt").notNull().default(""),
    decorative: boolean("decorative").notNull().default(false),
    focalX: real("focal_x").notNull().default(0.5),
    focalY: real("focal_y").notNull().default(0.5),
    uploadedBy: uuid("uploaded_by").references(() => adminUsers.id, { onDelete: "set null" }),
    /**
     * A seeded image's name (content/seed/images): how seeded content that is not in the database
     * yet finds it. Null for every upload.
     */
    seedKey: text("seed_key").unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("media_assets_created_idx").on(table.createdAt),
    index("media_assets_undescribed_idx")
      .on(table.createdAt)
      .where(sql`${table.decorative} = false and ${table.alt} = ''`),
  ],
);

/**
 * The stored original: oriented and stripped of every metadata field (a phone's GPS position
 * never reaches the database, let alone the site). In PostgreSQL, so a backup holds it and every
 * instance serves it (ADR 046).
 */
export const mediaFiles = pgTable("media_files", {
  assetId: uuid("asset_id")
    .primaryKey()
    .references(() => mediaAssets.id, { onDelete: "cascade" }),
  bytes: bytea("bytes").notNull(),
});

/**
 * A video's bytes as uploaded, in 1 MiB pieces: a range request reads only the pieces it needs,
 * and an upload is written piece by piece, each in a statement of its own, so that storing 200 MB
 * never holds one long transaction (on PGlite that would stop every other query). The pieces are
 * keyed by the upload, not the asset: the asset row that points at them is written last, in one
 * short transaction, so a video is either whole or not there (ADR 048). Pieces no asset points at
 * (an upload cut off by a crash) are swept after a day.
 */
export const mediaVideoChunks = pgTable(
  "media_video_chunks",
  {
    uploadId: uuid("upload_id").notNull(),
    seq: integer("seq").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.uploadId, table.seq] })],
);

/**
 * Variants, made on first request and kept. A row with no bytes is a claim: the instance that
 * inserted it is making the variant, and the others wait for its bytes instead of making it too.
 */
export const mediaVariants = pgTable(
  "media_variants",
  {
    assetId: uuid("asset_id")
      .notNull()
      .references(() => mediaAssets.id, { onDelete: "cascade" }),
    revision: text("revision").notNull(),
    /** The file name in the URL, e.g. `card-640.avif`. */
    name: text("name").notNull(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull(),
    bytes: bytea("bytes"),
    contentType: text("content_type"),
    etag: text("etag"),
    madeAt: timestamp("made_at", { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.assetId, table.revision, table.name] })],
);
