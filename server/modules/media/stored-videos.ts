import { randomUUID } from "node:crypto";
import { open } from "node:fs/promises";
import { and, eq, lt, sql } from "drizzle-orm";
import type { AcceptedVideoType } from "../../../common/media";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import type { Actor, AuditLog, Transaction } from "../audit/service";
import type { StoredImage } from "./image-file";
import { KindChangeError, rewriteAsset } from "./stored-files";
import { mediaAssets, mediaFiles, mediaVideoChunks } from "./tables";
import type { SpooledUpload } from "./upload";
import type { VideoFacts } from "./video-file";

type Context = { db: Database; audit: AuditLog; clock: Clock };

/** The size of a stored piece of a video: a range request reads at most one piece more than it sends. */
export const videoChunkBytes = 1024 * 1024;

/** Pieces no asset points at, older than this, were left by an upload a crash cut off. */
const abandonedAfterMs = 24 * 3_600_000;

/**
 * Copies a spooled video into the database, one piece per statement (no transaction: other
 * queries go between the pieces, and on PGlite a 200 MB transaction would hold them all up).
 * Nothing shows the pieces until an asset row names their upload id.
 */
async function writeChunks(db: Database, clock: Clock, upload: SpooledUpload): Promise<string> {
  const uploadId = randomUUID();
  const file = await open(upload.path);
  try {
    for (let seq = 0; seq * videoChunkBytes < upload.byteSize; seq++) {
      const buffer = Buffer.alloc(Math.min(videoChunkBytes, upload.byteSize - seq * videoChunkBytes));
      await file.read(buffer, 0, buffer.length, seq * videoChunkBytes);
      await db.insert(mediaVideoChunks).values({ uploadId, seq, bytes: buffer, createdAt: clock.now() });
    }
  } catch (error) {
    await dropChunks(db, uploadId);
    throw error;
  } finally {
    await file.close();
  }
  return uploadId;
}

const dropChunks = (db: Pick<Database, "delete">, uploadId: string) =>
  db.delete(mediaVideoChunks).where(eq(mediaVideoChunks.uploadId, uploadId));

/** Removes the pieces of uploads that never became (or stopped being) a video. */
async function sweepAbandonedChunks(db: Database, clock: Clock) {
  await db
    .delete(mediaVideoChunks)
    .where(
      and(
        lt(mediaVideoChunks.createdAt, new Date(clock.now().getTime() - abandonedAfterMs)),
        sql`not exists (select 1 from ${mediaAssets} where ${mediaAssets.videoUploadId} = ${mediaVideoChunks.uploadId})`,
      ),
    );
}

/** What an asset row says of a video file and its poster (the poster is its image: ADR 048). */
const videoFields = (upload: SpooledUpload, mimeType: AcceptedVideoType, facts: VideoFacts) => ({
  kind: "video" as const,
  fileName: upload.fileName,
  mimeType,
  byteSize: upload.byteSize,
  sha256: upload.sha256,
  width: facts.poster?.width ?? facts.width,
  height: facts.poster?.height ?? facts.height,
  durationSeconds: facts.durationSeconds,
  posterSha256: facts.poster?.sha256 ?? null,
});

const writePoster = async (tx: Transaction, assetId: string, poster: StoredImage | null) => {
  if (!poster) return tx.delete(mediaFiles).where(eq(mediaFiles.assetId, assetId));
  return tx
    .insert(mediaFiles)
    .values({ assetId, bytes: poster.bytes })
    .onConflictDoUpdate({ target: mediaFiles.assetId, set: { bytes: poster.bytes } });
};

