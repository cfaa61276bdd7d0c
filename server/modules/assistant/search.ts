import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rowsOf } from "../../db/rows-of";
import { assistantDocuments } from "../../db/schema";
import { isEnglishWord } from "./english-words";
import { correctableWords, type QueryTerm, queryTerms, tsqueryGroup, tsqueryTyped } from "./query";
import { closestWord } from "./spelling";
import { synonymsOf } from "./synonyms";

/** The index words, nearest by trigrams, that a misspelling is compared with letter by letter. */
const nearestWords = 8;
/** The synonym list's single words: a misspelling of one ("salery") is corrected to it, then expanded. */
const synonymWords = [...synonymsOf.keys()].filter((term) => !term.includes(" ") && term.length >= 4);
/** A term found in a passage's title counts this much more; in its keywords (headings, tags), this much. */
const titleBoost = 1;
const keywordsBoost = 0.5;
/** How much a long passage is marked down (its score divided by 1 + this × ln(1 + length / 400)). */
const lengthPenalty = 0.15;
/**
 * A blog post, a job opening or a page about the company counts this share of its score: a visitor
 * asking what the product does is answered by the product's pages first; a post, an opening, an
 * office or a customer's story that says the same in passing comes after them. Questions about the
 * company reach its pages by their intents (intents.ts).
 */
const blogShare = 0.75;
const companyPages = ["/contact", "/careers", "/about", "/press", "/product-tour"] as const;
/** A term matched by a synonym only, not by what was typed, counts this share. */
const synonymShare = 0.6;
/** A word of the synonym list (the domain's own vocabulary) weighs this much more than another word. */
const conceptWeight = 2;
/** How much a section's second-best and third-best passages add to its score. */
const secondPassageShare = 0.5;
const thirdPassageShare = 0.25;
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
  /** The question's words with misspellings corrected ("suport hours" reads "support hours"). */
  words: string[];
  terms: QueryTerm[];
  hits: SearchHit[];
}

/**
 * Each word the index does not know, replaced by the word it most likely stands for: the known
 * word fewest edits away (spelling.ts), from the index's nearest words by trigrams (one indexed
 * query for all of them) and the synonym list's words. (A looser rule, the nearest word by trigrams
 * alone, turned "station" into "state".)
 */
