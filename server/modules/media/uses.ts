import { and, arrayOverlaps, inArray, isNotNull, or } from "drizzle-orm";
import type { MediaUse } from "../../../common/media";
import { mediaAddress } from "../../../common/media-addresses";
import { slugify } from "../../../common/slug";
import { featurePages, featureSectionImageKey } from "../../../content/feature-pages";
import { productDemos } from "../../../content/product-tour";
import type { Database } from "../../db/client";
import { blogPosts } from "../../db/schema";
import { productTourDemos } from "../product-tour/tables";
import { mediaAssets } from "./tables";

/** The feature sections that show a seed image, by its key (content/feature-pages). */
const featureSectionsBySeedKey = new Map<string, MediaUse>(
  featurePages.flatMap((page) =>
    page.sections.map((section) => [
      featureSectionImageKey(page, section.title),
      {
        label: `Feature page "${page.category}" (${section.title})`,
        href: `/features/${slugify(page.category)}#${slugify(section.title)}`,
      },
    ]),
  ),
);

type Reader = Pick<Database, "select">;

/**
 * Where each image is shown, by image id: every post (and, with issue 40, every page) that stores
 * its address, with the back-office page that edits it, the product tour's videos and chapter
 * screenshots, and the feature sections that show a seed image by its key. Deleting an image in use is refused with this list, and the library
 * shows it under each image.
 */
export async function usesOf(db: Reader, ids: readonly string[]): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return uses;
  const addresses = ids.map(mediaAddress);
  const idOfAddress = new Map(ids.map((id) => [mediaAddress(id), id]));
  const posts = await db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      imageUrl: blogPosts.imageUrl,
      authorImage: blogPosts.authorImage,
      bodyImages: blogPosts.bodyImages,
    })
    .from(blogPosts)
    .where(
      or(
        inArray(blogPosts.imageUrl, addresses),
        inArray(blogPosts.authorImage, addresses),
        arrayOverlaps(blogPosts.bodyImages, addresses),
      ),
    );
  for (const post of posts) {
    const href = `/admin/blog/${post.id}`;
    for (const [address, role] of [
      [post.imageUrl, "cover image"],
      [post.authorImage, "author photo"],
      ...post.bodyImages.map((address) => [address, "in the text"] as const),
    ] as const) {
      const id = idOfAddress.get(address);
      if (id) uses.get(id)?.push({ label: `Blog post "${post.title}" (${role})`, href });
    }
  }
  for (const tour of await db.select().from(productTourDemos)) {
    const demo = productDemos.find((candidate) => candidate.id === tour.demoId);
    if (!demo) continue;
    const href = `/admin/product-tour#${demo.id}`;
    if (tour.videoId) uses.get(tour.videoId)?.push({ label: `Product tour "${demo.title}" (video)`, href });
    tour.chapters.forEach((chapter, index) => {
      const title = demo.chapters[index]?.title ?? `chapter ${index + 1}`;
      if (chapter.imageId) uses.get(chapter.imageId)?.push({ label: `Product tour "${demo.title}" (${title})`, href });
    });
  }
  const seeded = await db
    .select({ id: mediaAssets.id, seedKey: mediaAssets.seedKey })
    .from(mediaAssets)
    .where(and(inArray(mediaAssets.id, [...ids]), isNotNull(mediaAssets.seedKey)));
  for (const { id, seedKey } of seeded) {
    const section = featureSectionsBySeedKey.get(seedKey ?? "");
    if (section) uses.get(id)?.push(section);
  }
  return uses;
}
