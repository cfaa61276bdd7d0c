import { desc, eq, max } from "drizzle-orm";
import {
  type AdminChangelogListQuery,
  type ChangelogEntry,
  type ChangelogEntryInput,
  changelogEntryInputSchema,
} from "../../../common/changelog";
import { type ChangelogVersion, mergeChangelog } from "../../../common/changelog-versions";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { listPage, searchAcross } from "../../db/list-query";
import { changelogEntries } from "../../db/schema";
import { type Actor, type AuditLog, changedFields, pickFields } from "../audit/service";
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

const fieldsOf = (input: ReturnType<typeof changelogEntryInputSchema.parse>) => ({
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

  return {
    list,

    /** Everything /changelog shows, newest first. */
    async versions(): Promise<ChangelogVersion[]> {
      const [entries, posts] = await Promise.all([list(), blog.changelogPosts()]);
      return mergeChangelog(entries, posts);
    },

    async adminList(query: AdminChangelogListQuery): Promise<{ rows: ChangelogEntry[]; total: number }> {
      const { rows, total } = await listPage<EntryRow>({
        db,
        table: changelogEntries,
        where: searchAcross([changelogEntries.name, changelogEntries.version, changelogEntries.description], query.q),
        sortBy: sortColumns[query.sort],
        order: query.order,
        tieBreak: changelogEntries.id,
        page: query.page,
        limit: query.limit,
      });
      return { rows: rows.map(toEntry), total };
    },

    async sitemapEntries(): Promise<SitemapEntry[]> {
      const [row] = await db.select({ at: max(changelogEntries.updatedAt) }).from(changelogEntries);
      return [{ path: "/changelog", ...(row?.at ? { lastModified: row.at } : {}) }];
    },

    async get(id: string): Promise<ChangelogEntry | null> {
      const [row] = await db.select().from(changelogEntries).where(eq(changelogEntries.id, id));
      return row ? toEntry(row) : null;
    },

    create(raw: ChangelogEntryInput, actor: Actor): Promise<ChangelogEntry> {
      const input = changelogEntryInputSchema.parse(raw);
      return audit.write(actor, async (tx) => {
        const at = clock.now();
        const [row] = await tx
          .insert(changelogEntries)
          .values({ ...fieldsOf(input), createdAt: at, updatedAt: at })
          .returning();
        if (!row) throw new Error("Inserting the changelog entry returned no row");
        const entry = toEntry(row);
        return {
          result: entry,
          record: {
            action: "create",
            entity: "changelog_entry",
            publicContent: true,
            entityId: entry._id,
            summary: `Added changelog ${entry.version}`,
            after: pickFields(entry, auditedFields),
          },
        };
      });
    },

    update(id: string, raw: ChangelogEntryInput, actor: Actor): Promise<ChangelogEntry | null> {
      const input = changelogEntryInputSchema.parse(raw);
      return audit.write(actor, async (tx) => {
        const [current] = await tx.select().from(changelogEntries).where(eq(changelogEntries.id, id)).for("update");
        if (!current) return { result: null, record: null };
        const [row] = await tx
          .update(changelogEntries)
          .set({ ...fieldsOf(input), updatedAt: clock.now() })
          .where(eq(changelogEntries.id, id))
          .returning();
        if (!row) return { result: null, record: null };
        const entry = toEntry(row);
        return {
          result: entry,
          record: {
            action: "update",
            entity: "changelog_entry",
            publicContent: true,
            entityId: id,
            summary: `Updated changelog ${entry.version}`,
            ...changedFields(toEntry(current), entry, auditedFields),
          },
        };
      });
    },

    remove(id: string, actor: Actor): Promise<boolean> {
      return audit.write(actor, async (tx) => {
        const [removed] = await tx.delete(changelogEntries).where(eq(changelogEntries.id, id)).returning();
        if (!removed) return { result: false, record: null };
        return {
          result: true,
          record: {
            action: "delete",
            entity: "changelog_entry",
            publicContent: true,
            entityId: id,
            summary: `Deleted changelog ${removed.version}`,
            before: pickFields(toEntry(removed), auditedFields),
          },
        };
      });
    },
  };
}

export type ChangelogService = ReturnType<typeof createChangelogService>;