async function corrections(db: Database, words: readonly string[]): Promise<Map<string, string>> {
  const unknown = correctableWords(words);
  if (unknown.length === 0) return new Map();
  const result = await rowsOf<{ typed: string; known: boolean; nearest: string[] | null }>(
    db,
    sql`
    select typed,
           exists (select 1 from assistant_words where word = typed) as known,
           array_agg(close.word order by close.similarity desc, close.word) filter (where close.word is not null) as nearest
    from unnest(${sql.param(unknown)}::text[]) as typed
    left join lateral (
      select word, similarity(word, typed) as similarity
      from assistant_words
      where word % typed
      order by similarity(word, typed) desc, word
      limit ${sql.raw(String(nearestWords))}
    ) close on true
    group by typed
  `,
  );
  const map = new Map<string, string>();
  for (const row of result) {
    // A word the index has, or an English word it lacks ("world", "recipe"), is what was meant.
    if (row.known || isEnglishWord(row.typed)) continue;
    // An index word that only adds or drops an ending ("disaster", "disasters") is the same word to
    // the stemmer: correcting to it would only break a phrase the visitor typed right.
    const nearest = (row.nearest ?? []).filter((word) => !word.startsWith(row.typed) && !row.typed.startsWith(word));
    // The domain's own words may be a little further off ("overtym" for "overtime"): visitors
    // misspell those most, the synonym list's words are few, and the typed word is no English word.
    const corrected =
      closestWord(row.typed, [...synonymWords, ...nearest]) ??
      closestWord(row.typed, synonymWords, { extraEdit: row.typed.length >= 6 });
    if (corrected) map.set(row.typed, corrected);
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
  const corrected = words.map((word) => fixes.get(word) ?? word);
  const terms = queryTerms(corrected);
  if (terms.length === 0) return { words: corrected, terms, hits: [] };
  const groups = terms.map(tsqueryGroup);
  const typed = terms.map(tsqueryTyped);
  const conceptual = terms.map((term) => term.concept);
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
      select ordinality - 1 as position, to_tsquery('english', term) as query, to_tsquery('english', typed) as typed,
             case when concept then ${sql.raw(String(conceptWeight))} else 1 end as importance
      from unnest(${sql.param(groups)}::text[], ${sql.param(typed)}::text[], ${sql.param(conceptual)}::boolean[])
        with ordinality as term(term, typed, concept)
    ),
    candidates as materialized (
      select id, search, title_search, keywords_search, body_length, url, source
      from ${assistantDocuments}
      where search @@ to_tsquery('english', ${anyGroup})
        and (visible_from is null or visible_from <= ${now.toISOString()}::timestamptz)
    ),
    pairs as materialized (
      select c.id, t.position,
             case when c.title_search @@ t.query then ${sql.raw(String(titleBoost))}
                  when c.keywords_search @@ t.query then ${sql.raw(String(keywordsBoost))}
                  else 0 end as boost,
             case when c.search @@ t.typed then 1 else ${sql.raw(String(synonymShare))} end as exactness
      from candidates c join terms t on c.search @@ t.query
    ),
    weights as materialized (
      -- A term's rarity (inverse document frequency); every document that has it is a candidate.
      select t.position,
             (ln((select count(*) from ${assistantDocuments})::float8 / (1 + count(p.id))) + 1) * t.importance as weight
      from terms t left join pairs p on p.position = t.position
      group by t.position, t.importance
    ),
    ranked as (
      select p.id,
             sum(w.weight * (1 + p.boost) * p.exactness) as matched_score
      from pairs p join weights w on w.position = p.position
      group by p.id
    ),
    scored as (
      select r.id, c.url,
             r.matched_score
               / (1 + ${sql.raw(String(lengthPenalty))} * ln(1 + c.body_length / 400.0))
               * (case when split_part(c.url, '#', 1) = ${samePage} then 1.05 else 1 end)
               * (case when c.source in ('blog', 'jobs') or split_part(c.url, '#', 1) = any(${sql.param([...companyPages])}::text[])
                       then ${sql.raw(String(blogShare))} else 1 end) as score,
             row_number() over (partition by c.url order by r.matched_score
               / (1 + ${sql.raw(String(lengthPenalty))} * ln(1 + c.body_length / 400.0)) desc, r.id) as place
      from ranked r join candidates c on c.id = r.id
    ),
    -- A page section is found by all its passages: its text, its FAQs. The section's best passage
    -- answers, and its second and third best add to the section's score (a section whose FAQs are
    -- about the question beats one FAQ elsewhere that mentions it in passing). Its coverage is that of every
    -- term any of its passages matches.
    sections as (
      select url,
             max(score) filter (where place = 1) + ${sql.raw(String(secondPassageShare))} * coalesce(max(score) filter (where place = 2), 0) + ${sql.raw(String(thirdPassageShare))} * coalesce(max(score) filter (where place = 3), 0) as score,
             (array_agg(id order by place))[1] as id
      from scored
      group by url
    ),
    section_terms as (
      select c.url, p.position
      from pairs p join candidates c on c.id = p.id
      group by c.url, p.position
    ),
    section_coverage as (
      select st.url,
             sum(w.weight) / (select sum(weight) from weights) as coverage,
             array_agg(st.position order by st.position) as matched
      from section_terms st join weights w on w.position = st.position
      group by st.url
    ),
    best as (
      select s.id, s.score, sc.coverage, sc.matched
      from sections s join section_coverage sc on sc.url = s.url
      order by s.score desc, s.id
      limit ${candidateLimit}
    )
    select b.id, d.title, d.url, d.body, b.coverage, b.matched, b.score
    from best b join ${assistantDocuments} d on d.id = b.id
    order by b.score desc, b.id
  `,
  );
  return {
    words: corrected,
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
