import type { AssistantAnswer, AssistantSource } from "../../../common/assistant";
import { assistantHandoffs } from "../../../common/assistant-rules";
import { answerFrom } from "./answer";
import { answerConfidence, answeredCoverage } from "./confidence";
import type { AssistantContext } from "./context";
import { intentOf, isOnIntentPage } from "./intents";
import { normaliseText, questionWords } from "./query";
import { logQuestion } from "./question-log";
import { documentById, type SearchHit, searchDocuments, snippets } from "./search";

const maxSources = 3;

/** Before an answer from a passage that matches the question only in part. */
export const weakAnswerPrefix = "I am not sure this answers your question. The closest I found on our website:";

export const notAnsweredText =
  "I could not find an answer to that on our website, and I would rather not guess. " +
  "A person can help: schedule a demo to ask our team directly, or choose Live Support (or the contact page) to " +
  "send your question to us.";

const handoffSources: AssistantSource[] = [
  {
    title: assistantHandoffs.demo.title,
    url: assistantHandoffs.demo.url,
    snippet: "Book a free, personal demo and ask our product specialists anything about your own setup.",
  },
  {
    title: assistantHandoffs.person.title,
    url: assistantHandoffs.person.url,
    snippet: "Write to our team with the contact form, email or phone; we reply within one business day.",
  },
];

/** The URL's path, without query or anchor, for comparing a source with a page. */
const pathOf = (url: string) => url.split(/[?#]/, 1)[0] ?? url;

type RankedHit = Omit<SearchHit, "score" | "coverage" | "matchedTerms">;

/**
 * The answer to a question from the site's own content (the index in the shared database), with
 * up to three sources; a question it cannot answer, or answers only weakly, is logged for staff.
 * `page` is where the visitor asks from: a passage of that page ranks first among equals.
 */
export async function answerQuestion(
  context: Pick<AssistantContext, "db" | "clock" | "refresher">,
  { question, page }: { question: string; page?: string | undefined },
): Promise<Omit<AssistantAnswer, "id">> {
  const { db, clock, refresher } = context;
  // A rebuild this instance has pending (a save a moment ago) comes first: who saved sees it.
  await refresher.settled();
  const words = questionWords(question);
  const samePagePath = page ? pathOf(page) : undefined;
  const { words: corrected, terms, hits } = await searchDocuments(db, words, clock.now(), { samePagePath });
  const intent = intentOf(normaliseText(question), corrected.join(" "));

  let ranked: RankedHit[] = hits;
  let confidence = answerConfidence(terms, hits);
  if (intent) {
    const onPage = hits.find((hit) => isOnIntentPage(intent, hit.url));
    // A passage of the page that matches most of the question answers it; otherwise the
    // question is the intent itself ("how much?"), and the page's overview answers that.
    const closeMatch = onPage && onPage.coverage >= answeredCoverage ? onPage : undefined;
    const overview = intent.overviewDocumentId ? await documentById(db, intent.overviewDocumentId) : null;
    const first = closeMatch ?? overview ?? onPage ?? (await documentById(db, intent.fallbackDocumentId));
    if (first) {
      ranked = [first, ...hits.filter((hit) => hit.id !== first.id)];
      confidence = "strong";
    }
  }
  if (confidence === "none" || ranked.length === 0) {
    await logQuestion(context, { question, kind: "unanswered" });
    return { answer: notAnsweredText, sources: handoffSources, answered: false, weak: false };
  }

  const sources = onePerSection(ranked);
  const top = sources[0] as RankedHit;
  const excerpts = await snippets(
    db,
    sources.map((source) => source.id),
    terms,
  );
  const weak = confidence === "weak";
  // Staff see what a weak match sent the visitor to, so a wrong answer can be found, not only a missing one.
  if (weak) await logQuestion(context, { question, kind: "weak", answeredWith: top.url });
  return {
    answer: weak ? `${weakAnswerPrefix} ${answerFrom(top.body, terms)}` : answerFrom(top.body, terms),
    sources: sources.map((source) => ({
      title: source.title,
      url: source.url,
      snippet: excerpts.get(source.id) ?? source.body.slice(0, 200),
    })),
    answered: true,
    weak,
  };
}

/** One source per page section: two FAQs of the same section are one link. */
function onePerSection(ranked: readonly RankedHit[]): RankedHit[] {
  const sources: RankedHit[] = [];
  for (const hit of ranked) {
    if (sources.some((source) => source.url === hit.url)) continue;
    sources.push(hit);
    if (sources.length === maxSources) break;
  }
  return sources;
}
