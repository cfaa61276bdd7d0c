import type { AdminBlogPost } from "../../../common/blog";
import { blogPosts } from "../../db/schema";
import { auditedWrites } from "../audit/audited-writes";
import type { Actor } from "../audit/service";
import { requireDescribedImages } from "../media/publishing-check";
import type { BlogContext } from "./context";
import { type BlogPostFields, fieldsOf, toAdminPost } from "./post-record";
import { publishDateOfNewPost, publishDateOnEdit } from "./scheduling";
import { asSlugTaken, freeSlugFor, moveSlug, SlugTakenError, slugAfterEdit, slugInUse } from "./slugs";

/** What staff edit on a post, for its audit rows (the body is compared too, shown cut short). */
const auditedFields = [
  "title",
  "slug",
  "status",
  "publishAt",
  "category",
  "author",
  "authorBio",
  "authorImage",
  "imageUrl",
  "tags",
  "content",
];

/** A published post's images (cover, author's photo, those in its text) must be described (the media library's rule). */
const checkImages = (tx: Parameters<typeof requireDescribedImages>[0], fields: ReturnType<typeof fieldsOf>) =>
  fields.status === "published"
    ? requireDescribedImages(tx, [
        { field: "imageUrl", label: "cover image", address: fields.imageUrl },
        { field: "authorImage", label: "author photo", address: fields.authorImage },
        ...fields.bodyImages.map((address) => ({ field: "content", label: "image in the text", address })),
      ])
    : Promise.resolve();

/**
 * Staff's writes of posts, each in one transaction with its audit row (ADR 009): create, update
 * and remove, with the slug rules of slugs.ts and the publish dates of scheduling.ts.
 */
export function staffWrites({ clock, audit }: Pick<BlogContext, "clock" | "audit">) {
  const writes = auditedWrites(audit, {
    table: blogPosts,
    entity: "blog_post",
    toResult: (row) => toAdminPost(row, clock.now()),
    auditedFields,
    // Compared on the row: its status and publish date are not in the answer's shape.
    auditedValues: (row) => row,
    // A draft is nobody's page yet; a published post (live or scheduled) is, or will be. Autosaves
    // of a draft change no page; publishing, unpublishing or editing a post does.
    isPublic: (row) => row.status === "published",
    summary: {
      create: (row) => `Created post "${row.title}"`,
      update: (row) => `Updated post "${row.title}"`,
      delete: (row) => `Deleted post "${row.title}"`,
    },
  });

  return {
    /** A new post; without a slug of its own, its title's (made free with -2, -3…). */
    async create(input: BlogPostFields, actor: Actor): Promise<AdminBlogPost> {
      let slug = input.slug;
      try {
        return await writes.create(actor, async (tx) => {
          if (input.slug && (await slugInUse(tx, input.slug))) throw new SlugTakenError(input.slug);
          const fields = fieldsOf(input);
          await checkImages(tx, fields);
          slug = input.slug ?? (await freeSlugFor(tx, input.title));
          const at = clock.now();
          return { ...fields, slug, publishAt: publishDateOfNewPost(input, at), createdAt: at, updatedAt: at };
        });
      } catch (error) {
        throw asSlugTaken(error, slug, input);
      }
    },

    /**
     * The post is read, its slug checked and the redirect written with the row locked, in the
     * write's transaction (slugs.ts); publishing a draft without a date publishes it now.
     */
    async update(id: string, input: BlogPostFields, actor: Actor): Promise<AdminBlogPost | null> {
      let slug = input.slug;
      try {
        return await writes.update(actor, id, async (current, tx) => {
          const fields = fieldsOf(input);
          await checkImages(tx, fields);
          const newSlug = await slugAfterEdit(tx, current, input);
          slug = newSlug;
          await moveSlug(tx, current, newSlug);
          const publishAt = publishDateOnEdit(current.status === "draft", input, clock.now());
          return { ...fields, slug: newSlug, ...(publishAt ? { publishAt } : {}), updatedAt: clock.now() };
        });
      } catch (error) {
        throw asSlugTaken(error, slug, input);
      }
    },

    async remove(id: string, actor: Actor): Promise<boolean> {
      return (await writes.remove(actor, id)) !== null;
    },
  };
}
