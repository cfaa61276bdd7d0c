import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { withoutTags } from "../../../common/html-text";
import { blogPostPath } from "../../../content/blog";
import type { Database } from "../../db/client";
import { rowsOf } from "../../db/rows-of";
import { assistantDocuments, assistantWords, blogPosts, changelogEntries, jobOpenings, plans } from "../../db/schema";
import { mapInSlices } from "../../in-slices";
import type { Transaction } from "../audit/service";
import {
  type AssistantDocument,
  contentDocuments,
  type DatabaseSource,
  type DocumentSource,
  databaseSources,
} from "./documents";

/** The few entities an HTML body carries in practice; anything else stays as written. */
const entities: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };
const plainText = (html: string): string =>
  // A heading ends a sentence: without the stop, "Run payroll</h2><p>In India…" reads as one.
  withoutTags(html.replace(/<\/h[2-6]>/gi, ". "))
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, name: string) => entities[name] ?? "")
    .replace(/\s+/g, " ")
    .trim();

type Reader = Database | Transaction;

/**
 * The passage each record of a source makes, by the record's id. Plans have none of their own to
 * refresh alone: their price overview is made from every plan, so a plan's change rebuilds them all.
 */
const passageOfRecord: Readonly<Record<Exclude<DatabaseSource, "plans">, (id: string) => string>> = {
  blog: (id) => `blog:${id}`,
  jobs: (id) => `job:${id}`,
  changelog: (id) => `changelog:${id}`,
};

/**
 * The documents a database-backed source holds now, read in the rebuild's transaction; given
 * `records`, only those records' (a record no longer public makes none).
 */
async function databaseDocuments(
  tx: Reader,
  source: DatabaseSource,
  records?: readonly string[],
): Promise<AssistantDocument[]> {
  // Undefined leaves the condition out (drizzle's and() skips it).
  const only = <Column extends typeof blogPosts.id | typeof jobOpenings.id | typeof changelogEntries.id>(
    column: Column,
  ) => (records ? inArray(column, [...records]) : undefined);
  switch (source) {
    case "plans": {
      const rows = await tx.select().from(plans).orderBy(asc(plans.createdAt));
      const costOf = (plan: (typeof rows)[number]) =>
        `${plan.name} costs ${plan.price}${plan.priceDetails ? ` ${plan.priceDetails}` : ""}` +
        `${plan.includedUsers > 0 ? ` with ${plan.includedUsers} users included` : ""}`;
      // "How much does it cost?" deserves every price at once, not one plan's or a billing FAQ's.
      const overview: AssistantDocument[] =
        rows.length === 0
          ? []
          : [
              {
                id: "plans:prices",
                source,
                title: "Plans and prices",
                keywords: "Pricing, price, cost, how much, per month, per year, per user",
                body: `${rows.map(costOf).join("; ")}.`,
                url: "/pricing",
              },
            ];
      return [
        ...overview,
        ...rows.map((plan) => ({
          id: `plan:${plan.id}`,
          source,
          title: `${plan.name} plan`,
          keywords: ["Pricing", plan.tag].filter(Boolean).join(", "),
          body: [
            `The ${plan.name} plan costs ${plan.price}${plan.priceDetails ? ` ${plan.priceDetails}` : ""}` +
              `${plan.includedUsers > 0 ? ` and includes ${plan.includedUsers} users` : ""}.`,
            plan.additionalUser ? `Additional users: ${plan.additionalUser}.` : "",
            plan.features.length > 0 ? `It includes ${plan.features.join(", ")}.` : "",
          ]
            .filter(Boolean)
            .join(" "),
          url: "/pricing",
        })),
      ];
    }
    case "blog": {
      // Scheduled posts are indexed ahead with their publish time; the search leaves them out until then.
      const rows = await tx
        .select({
          id: blogPosts.id,
          slug: blogPosts.slug,
          title: blogPosts.title,
          content: blogPosts.content,
          excerpt: blogPosts.excerpt,
          category: blogPosts.category,
          tags: blogPosts.tags,
          publishAt: blogPosts.publishAt,
        })
        .from(blogPosts)
        .where(and(eq(blogPosts.status, "published"), only(blogPosts.id)));
      // Posts can be thousands: their text is made in slices, a turn of the event loop apart.
      return mapInSlices(
        rows,
        (post) =>
          ({
            id: `blog:${post.id}`,
            source,
            title: post.title,
            keywords: [post.category, ...post.tags].join(", "),
            body: plainText(post.content) || post.excerpt,
            url: blogPostPath(post.slug),
            visibleFrom: post.publishAt,
          }) satisfies AssistantDocument,
      );
    }
    case "jobs": {
      const rows = await tx
        .select()
        .from(jobOpenings)
        .where(and(eq(jobOpenings.status, "open"), only(jobOpenings.id)));
      return rows.map((job) => ({
        id: `job:${job.id}`,
        source,
        title: `Job opening: ${job.title}`,
        keywords: ["Careers", job.department, job.location].filter(Boolean).join(", "),
        body: `${job.title}, ${job.location}${job.department ? `, ${job.department}` : ""}. ${job.description}`,
        url: "/careers#openings",
      }));
    }
    case "changelog": {
      const rows = await tx.select().from(changelogEntries).where(only(changelogEntries.id));
      return rows.map((entry) => ({
        id: `changelog:${entry.id}`,
        source,
        title: `${entry.version}: ${entry.name}`,
        keywords: `Changelog, release ${entry.version}, released ${entry.releasedOn}`,
        body: entry.description.split("\n").filter(Boolean).join(". "),
        url: "/changelog",
      }));
    }
  }
}

