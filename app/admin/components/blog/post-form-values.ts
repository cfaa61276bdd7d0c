import {
  type AdminBlogPost,
  type BlogPostInput,
  blogPostInputSchema,
  type PostState,
  postStateOf,
  slugFromTitle,
} from "../../../../common/blog";
import { parseCommaList } from "../../../../common/comma-list";
import { type FieldErrors, fieldErrorsOf, topLevelFieldErrors } from "../../../../common/field-errors";
import { businessDateTimeInput, instantOfBusinessInput } from "../../lib/format";

/** The editor's fields as typed: text everywhere, tags comma-separated, the schedule as a local date-time. */
export interface PostFormValues {
  title: string;
  content: string;
  category: string;
  author: string;
  authorBio: string;
  authorImage: string;
  imageUrl: string;
  tags: string;
  state: PostState;
  /** `<input type="datetime-local">`'s value, in the browser's time zone; used when scheduled. */
  publishAt: string;
  /** Empty: made from the title (drafts) or kept as it is (published posts). */
  slug: string;
}

/** A draft's address made from its title ("title", "title-2"…) is not one staff chose. */
function slugFollowsTitle(slug: string, title: string): boolean {
  const base = slugFromTitle(title);
  return slug === base || new RegExp(`^${base.slice(0, 75)}-\\d+$`).test(slug);
}

/** The address field for a saved post: empty while a draft's address follows its title. */
export function slugFieldOf(post: AdminBlogPost): string {
  return post.status === "draft" && slugFollowsTitle(post.slug, post.title) ? "" : post.slug;
}

export function valuesOf(post: AdminBlogPost | null, defaultCategory: string): PostFormValues {
  if (!post) {
    return {
      title: "",
      content: "",
      category: defaultCategory,
      author: "",
      authorBio: "",
      authorImage: "",
      imageUrl: "",
      tags: "",
      state: "draft",
      publishAt: "",
      slug: "",
    };
  }
  return {
    title: post.title,
    content: post.content,
    category: post.category,
    author: post.author,
    authorBio: post.authorBio,
    authorImage: post.authorImage,
    imageUrl: post.imageUrl,
    tags: post.tags.join(", "),
    state: postStateOf(post),
    publishAt: post.scheduled ? businessDateTimeInput(post.date) : "",
    slug: slugFieldOf(post),
  };
}

/**
 * The API's input for these values. Published: a post that is already out keeps its date, a draft
 * is dated by the server when it goes out, and a scheduled one brought forward goes out now.
 */
export function inputOf(values: PostFormValues, saved: AdminBlogPost | null, now: Date): BlogPostInput {
  const slug = values.slug.trim();
  const publishAt =
    values.state === "scheduled"
      ? values.publishAt && instantOfBusinessInput(values.publishAt)
      : values.state === "published" && saved?.scheduled
        ? now.toISOString()
        : undefined;
  return {
    title: values.title,
    content: values.content,
    category: values.category,
    author: values.author,
    authorBio: values.authorBio,
    authorImage: values.authorImage.trim(),
    imageUrl: values.imageUrl.trim(),
    tags: parseCommaList(values.tags),
    status: values.state === "draft" ? "draft" : "published",
    ...(publishAt ? { publishAt } : {}),
    ...(slug ? { slug } : {}),
  };
}

/** The server's rules, checked here first for instant messages; a schedule must also lie ahead. */
export function checkValues(
  values: PostFormValues,
  saved: AdminBlogPost | null,
  now: Date,
): { input: BlogPostInput; errors: null } | { input: null; errors: FieldErrors } {
  const input = inputOf(values, saved, now);
  const parsed = blogPostInputSchema.safeParse(input);
  const errors: FieldErrors = parsed.success ? {} : topLevelFieldErrors(fieldErrorsOf(parsed.error.issues));
  if (values.state === "scheduled") {
    if (!values.publishAt) errors.publishAt = "Choose when to publish it";
    else if (new Date(values.publishAt) <= now) errors.publishAt = "Choose a date and time in the future";
  }
  return Object.keys(errors).length === 0 ? { input, errors: null } : { input: null, errors };
}
