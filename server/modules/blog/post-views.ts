import type { PageCacheControl } from "../../http/page-cache";
import type { BlogContext } from "./context";
import { isLikelyPerson } from "./readers";

/** Counting a post's readers: in memory, written in batches by the view counter (view-counter.ts). */

/** How old a view count may be on a cached post (its page and its API answer). */
export const viewCountFreshnessMs = 60_000;

/** Counts a view by a person (not a crawler or a link preview); written in the next batch. */
export function recordView(
  { views }: Pick<BlogContext, "views">,
  postId: string,
  userAgent: string | null | undefined,
) {
  if (isLikelyPerson(userAgent ?? undefined)) views.record(postId);
}

/**
 * Counts this read of a post, and every later read the page cache answers with it. The answer
 * shows the post's view count, which each read changes, so it is kept for at most
 * `viewCountFreshnessMs`: written views never empty the whole cache (ADR 010).
 */
export function countReads(context: Pick<BlogContext, "views">, postId: string, cache: PageCacheControl): void {
  cache.expiresIn(viewCountFreshnessMs);
  cache.everyView((headers) => recordView(context, postId, headers["user-agent"]));
}
