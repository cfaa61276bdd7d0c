import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { assistantDocuments } from "../../db/schema";
import { correctableWords, type QueryTerm, queryTerms, tsqueryGroup } from "./query";

/** The rows of a raw query: node-postgres and PGlite both answer `{ rows }`. */
async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** How close (pg_trgm similarity) an index word must be to replace a word the index does not know. */
export const correctionThreshold = 0.4;
/** A term found in a passage's title counts this much more; in its keywords (headings, tags), this much. */
const titleBoost = 1;
const keywordsBoost = 0.5;
/** How much a long passage is marked down (its score divided by 1 + this × ln(1 + length / 400)). */
const lengthPenalty = 0.15;
/** Candidates ranked per question: enough for three sources after an intent's page is moved up. */
const candidateLimit = 12;

export interface SearchHit {
  id: string;
  title: string;
  url: string;
  body: string;
  score: number;
  /** The share (0 to 1) of the question's weight, by rarity, that this document matches. */
  coverage: number;
  /** Which of the question's terms it matches, by index into `terms`. */
  matchedTerms: number[];
}

export interface SearchResult {
  terms: QueryTerm[];
  hits: SearchHit[];
}

/**
 * Each word the index does not know, replaced by the nearest word it does (trigram similarity,
 * through the word list's trigram index), when one is close enough. One query for all of them.
 */
async function corrections(db: Database, words: readonly string[]): Promise<Map<string, string>> {
  const unknown = correctableWords(words);
  if (unknown.length === 0) return new Map();
  const result = await rowsOf<{ typed: string; known: boolean; nearest: string | null; similarity: number | null }>(
    db,
    sql`
    select typed,
           exists (select 1 from assistant_words where word = typed) as known,
           best.word as nearest,
           best.similarity
    from unnest(${sql.param(unknown)}::text[]) as typed
    left join lateral (
      select word, similarity(word, typed) as similarity
      from assistant_words
      where word % typed
      order by similarity(word, typed) desc, word
      limit 1
    ) best on true
  `,
  );
  const map = new Map<string, string>();
  for (const row of result) {
    if (!row.known && row.nearest && (row.similarity ?? 0) >= correctionThreshold) map.set(row.typed, row.nearest);
  }
  return map;
}

/**
 * The documents that best answer the terms. Every term is an OR group of synonyms; a document
 * matching any group is a candidate, ranked by the groups it matches, each weighted by its rarity
 * in the index (a word on every page says little) and by where it matches (title over keywords
 * over body, ts_rank's weights). Scheduled posts are left out until their publish time.
 */
export async function searchDocuments(
  db: Database,
  words: readonly string[],
  now: Date,
  options: { samePagePath?: string | undefined } = {},
): Promise<SearchResult> {
  const fixes = await corrections(db, words);
  const terms = queryTerms(words, (word) => fixes.get(word) ?? word);
  if (terms.length === 0) return { terms, hits: [] };
  const groups = terms.map(tsqueryGroup);
  const anyGroup = groups.join(" | ");
  const samePage = options.samePagePath ?? "";
  const result = await rowsOf<{
    id: string;
    title: string;
    url: string;
    body: string;
    score: number;
    coverage: number;
    matched: number[] | null;
  }>(
    db,
    sql`
    with terms as materialized (
      select ordinality - 1 as position, to_tsquery('english', term) as query
      from unnest(${sql.param(groups)}::text[]) with ordinality as term
    ),
    candidates as materialized (
      select id, search, title_search, keywords_search, body_length, url
      from ${assistantDocuments}
      where search @@ to_tsquery('english', ${anyGroup})
        and (visible_from is null or visible_from <= ${now.toISOString()}::timestamptz)
    ),
    pairs as materialized (
      select c.id, t.position,
             case when c.title_search @@ t.query then ${sql.raw(String(titleBoost))}
                  when c.keywords_search @@ t.query then ${sql.raw(String(keywordsBoost))}
                  else 0 end as boost
      from candidates c join terms t on c.search @@ t.query
    ),
    weights as materialized (
      -- A term's rarity (inverse document frequency); every document that has it is a candidate.
      select t.position,
             ln((select count(*) from ${assistantDocuments})::float8 / (1 + count(p.id))) + 1 as weight
      from terms t left join pairs p on p.position = t.position
      group by t.position
    ),
    ranked as (
      select p.id,
             sum(w.weight * (1 + p.boost)) as matched_score,
             sum(w.weight) / (select sum(weight) from weights) as coverage,
             array_agg(p.position order by p.position) as matched
      from pairs p join weights w on w.position = p.position
      group by p.id
    ),
    best as (
      select r.id, r.coverage, r.matched,
             r.matched_score
               / (1 + ${sql.raw(String(lengthPenalty))} * ln(1 + c.body_length / 400.0))
               * (case when split_part(c.url, '#', 1) = ${samePage} then 1.05 else 1 end) as score
      from ranked r join candidates c on c.id = r.id
      order by score desc, r.id
      limit ${candidateLimit}
    )
    select b.id, d.title, d.url, d.body, b.coverage, b.matched, b.score
    from best b join ${assistantDocuments} d on d.id = b.id
    order by b.score desc, b.id
  `,
  );
  return {
    terms,
    hits: result.map((row) => ({
      id: row.id,
      title: row.title,
      url: row.url,
      body: row.body,
      score: Number(row.score),
      coverage: Number(row.coverage),
      matchedTerms: (row.matched ?? []).map(Number),
    })),
  };
}

/** A document by id (an intent's page when no passage of it matched), visible now. */
export async function documentById(
  db: Database,
  id: string,
): Promise<Omit<SearchHit, "score" | "coverage" | "matchedTerms"> | null> {
  const result = await rowsOf<{ id: string; title: string; url: string; body: string }>(
    db,
    sql`select id, title, url, body from ${assistantDocuments} where id = ${id}`,
  );
  return result[0] ?? null;
}

/**
 * Plain-text excerpts of the chosen documents around the question's words (ts_headline). The
 * markers ts_headline puts around matches are characters no page text contains, and are removed:
 * the snippet the panel shows is text, never HTML.
 */
export async function snippets(
  db: Database,
  ids: readonly string[],
  terms: readonly QueryTerm[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const query = terms.length > 0 ? terms.map(tsqueryGroup).join(" | ") : "";
  const result = await rowsOf<{ id: string; snippet: string }>(
    db,
    sql`
    select id,
           ts_headline('english', body, to_tsquery('english', ${query}),
             'StartSel="${sql.raw(startMarker)}", StopSel="${sql.raw(stopMarker)}", MaxWords=32, MinWords=14, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "') as snippet
    from ${assistantDocuments}
    where id = any(${sql.param([...ids])}::text[])
  `,
  );
  return new Map(result.map((row) => [row.id, stripMarkers(row.snippet)]));
}

const startMarker = "\u{E000}";
const stopMarker = "\u{E001}";
const stripMarkers = (text: string) =>
  text.replaceAll(startMarker, "").replaceAll(stopMarker, "").replace(/\s+/g, " ").trim();
