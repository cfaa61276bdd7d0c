import { eq, isNotNull } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mediaIdOf } from "../../../common/media-addresses";
import { seedBlogPosts } from "../../../content/seed/blog-posts";
import { seedImages } from "../../../content/seed/images";
import { TestClock } from "../../../tests/support/test-database";
import { type DatabaseHandle, openDatabase } from "../../db/client";
import { migrateDatabase } from "../../db/migrate";
import { blogPosts, seedRuns } from "../../db/schema";
import { seedDatabase } from "../../db/seed";
import { mediaAssets, mediaFiles } from "./tables";

// On a database of its own, migrated and nothing else: the tests' template holds the seed images already.
describe("the seed images, stored on first start", () => {
  let database: DatabaseHandle;
  let db: DatabaseHandle["db"];
  const clock = new TestClock();
  beforeEach(async () => {
    database = await openDatabase({ kind: "pglite" });
    await migrateDatabase(database);
    db = database.db;
  });
  afterEach(() => database.close());

  const seededImages = () =>
    db
      .select({
        id: mediaAssets.id,
        seedKey: mediaAssets.seedKey,
        alt: mediaAssets.alt,
        byteSize: mediaAssets.byteSize,
      })
      .from(mediaAssets)
      .where(isNotNull(mediaAssets.seedKey));

  it("stores each one described, with its file, and the seeded posts use them as covers", async () => {
    await seedDatabase(db, clock.now());
    const images = await seededImages();
    expect(new Map(images.map(({ seedKey, alt }) => [seedKey, alt]))).toEqual(
      new Map(seedImages.map(({ key, alt }) => [key, alt])),
    );
    const files = await db.select({ assetId: mediaFiles.assetId }).from(mediaFiles);
    expect(files).toHaveLength(images.length);

    const posts = await db.select({ title: blogPosts.title, imageUrl: blogPosts.imageUrl }).from(blogPosts);
    const keyOfId = new Map(images.map((image) => [image.id, image.seedKey]));
    for (const post of posts) {
      const seeded = seedBlogPosts.find((entry) => entry.title === post.title);
      expect(keyOfId.get(mediaIdOf(post.imageUrl) ?? ""), post.title).toBe(seeded?.coverImage);
    }
  });

  it("stores each one once, ever: one staff deleted stays deleted, and one added since is stored on the next start", async () => {
    await seedDatabase(db, clock.now());
    const [first, second] = seedImages;
    if (!first || !second) throw new Error("fewer than two seed images");
    // Staff delete the first; the second stands for an image drawn after this site first started.
    await db.delete(mediaAssets).where(eq(mediaAssets.seedKey, first.key));
    await db.delete(mediaAssets).where(eq(mediaAssets.seedKey, second.key));
    await db.delete(seedRuns).where(eq(seedRuns.area, `image:${second.key}`));

    await seedDatabase(db, clock.now());

    const keys = (await seededImages()).map((image) => image.seedKey);
    expect(keys).not.toContain(first.key);
    expect(keys).toContain(second.key);
    expect(keys).toHaveLength(seedImages.length - 1);
  });
});
