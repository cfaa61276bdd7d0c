import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import {
  type adminMediaListQuerySchema,
  isDescribed,
  type MediaAsset,
  type MediaUse,
  type mediaDescriptionSchema,
} from "../../../common/media";
import {
  captionsFileUrl,
  mediaAddress,
  type VariantName,
  variantUrl,
  videoFileUrl,
  widthsFor,
} from "../../../common/media-addresses";
import type { z } from "../../../common/zod";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { listPageFor, searchAcross } from "../../db/list-query";
import { auditedWrites } from "../audit/audited-writes";
import type { Actor, AuditLog } from "../audit/service";
import { fileMethods } from "./file-methods";
import { publicImagesByAddress, publicImagesOf } from "./public-images";
import { publicImagesBySeedKey } from "./seed-images";
import { dropOtherRevisions } from "./stored-files";
import { dropVideoChunks } from "./stored-videos";
import { mediaAssets } from "./tables";
import { usesOf } from "./uses";
import { createVariantStore, revisionOf, type Variant, variantSourceOf } from "./variants";
import { videoMethods } from "./video-service";

type AssetRow = typeof mediaAssets.$inferSelect;
type MediaDescriptionFields = z.output<typeof mediaDescriptionSchema>;

/** Deleting an image that a post or page shows: refused, naming them. */
export class MediaInUseError extends Error {
  constructor(
    readonly fileName: string,
    readonly uses: MediaUse[],
  ) {
    super(
      `"${fileName}" is used in ${uses.length === 1 ? "1 place" : `${uses.length} places`}: ${uses
        .map((use) => use.label)
        .join("; ")}. Choose another image there first.`,
    );
  }
}

