import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { inArray, isNotNull, like } from "drizzle-orm";
import sharp from "sharp";
import { mediaAddress, type PublicImage } from "../../../common/media-addresses";
import { seedImages } from "../../../content/seed/images";
import type { Database } from "../../db/client";
import { seedRuns } from "../../db/schema";
import { seedImagesFolder } from "../../paths";
import { publicImageOf } from "./public-images";
import { mediaAssets, mediaFiles } from "./tables";

/** A seed image's row in seed_runs: each is stored once, ever, so one staff deleted stays deleted. */
const seedRunOf = (key: string) => `image:${key}`;

/**
 * Stores the seed images (content/seed/images) not stored before, described, in one
 * transaction; called under the start-up lock (server/db/seed.ts). Each is seeded once by its
 * own key, so a site that started before a new one was drawn gets it on its next start. They
 * are our own renderings with no metadata, so they skip the cleaning an upload gets; from then
 * on they are library images like any other.
 */
export async function storeSeedImages(db: Database, now: Date): Promise<void> {
  const done = new Set(
    (await db.select({ area: seedRuns.area }).from(seedRuns).where(like(seedRuns.area, "image:%"))).map(
      (row) => row.area,
    ),
  );
  const missing = seedImages.filter((image) => !done.has(seedRunOf(image.key)));
  if (missing.length === 0) return;
  const files = await Promise.all(
    missing.map(async (image) => {
      const bytes = await readFile(join(seedImagesFolder, `${image.key}.png`));
      const { width, height } = await sharp(bytes).metadata();
      return { image, bytes, width, height };
    }),
  );
  await db.transaction(async (tx) => {
    const stored = await tx
      .insert(mediaAssets)
      .values(
        files.map(({ image, bytes, width, height }) => ({
          fileName: `${image.key}.png`,
          mimeType: "image/png",
          byteSize: bytes.length,
          width,
          height,
          sha256: createHash("sha256").update(bytes).digest("hex"),
          alt: image.alt,
          focalX: image.focalX,
          focalY: image.focalY,
          seedKey: image.key,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoNothing({ target: mediaAssets.seedKey })
      .returning({ id: mediaAssets.id, seedKey: mediaAssets.seedKey });
    const bytesOf = new Map(files.map(({ image, bytes }) => [image.key, bytes]));
    if (stored.length > 0) {
      await tx.insert(mediaFiles).values(
        stored.map(({ id, seedKey }) => {
          const bytes = bytesOf.get(seedKey ?? "");
          if (!bytes) throw new Error(`No file read for seed image ${seedKey}`);
          return { assetId: id, bytes };
        }),
      );
    }
    await tx
      .insert(seedRuns)
      .values(missing.map((image) => ({ area: seedRunOf(image.key), seededAt: now })))
      .onConflictDoNothing();
  });
}

/** The library address of each seed image still in the library, by its key. */
export async function seedImageAddresses(db: Database): Promise<ReadonlyMap<string, string>> {
  const rows = await db
    .select({ id: mediaAssets.id, seedKey: mediaAssets.seedKey })
    .from(mediaAssets)
    .where(isNotNull(mediaAssets.seedKey));
  return new Map(rows.map(({ id, seedKey }) => [seedKey ?? "", mediaAddress(id)]));
}

/** Seed images still in the library, as public pages show them, by key (content not in the database yet finds them so). */
export async function publicImagesBySeedKey(
  db: Database,
  keys: readonly string[],
): Promise<Record<string, PublicImage>> {
  if (keys.length === 0) return {};
  const rows = await db
    .select()
    .from(mediaAssets)
    .where(inArray(mediaAssets.seedKey, [...keys]));
  return Object.fromEntries(rows.map((row) => [row.seedKey ?? "", publicImageOf(row)]));
}
