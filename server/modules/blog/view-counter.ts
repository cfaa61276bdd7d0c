import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { blogPosts } from "../../db/schema";

/**
 * Post views are counted in memory and added to the database in one statement per post every
 * few seconds (flush()), not written on every page view. Each instance adds only its own
 * counts, so several instances sum correctly; a crash loses at most one interval of views.
 */
export function createViewCounter({ db, log }: { db: Database; log: FastifyBaseLogger }) {
  let pending = new Map<string, number>();

  return {
    record(postId: string): void {
      pending.set(postId, (pending.get(postId) ?? 0) + 1);
    },

    async flush(): Promise<number> {
      if (pending.size === 0) return 0;
      const batch = pending;
      pending = new Map();
      let written = 0;
      for (const [postId, views] of batch) {
        try {
          await db
            .update(blogPosts)
            .set({ views: sql`${blogPosts.views} + ${views}` })
            .where(eq(blogPosts.id, postId));
          written += views;
        } catch (error) {
          // Put them back: the next flush tries again.
          pending.set(postId, (pending.get(postId) ?? 0) + views);
          log.warn({ err: error }, "blog: could not record post views");
        }
      }
      return written;
    },
  };
}

export type ViewCounter = ReturnType<typeof createViewCounter>;