const toAsset = (row: AssetRow, uses: MediaUse[]): MediaAsset => {
  const revision = revisionOf(row);
  const previewWidth = widthsFor(row.width).findLast((width) => width <= 640) ?? 320;
  const isVideo = row.kind === "video";
  // A video has a picture to preview once it has a poster (made by ffmpeg, or uploaded).
  const hasPicture = !isVideo || row.posterSha256 !== null;
  return {
    _id: row.id,
    kind: row.kind,
    address: mediaAddress(row.id),
    fileName: row.fileName,
    mimeType: row.mimeType,
    byteSize: row.byteSize,
    width: row.width,
    height: row.height,
    alt: row.alt,
    decorative: row.decorative,
    described: isDescribed(row),
    focalX: row.focalX,
    focalY: row.focalY,
    revision,
    previewUrl: hasPicture ? variantUrl(row.id, revision, { crop: "full", width: previewWidth, format: "webp" }) : null,
    durationSeconds: row.durationSeconds,
    videoUrl: isVideo ? videoFileUrl(row.id, revision, row.mimeType) : null,
    captionsUrl: isVideo && row.captionsVtt !== null ? captionsFileUrl(row.id, revision) : null,
    uses,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
};

const sortColumns = {
  createdAt: mediaAssets.createdAt,
  fileName: mediaAssets.fileName,
  byteSize: mediaAssets.byteSize,
} as const;

/**
 * The media library (ADR 046): uploads checked by their bytes and stored in the database,
 * described (alt text or decorative, and a focal point), replaced in place, and deleted only
 * when nothing shows them. Every staff write is audited.
 */
export function createMediaService({
  db,
  clock,
  log,
  audit,
  videoTools,
}: {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  audit: AuditLog;
  /** The folder with ffmpeg and ffprobe (MEDIA_VIDEO_TOOLS). */
  videoTools: string;
}) {
  const variants = createVariantStore({ db, clock, log });
  const writes = auditedWrites(audit, {
    table: mediaAssets,
    entity: "media_asset",
    toResult: (row) => row,
    auditedFields: ["fileName", "alt", "decorative", "focalX", "focalY"],
    // A description or focal point shows on every page that uses the image.
    isPublic: () => true,
    summary: {
      update: (row) => `Described ${row.kind} "${row.fileName}"`,
      delete: (row) => `Deleted ${row.kind} "${row.fileName}"`,
    },
  });

  async function withUses(rows: AssetRow[]): Promise<MediaAsset[]> {
    const uses = await usesOf(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toAsset(row, uses.get(row.id) ?? []));
  }

  const withUsesOf = async (row: AssetRow): Promise<MediaAsset | null> => (await withUses([row]))[0] ?? null;

  async function get(id: string): Promise<MediaAsset | null> {
    const [row] = await db.select().from(mediaAssets).where(eq(mediaAssets.id, id));
    return row ? withUsesOf(row) : null;
  }

  return {
    get,

    async list(query: z.output<typeof adminMediaListQuerySchema>) {
      const page = await listPageFor({
        db,
        table: mediaAssets,
        where: and(
          query.undescribed ? sql`${mediaAssets.decorative} = false and ${mediaAssets.alt} = ''` : undefined,
          query.kind ? eq(mediaAssets.kind, query.kind) : undefined,
        ),
        search: searchAcross([mediaAssets.fileName, mediaAssets.alt], query.q),
        sortColumns,
        tieBreak: mediaAssets.id,
        query,
        map: (row: AssetRow) => row,
      });
      return { rows: await withUses(page.rows), total: page.total };
    },

    ...fileMethods({ db, audit, clock, videoTools, withUsesOf, toAsset }),

    async describe(actor: Actor, id: string, input: MediaDescriptionFields): Promise<MediaAsset | null> {
      const row = await writes.update(actor, id, async (current, tx) => {
        await dropOtherRevisions(tx, id, revisionOf({ ...current, ...input }));
        return { ...input, updatedAt: clock.now() };
      });
      return row ? withUsesOf(row) : null;
    },

    /** Deletes an image nothing uses; one in use is refused (MediaInUseError) with where it is used. */
    async remove(actor: Actor, id: string): Promise<boolean> {
      const removed = await writes.remove(actor, id, async (tx) => {
        const [row] = await tx.select().from(mediaAssets).where(eq(mediaAssets.id, id)).for("update");
        const uses = row ? ((await usesOf(tx, [id])).get(id) ?? []) : [];
        if (row && uses.length > 0) throw new MediaInUseError(row.fileName, uses);
        if (row?.videoUploadId) await dropVideoChunks(tx, row.videoUploadId);
      });
      return removed !== null;
    },

    /**
     * A variant for a public request: its bytes, or where the current revision's is when the URL
     * names an older one (a page cached before a change), or null when there is no such image.
     */
    async variant(
      id: string,
      revision: string,
      name: VariantName,
    ): Promise<{ variant: Variant } | { moved: string } | null> {
      const row = await variantSourceOf(db, id);
      if (!row) return null;
      const current = revisionOf(row);
      if (current !== revision) return { moved: variantUrl(id, current, name) };
      return { variant: await variants.get({ ...row, assetId: id, revision }, name) };
    },

    ...videoMethods({ db, audit, clock, videoTools, withUsesOf }),

    /** Where an image's default file is: its stable address redirects here. */
    async currentUrl(id: string): Promise<string | null> {
      const row = await variantSourceOf(db, id);
      if (!row) return null;
      const width = widthsFor(row.width).findLast((candidate) => candidate <= 1280) ?? 320;
      return variantUrl(id, revisionOf(row), { crop: "full", width, format: "jpeg" });
    },

    // Library images as public pages show them (missing ones left out): by id; keyed by id for the
    // library images among stored addresses; and seed images by key, for content still in code.
    publicImages: (ids: readonly string[]) => publicImagesOf(db, ids),
    publicImagesByAddress: (addresses: readonly string[]) => publicImagesByAddress(db, addresses),
    publicImagesBySeedKey: (keys: readonly string[]) => publicImagesBySeedKey(db, keys),

    /** Variants this instance has made since it started (the `aster_media_variants_made_total` metric). */
    variantsMade: variants.made,
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
