import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, isNull, lt } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { fileTypeFromBuffer } from "file-type";
import sharp, { type Sharp } from "sharp";
import { focalRegion } from "../../../common/focal-crop";
import { mediaLimits } from "../../../common/media";
import { crops, type VariantName, variantFileName } from "../../../common/media-addresses";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { isForeignKeyViolation } from "../../db/errors";
import { mediaAssets, mediaFiles, mediaVariants } from "./tables";

/** A made variant, as it is served. */
export interface Variant {
  bytes: Buffer;
  contentType: string;
  etag: string;
}

/** The image a variant is made from, as its asset row describes it. */
export interface VariantSource {
  assetId: string;
  revision: string;
  width: number;
  height: number;
  focalX: number;
  focalY: number;
}

/** The image is gone (deleted while its variant was asked for): the request answers 404. */
export class VariantGoneError extends Error {}

/** A claim older than this is taken to be abandoned (its instance stopped mid-way) and made again. */
const abandonedAfterMs = 60_000;
/** How often an instance waiting for another's variant looks for it, and for how long at most. */
const pollEveryMs = 50;
const waitAtMostMs = 2 * abandonedAfterMs;

/**
 * sharp's settings per format: small files that still look right on a retina phone. AVIF's effort
 * is lowered from 4 to 2: half the time to make, about 3% larger.
 */
function encode(image: Sharp, format: VariantName["format"]): Sharp {
  if (format === "avif") return image.avif({ quality: 55, effort: 2 });
  if (format === "webp") return image.webp({ quality: 78 });
  return image.jpeg({ quality: 78, mozjpeg: true, progressive: true });
}

/** Makes one variant's bytes: cut around the focal point for a crop, never enlarged. */
export async function makeVariant(original: Buffer, source: VariantSource, name: VariantName): Promise<Buffer> {
  let image = sharp(original, { limitInputPixels: mediaLimits.imagePixels });
  const shape = crops[name.crop];
  if (shape) {
    image = image.extract(focalRegion(source, shape.aspect, { x: source.focalX, y: source.focalY }));
  }
  return encode(image.resize({ width: name.width, withoutEnlargement: true }), name.format).toBuffer();
}

/**
 * Variants are made on their first request, once (ADR 046): within an instance, callers asking
 * at the same moment share one promise; across instances, the first to insert the claim row makes
 * it and the others wait for its bytes. The sharp work happens outside any transaction, so a slow
 * encode holds no lock and no connection.
 */
