import { desc, eq, max } from "drizzle-orm";
import { type ChangelogEntry, type ChangelogEntryInput, changelogEntryInputSchema } from "../../../common/changelog";
import { type ChangelogVersion, mergeChangelog } from "../../../common/changelog-versions";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { changelogEntries } from "../../db/schema";
import type { BlogService } from "../blog/service";
import type { SitemapEntry } from "../seo/service";

type EntryRow = typeof changelogEntries.$inferSelect;

const toEntry = (row: EntryRow): ChangelogEntry => ({
  _id: row.id,
  name: row.name,
  description: row.description,
  version: row.version,
  date: row.releasedOn,
});

/** Changelog entries (SPEC §7 /api/v1/changelogs) and the public changelog they make with Changelog posts. */
export function createChangelogService({ db, clock, blog }: { db: Database; clock: Clock; blog: BlogService }) {
  async function list(): Promise<ChangelogEntry[]> {
    const rows = await db
      .select()
      .from(changelogEntries)
      .orderBy(desc(changelogEntries.releasedOn), desc(changelogEntries.createdAt));
    return rows.map(toEntry);
  }

  return {
    list,

    /** Everything /changelog shows, newest first. */
    async versions(): Promise<ChangelogVersion[]> {
      const [entries, posts] = await Promise.all([list(), blog.changelogPosts()]);
      return mergeChangelog(entries, posts);
    },

    async sitemapEntries(): Promise<SitemapEntry[]> {
      const [row] = await db.select({ at: max(changelogEntries.updatedAt) }).from(changelogEntries);
      return [{ path: "/changelog", ...(row?.at ? { lastModified: row.at } : {}) }];
    },

    async get(id: string): Promise<ChangelogEntry | null> {
      const [row] = await db.select().from(changelogEntries).where(eq(changelogEntries.id, id));
      return row ? toEntry(row) : null;
    },

    async create(raw: ChangelogEntryInput): Promise<ChangelogEntry> {
      const input = changelogEntryInputSchema.parse(raw);
      const at = clock.now();
      const [row] = await db
        .insert(changelogEntries)
        .values({
          name: input.name,
          description: input.description,
          version: input.version,
          releasedOn: input.date,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      if (!row) throw new Error("Inserting the changelog entry returned no row");
      return toEntry(row);
    },

    async update(id: string, raw: ChangelogEntryInput): Promise<ChangelogEntry | null> {
      const input = changelogEntryInputSchema.parse(raw);
      const [row] = await db
        .update(changelogEntries)
        .set({
          name: input.name,
          description: input.description,
          version: input.version,
          releasedOn: input.date,
          updatedAt: clock.now(),
        })
        .where(eq(changelogEntries.id, id))
        .returning();
      return row ? toEntry(row) : null;
    },

    async remove(id: string): Promise<boolean> {
      const removed = await db
        .delete(changelogEntries)
        .where(eq(changelogEntries.id, id))
        .returning({ id: changelogEntries.id });
      return removed.length > 0;
    },
  };
}

export type ChangelogService = ReturnType<typeof createChangelogService>;
