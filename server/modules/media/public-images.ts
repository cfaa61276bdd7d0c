import { inArray } from "drizzle-orm";
import { libraryIdsOf, type PublicImage, type PublicImages } from "../../../common/media-addresses";
import type { Database } from "../../db/client";
import { mediaAssets } from "./tables";
import { revisionOf } from "./variants";

/** Library images as public pages (and `GET /api/media`) show them; ids not in the library are left out. */
export async function publicImagesOf(db: Database, ids: readonly string[]): Promise<PublicImage[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(mediaAssets)
    .where(inArray(mediaAssets.id, [...ids]));
  return rows.map(publicImageOf);
}

/** What public pages may know of a library image: never its file name, uploader or uses. */
export const publicImageOf = (row: typeof mediaAssets.$inferSelect): PublicImage => ({
  _id: row.id,
  revision: revisionOf(row),
  width: row.width,
  height: row.height,
  alt: row.alt,
  decorative: row.decorative,
  focalX: row.focalX,
  focalY: row.focalY,
});

/** The library images among stored addresses (pasted URLs left out), by id, for a page's components. */
export async function publicImagesByAddress(db: Database, addresses: readonly string[]): Promise<PublicImages> {
  const images = await publicImagesOf(db, libraryIdsOf(addresses));
  return Object.fromEntries(images.map((image) => [image._id, image]));
}