export function createVariantStore({ db, clock, log }: { db: Database; clock: Clock; log: FastifyBaseLogger }) {
  const inFlight = new Map<string, Promise<Variant>>();
  let made = 0;

  const where = (source: VariantSource, name: string) =>
    and(
      eq(mediaVariants.assetId, source.assetId),
      eq(mediaVariants.revision, source.revision),
      eq(mediaVariants.name, name),
    );

  async function make(source: VariantSource, name: VariantName, fileName: string): Promise<Variant> {
    try {
      const [file] = await db.select().from(mediaFiles).where(eq(mediaFiles.assetId, source.assetId));
      if (!file) throw new VariantGoneError();
      const startedAt = performance.now();
      const bytes = await makeVariant(file.bytes, source, name);
      made += 1;
      log.info(
        {
          assetId: source.assetId,
          variant: fileName,
          bytes: bytes.length,
          ms: Math.round(performance.now() - startedAt),
        },
        "image variant made",
      );
      const contentType = (await fileTypeFromBuffer(bytes))?.mime ?? "application/octet-stream";
      const etag = `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`;
      await db
        .update(mediaVariants)
        .set({ bytes, contentType, etag, madeAt: clock.now() })
        .where(where(source, fileName));
      return { bytes, contentType, etag };
    } catch (error) {
      // Let the next request try again rather than wait a minute for an abandoned claim.
      await db.delete(mediaVariants).where(and(where(source, fileName), isNull(mediaVariants.bytes)));
      throw error;
    }
  }

  async function findOrMake(source: VariantSource, name: VariantName, fileName: string): Promise<Variant> {
    const giveUpAt = Date.now() + waitAtMostMs;
    while (Date.now() < giveUpAt) {
      const [row] = await db
        .select({
          bytes: mediaVariants.bytes,
          contentType: mediaVariants.contentType,
          etag: mediaVariants.etag,
          claimedAt: mediaVariants.claimedAt,
        })
        .from(mediaVariants)
        .where(where(source, fileName));
      if (row?.bytes && row.contentType && row.etag) {
        return { bytes: row.bytes, contentType: row.contentType, etag: row.etag };
      }
      const now = clock.now();
      const claimed = row
        ? await db
            .update(mediaVariants)
            .set({ claimedAt: now })
            .where(
              and(
                where(source, fileName),
                isNull(mediaVariants.bytes),
                lt(mediaVariants.claimedAt, new Date(now.getTime() - abandonedAfterMs)),
              ),
            )
            .returning({ name: mediaVariants.name })
        : await db
            .insert(mediaVariants)
            .values({ assetId: source.assetId, revision: source.revision, name: fileName, claimedAt: now })
            .onConflictDoNothing()
            .returning({ name: mediaVariants.name })
            .catch((error: unknown) => {
              if (isForeignKeyViolation(error)) throw new VariantGoneError();
              throw error;
            });
      if (claimed.length > 0) return make(source, name, fileName);
      await sleep(pollEveryMs);
    }
    throw new Error(`Waited ${waitAtMostMs} ms for ${fileName} of image ${source.assetId}, made by another instance`);
  }

  return {
    /** The variant's bytes, made now if nobody has made them yet. */
    get(source: VariantSource, name: VariantName): Promise<Variant> {
      const fileName = variantFileName(name);
      const key = `${source.assetId}/${source.revision}/${fileName}`;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = findOrMake(source, name, fileName).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },

    /** How many variants this instance has made since it started (a metric). */
    made: () => made,
  };
}

export type VariantStore = ReturnType<typeof createVariantStore>;

/** What a revision is made of: the file, the focal point, and a video's poster and captions. */
export interface RevisionParts {
  sha256: string;
  focalX: number;
  focalY: number;
  posterSha256: string | null;
  captionsVtt: string | null;
}

/**
 * A revision names the stored file and the focal point (and a video's poster frame and captions):
 * changing any gives every variant a new URL, so a URL cached for a year never shows different
 * bytes. An image's revision is what it was before videos existed, so no cached URL moved.
 */
export function revisionOf(asset: RevisionParts): string {
  let named = `${asset.sha256}:${asset.focalX.toFixed(3)}:${asset.focalY.toFixed(3)}`;
  if (asset.posterSha256 !== null || asset.captionsVtt !== null) {
    const captions = asset.captionsVtt === null ? "" : createHash("sha256").update(asset.captionsVtt).digest("hex");
    named += `:${asset.posterSha256 ?? ""}:${captions}`;
  }
  return createHash("sha256").update(named).digest("hex").slice(0, 16);
}

/** The asset row a variant (or a video's file) request needs, without its bytes. */
export async function variantSourceOf(db: Database, assetId: string) {
  const [row] = await db
    .select({
      id: mediaAssets.id,
      kind: mediaAssets.kind,
      sha256: mediaAssets.sha256,
      posterSha256: mediaAssets.posterSha256,
      captionsVtt: mediaAssets.captionsVtt,
      mimeType: mediaAssets.mimeType,
      byteSize: mediaAssets.byteSize,
      videoUploadId: mediaAssets.videoUploadId,
      width: mediaAssets.width,
      height: mediaAssets.height,
      focalX: mediaAssets.focalX,
      focalY: mediaAssets.focalY,
    })
    .from(mediaAssets)
    .where(eq(mediaAssets.id, assetId));
  return row ?? null;
}
