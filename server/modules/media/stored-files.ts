import { and, eq, ne } from "drizzle-orm";
import type { Clock } from "../../clock";
import type { Actor, AuditLog, Transaction } from "../audit/service";
import type { StoredImage } from "./image-file";
import { mediaAssets, mediaFiles, mediaVariants } from "./tables";
import { revisionOf } from "./variants";

type Context = { audit: AuditLog; clock: Clock };

/** "Replace" keeps an image an image and a video a video: every use expects what it had. */
export class KindChangeError extends Error {
  constructor(current: string, currentKind: string, upload: string, uploadKind: string) {
    super(`"${current}" is ${currentKind}, and "${upload}" is ${uploadKind}: replace it with ${currentKind} file.`);
  }
}

/** What an asset row says of its file. */
const fileFields = (fileName: string, image: StoredImage) => ({
  fileName,
  mimeType: image.mimeType,
  byteSize: image.bytes.length,
  width: image.width,
  height: image.height,
  sha256: image.sha256,
});

/** Variants of other revisions will never be asked for again: their URLs redirect to the current one. */
export const dropOtherRevisions = (tx: Transaction, id: string, revision: string) =>
  tx.delete(mediaVariants).where(and(eq(mediaVariants.assetId, id), ne(mediaVariants.revision, revision)));

/**
 * Stores an uploaded image, checked and cleaned already (uploaded-file.ts): the asset row, its
 * file and the audit row in one transaction.
 */
export async function storeUpload({ audit, clock }: Context, actor: Actor, fileName: string, image: StoredImage) {
  return audit.write(actor, async (tx) => {
    const at = clock.now();
    const [inserted] = await tx
      .insert(mediaAssets)
      .values({ ...fileFields(fileName, image), uploadedBy: actor.id, createdAt: at, updatedAt: at })
      .returning();
    if (!inserted) throw new Error("Inserting the image returned no row");
    await tx.insert(mediaFiles).values({ assetId: inserted.id, bytes: image.bytes });
    return {
      result: inserted,
      record: {
        action: "create",
        entity: "media_asset",
        entityId: inserted.id,
        summary: `Uploaded image "${fileName}"`,
        // Nothing shows a new image yet.
        publicContent: false,
        after: { fileName, width: image.width, height: image.height, byteSize: image.bytes.length },
      },
    };
  });
}

type AssetRow = typeof mediaAssets.$inferSelect;

/**
 * The one way a stored asset changes what it serves (a new file, a video's captions or poster):
 * lock its row, let `check` refuse the wrong kind (it throws), write what `change` returns (it may
 * write files too, in the same transaction), drop the variants of every other revision, and audit
 * it as `describe` tells. Null when there is no such asset.
 */
export function rewriteAsset(
  { audit, clock }: Context,
  actor: Actor,
  id: string,
  steps: {
    check: (current: AssetRow) => void;
    change: (tx: Transaction, current: AssetRow) => Promise<Partial<typeof mediaAssets.$inferInsert>>;
    describe: (current: AssetRow) => {
      summary: string;
      before?: Record<string, unknown>;
      after?: Record<string, unknown>;
    };
  },
) {
  return audit.write(actor, async (tx) => {
    const [current] = await tx.select().from(mediaAssets).where(eq(mediaAssets.id, id)).for("update");
    if (!current) return { result: null, record: null };
    steps.check(current);
    const [updated] = await tx
      .update(mediaAssets)
      .set({ ...(await steps.change(tx, current)), updatedAt: clock.now() })
      .where(eq(mediaAssets.id, id))
      .returning();
    if (!updated) return { result: null, record: null };
    await dropOtherRevisions(tx, id, revisionOf(updated));
    return {
      result: updated,
      record: {
        action: "update",
        entity: "media_asset",
        entityId: id,
        publicContent: true,
        ...steps.describe(current),
      },
    };
  });
}

/**
 * Puts a new file behind an image's address, keeping its description and focal point; the old
 * revision's variants go. Null when there is no such image.
 */
export const replaceFile = (context: Context, actor: Actor, id: string, fileName: string, image: StoredImage) =>
  rewriteAsset(context, actor, id, {
    check: (current) => {
      if (current.kind !== "image") throw new KindChangeError(current.fileName, "a video", fileName, "an image");
    },
    change: async (tx) => {
      await tx.update(mediaFiles).set({ bytes: image.bytes }).where(eq(mediaFiles.assetId, id));
      return fileFields(fileName, image);
    },
    describe: (current) => ({
      summary: `Replaced image "${current.fileName}" with "${fileName}"`,
      before: { fileName: current.fileName, width: current.width, height: current.height },
      after: { fileName, width: image.width, height: image.height },
    }),
  });