/** Rows at a time: keeps each INSERT's parameter count far below PostgreSQL's 65,535. */
const insertBatch = 200;

/** A document as the table stores it, in a form two sets can be compared by. */
const storedForm = (document: {
  id: string;
  source: string;
  title: string;
  keywords: string;
  body: string;
  url: string;
  visibleFrom?: Date | null;
}) =>
  JSON.stringify([
    document.id,
    document.source,
    document.title,
    document.keywords,
    document.body,
    document.url,
    document.visibleFrom?.getTime() ?? null,
  ]);

/**
 * A word of the list: a lexeme of the `simple` configuration that starts with a letter, as the
 * misspelling fallback compares them (numbers and codes are not misspelled words).
 */
const listedWord = (column: string) =>
  sql.raw(`length(${column}) between 2 and 30 and ${column} ~ '^[[:alpha:]][[:alnum:]]*$'`);

/** The listed words of the stored passages `ids`. */
async function wordsOfPassages(tx: Reader, ids: readonly string[]): Promise<string[]> {
  const rows = await rowsOf<{ word: string }>(
    tx,
    sql`
    select distinct word from assistant_documents, unnest(tsvector_to_array(words)) as word
    where id = any(${sql.param([...ids])}::text[]) and ${listedWord("word")}
  `,
  );
  return rows.map((row) => row.word);
}

/**
 * Brings the stored passages `scope` selects to `documents`, changing only the passages that
 * differ, and the word list with them: the words of new and changed passages are added, and a
 * word of a removed or replaced passage leaves the list once no passage uses it (the GIN index on
 * `words` answers that). A save changes one passage of hundreds, so this is a few small writes, not
 * the whole table and every word's trigrams rewritten (200–600 ms of PGlite's thread a save).
 */
