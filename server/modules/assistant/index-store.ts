import { asc, eq, inArray, sql } from "drizzle-orm";
import { withoutTags } from "../../../common/html-text";
import { blogPostPath } from "../../../content/blog";
import type { Database } from "../../db/client";
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

/** The documents one database-backed source holds now, read in the rebuild's transaction. */
async function databaseDocuments(tx: Reader, source: DatabaseSource): Promise<AssistantDocument[]> {
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
        .where(eq(blogPosts.status, "published"));
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
      const rows = await tx.select().from(jobOpenings).where(eq(jobOpenings.status, "open"));
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
      const rows = await tx.select().from(changelogEntries);
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

/** Whether the table already holds exactly `documents` for `sources` (a restart with nothing changed). */
async function storedAlready(
  tx: Reader,
  sources: readonly DocumentSource[],
  documents: readonly AssistantDocument[],
): Promise<boolean> {
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
    .where(inArray(assistantDocuments.source, [...sources]));
  if (stored.length !== documents.length) return false;
  const wanted = new Set(await mapInSlices(documents, storedForm));
  return (await mapInSlices(stored, (row) => wanted.has(storedForm(row)))).every(Boolean);
}

/**
 * Replaces one source's documents and refreshes the word list, in one transaction, under a lock
 * every instance shares: two instances starting together, or two staff saving at once, take turns
 * instead of interleaving their deletes and inserts. When the table already holds exactly these
 * documents (every restart that deploys no content change, every instance after the first) it
 * writes nothing: reading 300 rows costs a few milliseconds, rewriting them and the word list
 * about half a second, under the lock the other instances wait on.
 */
async function replaceSources(
  db: Database,
  sources: readonly DocumentSource[],
): Promise<{ documents: number; changed: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('aster-hrms:assistant-index'))`);
    const documents: AssistantDocument[] = [];
    for (const source of sources) {
      documents.push(...(source === "content" ? contentDocuments() : await databaseDocuments(tx, source)));
    }
    if (await storedAlready(tx, sources, documents)) return { documents: documents.length, changed: false };
    await tx.delete(assistantDocuments).where(inArray(assistantDocuments.source, [...sources]));
    for (let start = 0; start < documents.length; start += insertBatch) {
      await tx.insert(assistantDocuments).values(
        documents.slice(start, start + insertBatch).map((document) => ({
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
    // The words the misspelling fallback corrects to: every distinct unstemmed word of the index.
    await tx.delete(assistantWords);
    await tx.execute(sql`
      insert into ${assistantWords} (word)
      select word from ts_stat($$select to_tsvector('simple', title || ' ' || keywords || ' ' || body) from assistant_documents$$)
      where length(word) between 2 and 30 and word ~ '^[[:alpha:]][[:alnum:]]*$'
    `);
    return { documents: documents.length, changed: true };
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
      return replaceSources(db, ["content", ...databaseSources]);
    },
    /** One source, after a staff write to it committed. */
    refresh(source: DatabaseSource): Promise<{ documents: number; changed: boolean }> {
      return replaceSources(db, [source]);
    },
  };
}

export type AssistantIndex = ReturnType<typeof createAssistantIndex>;