/** Stores a checked video: its pieces first, then its row, poster and audit row in one short transaction. */
export async function storeVideo(
  { db, audit, clock }: Context,
  actor: Actor,
  upload: SpooledUpload,
  mimeType: AcceptedVideoType,
  facts: VideoFacts,
) {
  await sweepAbandonedChunks(db, clock);
  const uploadId = await writeChunks(db, clock, upload);
  try {
    return await audit.write(actor, async (tx) => {
      const at = clock.now();
      const [inserted] = await tx
        .insert(mediaAssets)
        .values({
          ...videoFields(upload, mimeType, facts),
          videoUploadId: uploadId,
          uploadedBy: actor.id,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      if (!inserted) throw new Error("Inserting the video returned no row");
      await writePoster(tx, inserted.id, facts.poster);
      return {
        result: inserted,
        record: {
          action: "create",
          entity: "media_asset",
          entityId: inserted.id,
          summary: `Uploaded video "${upload.fileName}"`,
          publicContent: false,
          after: { fileName: upload.fileName, byteSize: upload.byteSize, durationSeconds: facts.durationSeconds },
        },
      };
    });
  } catch (error) {
    await dropChunks(db, uploadId);
    throw error;
  }
}

/** Puts a new video file behind a video's address; its description and captions stay. Null: no such video. */
export async function replaceVideo(
  { db, audit, clock }: Context,
  actor: Actor,
  id: string,
  upload: SpooledUpload,
  mimeType: AcceptedVideoType,
  facts: VideoFacts,
) {
  const uploadId = await writeChunks(db, clock, upload);
  const replaced = await rewriteAsset({ audit, clock }, actor, id, {
    check: (current) => {
      if (current.kind !== "video") throw new KindChangeError(current.fileName, "an image", upload.fileName, "a video");
    },
    change: async (tx, current) => {
      await writePoster(tx, id, facts.poster);
      if (current.videoUploadId) await dropChunks(tx, current.videoUploadId);
      return { ...videoFields(upload, mimeType, facts), videoUploadId: uploadId };
    },
    describe: (current) => ({
      summary: `Replaced video "${current.fileName}" with "${upload.fileName}"`,
      before: { fileName: current.fileName, byteSize: current.byteSize },
      after: { fileName: upload.fileName, byteSize: upload.byteSize },
    }),
  }).catch(async (error: unknown) => {
    await dropChunks(db, uploadId);
    throw error;
  });
  if (!replaced) await dropChunks(db, uploadId);
  return replaced;
}

/**
 * Reads `start` to `end` (inclusive) of a stored video, one piece at a time: a 206 for 64 KB of
 * a 200 MB file reads one piece, and a reader that goes away stops the reading.
 */
export async function* videoBytes(db: Database, uploadId: string, start: number, end: number) {
  const first = Math.floor(start / videoChunkBytes);
  const last = Math.floor(end / videoChunkBytes);
  for (let seq = first; seq <= last; seq++) {
    const [piece] = await db
      .select({ bytes: mediaVideoChunks.bytes })
      .from(mediaVideoChunks)
      .where(and(eq(mediaVideoChunks.uploadId, uploadId), eq(mediaVideoChunks.seq, seq)));
    if (!piece) throw new Error(`Piece ${seq} of video upload ${uploadId} is missing`);
    const from = seq === first ? start - seq * videoChunkBytes : 0;
    const to = seq === last ? end - seq * videoChunkBytes + 1 : piece.bytes.length;
    yield piece.bytes.subarray(from, to);
  }
}

/** A deleted video's pieces go with it (they are keyed by upload, so no foreign key removes them). */
export const dropVideoChunks = dropChunks;

/** Captions or a poster given to an image: refused, naming it. */
export class NotAVideoError extends Error {
  constructor(fileName: string, what: string) {
    super(`"${fileName}" is an image: ${what} belong to videos.`);
  }
}

/**
 * Changes one thing about a video (its captions or its poster), audited, and drops the variants
 * of the revision it leaves. Null when there is no such asset; NotAVideoError for an image.
 */
const changeVideo = (
  context: Omit<Context, "db">,
  actor: Actor,
  id: string,
  what: { name: string; summary: (fileName: string) => string },
  change: (tx: Transaction) => Promise<Partial<typeof mediaAssets.$inferInsert>>,
) =>
  rewriteAsset(context, actor, id, {
    check: (current) => {
      if (current.kind !== "video") throw new NotAVideoError(current.fileName, what.name);
    },
    change,
    describe: (current) => ({ summary: what.summary(current.fileName) }),
  });

/** Sets (or, with null, removes) a video's captions, already checked by checkCaptions. */
export const setCaptions = (context: Omit<Context, "db">, actor: Actor, id: string, captionsVtt: string | null) =>
  changeVideo(
    context,
    actor,
    id,
    {
      name: "captions",
      summary: (fileName) =>
        captionsVtt ? `Set the captions of video "${fileName}"` : `Removed the captions of video "${fileName}"`,
    },
    async () => ({ captionsVtt }),
  );

/** Puts a poster frame staff uploaded on a video (made by ffmpeg otherwise); its size becomes the video's. */
export const setPoster = (context: Omit<Context, "db">, actor: Actor, id: string, poster: StoredImage) =>
  changeVideo(
    context,
    actor,
    id,
    { name: "posters", summary: (fileName) => `Set the poster of video "${fileName}"` },
    async (tx) => {
      await writePoster(tx, id, poster);
      return { posterSha256: poster.sha256, width: poster.width, height: poster.height };
    },
  );