async function storeChanges(tx: Reader, scope: SQL, documents: readonly AssistantDocument[]): Promise<boolean> {
  const stored = await tx
    .select({
      id: assistantDocuments.id,
      source: assistantDocuments.source,
      title: assistantDocuments.title,
      keywords: assistantDocuments.keywords,
      body: assistantDocuments.body,
      url: assistantDocuments.url,
      visibleFrom: assistantDocuments.visibleFrom,
    })
    .from(assistantDocuments)
    .where(scope);
  const storedForms = new Map(await mapInSlices(stored, (row) => [row.id, storedForm(row)] as const));
  const wanted = new Set(documents.map((document) => document.id));
  const incoming = (await mapInSlices(documents, (document) => [document, storedForm(document)] as const))
    .filter(([document, form]) => storedForms.get(document.id) !== form)
    .map(([document]) => document);
  const outgoing = [
    ...stored.filter((row) => !wanted.has(row.id)).map((row) => row.id),
    ...incoming.filter((document) => storedForms.has(document.id)).map((document) => document.id),
  ];
  if (incoming.length === 0 && outgoing.length === 0) return false;

  const wordsMaybeUnused = outgoing.length === 0 ? [] : await wordsOfPassages(tx, outgoing);
  if (outgoing.length > 0) {
    await tx.delete(assistantDocuments).where(sql`${assistantDocuments.id} = any(${sql.param(outgoing)}::text[])`);
  }
  for (let start = 0; start < incoming.length; start += insertBatch) {
    await tx.insert(assistantDocuments).values(
      incoming.slice(start, start + insertBatch).map((document) => ({
        id: document.id,
        source: document.source,
        title: document.title,
        keywords: document.keywords,
        body: document.body,
        url: document.url,
        visibleFrom: document.visibleFrom ?? null,
      })),
    );
  }
  if (incoming.length > 0) {
    await tx.execute(sql`
      insert into ${assistantWords} (word)
      select distinct word from assistant_documents, unnest(tsvector_to_array(words)) as word
      where id = any(${sql.param(incoming.map((document) => document.id))}::text[]) and ${listedWord("word")}
      on conflict do nothing
    `);
  }
  if (wordsMaybeUnused.length > 0) {
    await tx.execute(sql`
      delete from ${assistantWords} as listed
      where listed.word = any(${sql.param(wordsMaybeUnused)}::text[])
        and not exists (select 1 from assistant_documents where words @@ quote_literal(listed.word)::tsquery)
    `);
  }
  return true;
}

/**
 * Makes the word list exactly the words the stored passages use, whatever it held: at start, after
 * any change, so a list made by an older rule, or by hand, is put right by the next start.
 */
async function resyncWords(tx: Reader): Promise<void> {
  await tx.execute(sql`
    create temporary table used_words on commit drop as
    select distinct word from assistant_documents, unnest(tsvector_to_array(words)) as word where ${listedWord("word")}
  `);
  await tx.execute(sql`delete from ${assistantWords} where word not in (select word from used_words)`);
  await tx.execute(sql`insert into ${assistantWords} (word) select word from used_words on conflict do nothing`);
}

/**
 * Brings passages up to date in one transaction, under a lock every instance shares: two instances
 * starting together, or two staff saving at once, take turns instead of interleaving their writes.
 * When the table already holds exactly these documents (every restart that deploys no content
 * change, every instance after the first) it writes nothing.
 */
async function updatePassages(
  db: Database,
  read: (tx: Reader) => Promise<{ scope: SQL; documents: AssistantDocument[] }>,
  { resync = false } = {},
): Promise<{ documents: number; changed: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('aster-hrms:assistant-index'))`);
    const { scope, documents } = await read(tx);
    const changed = await storeChanges(tx, scope, documents);
    if (changed && resync) await resyncWords(tx);
    return { documents: documents.length, changed };
  });
}

/**
 * The assistant's index: built whole at start (the content in code changes only with a deploy),
 * and one database-backed source rebuilt when staff change it (server/app.ts calls `refresh` from
 * the audit log's commit listener, before the staff write answers).
 */
export function createAssistantIndex({ db }: { db: Database }) {
  return {
    /** Every source: at start, and by tests. `changed` is false when the stored index was already current. */
    rebuildAll(): Promise<{ documents: number; changed: boolean }> {
      const sources: DocumentSource[] = ["content", ...databaseSources];
      return updatePassages(
        db,
        async (tx) => {
          const documents = contentDocuments();
          for (const source of databaseSources) documents.push(...(await databaseDocuments(tx, source)));
          return { scope: inArray(assistantDocuments.source, sources), documents };
        },
        { resync: true },
      );
    },
    /**
     * After staff writes to a source committed: the passages of `records` (the written rows' ids),
     * or the whole source when not given or when its passages depend on each other (plans).
     * `documents` counts the passages read.
     */
    refresh(source: DatabaseSource, records?: readonly string[]): Promise<{ documents: number; changed: boolean }> {
      return updatePassages(db, async (tx) => {
        if (source === "plans" || !records) {
          return { scope: eq(assistantDocuments.source, source), documents: await databaseDocuments(tx, source) };
        }
        const passages = records.map(passageOfRecord[source]);
        return {
          scope: sql`${assistantDocuments.id} = any(${sql.param(passages)}::text[])`,
          documents: await databaseDocuments(tx, source, records),
        };
      });
    },
  };
}

export type AssistantIndex = ReturnType<typeof createAssistantIndex>;
