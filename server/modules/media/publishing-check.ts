import { inArray } from "drizzle-orm";
import { isDescribed } from "../../../common/media";
import { mediaIdOf } from "../../../common/media-addresses";
import type { Database } from "../../db/client";
import { mediaAssets } from "./tables";

/** An image a post or page uses, as the publishing check names it. */
export interface UsedImage {
  /** The form field that holds it (its error is shown there). */
  field: string;
  /** How the refusal names it: "cover image", "author photo". */
  label: string;
  /** What the field holds: a library address (`/media/<id>`), a pasted URL, or nothing. */
  address: string;
}

/** Publishing refused: an image it uses has neither alt text nor the decorative mark, or is gone. */
export class ImageNotDescribedError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Refuses to publish anything that shows a library image nobody described (issue 39): run in the
 * publishing write's transaction, so the check and the publish see the same images. Pasted URLs
 * are not the library's and pass as they are.
 */
export async function requireDescribedImages(
  db: Pick<Database, "select">,
  images: readonly UsedImage[],
): Promise<void> {
  const used = images.flatMap((image) => {
    const id = mediaIdOf(image.address);
    return id ? [{ ...image, id }] : [];
  });
  if (used.length === 0) return;
  const rows = await db
    .select({
      id: mediaAssets.id,
      fileName: mediaAssets.fileName,
      alt: mediaAssets.alt,
      decorative: mediaAssets.decorative,
    })
    .from(mediaAssets)
    .where(
      inArray(
        mediaAssets.id,
        used.map((image) => image.id),
      ),
    );
  for (const image of used) {
    const row = rows.find((candidate) => candidate.id === image.id);
    if (!row) {
      throw new ImageNotDescribedError(
        image.field,
        `The ${image.label} is no longer in the media library. Choose another.`,
      );
    }
    if (!isDescribed(row)) {
      throw new ImageNotDescribedError(
        image.field,
        `The ${image.label} "${row.fileName}" has no alt text. Add it in the media library, or mark the image decorative, before publishing.`,
      );
    }
  }
}
