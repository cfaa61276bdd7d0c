import { desc, max } from "drizzle-orm";
import type { AdminChangelogListQuery, ChangelogEntry, changelogEntryInputSchema } from "../../../common/changelog";
import { type ChangelogVersion, mergeChangelog } from "../../../common/changelog-versions";
import type { z } from "../../../common/zod";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { listPageFor, searchAcross } from "../../db/list-query";
import { changelogEntries } from "../../db/schema";
import { auditedWrites } from "../audit/audited-writes";
import type { Actor, AuditLog } from "../audit/service";
import type { BlogService } from "../blog/service";
import type { SitemapEntry } from "../seo/service";

type EntryRow = typeof changelogEntries.$inferSelect;

const sortColumns = {
  date: changelogEntries.releasedOn,
  version: changelogEntries.version,
  name: changelogEntries.name,
} as const;

/** What staff edit on an entry, for its audit rows. */
const auditedFields = ["name", "description", "version", "date"];

/** An entry as the route's schema has checked and normalised it. */
type ChangelogEntryFields = z.output<typeof changelogEntryInputSchema>;

const fieldsOf = (input: ChangelogEntryFields) => ({
  name: input.name,
  description: input.description,
  version: input.version,
  releasedOn: input.date,
});

const toEntry = (row: EntryRow): ChangelogEntry => ({
  _id: row.id,
  name: row.name,
  description: row.description,
  version: row.version,
  date: row.releasedOn,
});

/** Changelog entries (SPEC §7 /api/v1/changelogs) and the public changelog they make with Changelog posts. */
export function createChangelogService({
  db,
  clock,
  blog,
  audit,
}: {
  db: Database;
  clock: Clock;
  blog: BlogService;
  audit: AuditLog;
}) {
  async function list(): Promise<ChangelogEntry[]> {
    const rows = await db
      .select()
      .from(changelogEntries)
      .orderBy(desc(changelogEntries.releasedOn), desc(changelogEntries.createdAt));
    return rows.map(toEntry);
  }

  const writes = auditedWrites(audit, {
    table: changelogEntries,
    entity: "changelog_entry",
    toResult: toEntry,
    auditedFields,
    isPublic: () => true,
    summary: {
      create: (row) => `Added changelog ${row.version}`,
      update: (row) => `Updated changelog ${row.version}`,
      delete: (row) => `Deleted changelog ${row.version}`,
    },
  });

  return {
    list,

    /** Everything /changelog shows, newest first. */
    async versions(): Promise<ChangelogVersion[]> {
      const [entries, posts] = await Promise.all([list(), blog.changelogPosts()]);
      return mergeChangelog(entries, posts);
    },

    async adminList(query: AdminChangelogListQuery): Promise<{ rows: ChangelogEntry[]; total: number }> {
      return listPageFor({
        db,
        table: changelogEntries,
        where: searchAcross([changelogEntries.name, changelogEntries.version, changelogEntries.description], query.q),
        sortColumns,
        tieBreak: changelogEntries.id,
        query,
        map: toEntry,
      });
    },

    async sitemapEntries(): Promise<SitemapEntry[]> {
      const [row] = await db.select({ at: max(changelogEntries.updatedAt) }).from(changelogEntries);
      return [{ path: "/changelog", title: "Changelog", ...(row?.at ? { lastModified: row.at } : {}) }];
    },

    create(input: ChangelogEntryFields, actor: Actor): Promise<ChangelogEntry> {
      const at = clock.now();
      return writes.create(actor, { ...fieldsOf(input), createdAt: at, updatedAt: at });
    },

    update(id: string, input: ChangelogEntryFields, actor: Actor): Promise<ChangelogEntry | null> {
      return writes.update(actor, id, () => ({ ...fieldsOf(input), updatedAt: clock.now() }));
    },

    async remove(id: string, actor: Actor): Promise<boolean> {
      return (await writes.remove(actor, id)) !== null;
    },
  };
}

export type ChangelogService = ReturnType<typeof createChangelogService>;
