/**
 * `npm run assistant:explain -- "question" ["another question" …]`: why the assistant answers a
 * question the way it does, for whoever tunes its synonyms and intents (ADR 023). On the seeded
 * site (PGlite in memory), prints for each question the words read, each search term with its
 * alternatives (after spelling corrections), the intent if any, and the best passages with their
 * score and coverage, then the answer's sources.
 */

import type { AssistantAnswer } from "../common/assistant";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { seedDatabase } from "../server/db/seed";
import { intentOf } from "../server/modules/assistant/intents";
import { normaliseText, questionWords } from "../server/modules/assistant/query";
import { searchDocuments } from "../server/modules/assistant/search";

const questions = process.argv.slice(2);
if (questions.length === 0) {
  console.error('Usage: npm run assistant:explain -- "question" ["another question" …]');
  process.exit(2);
}

const database = await openDatabase({ kind: "pglite" });
try {
  await migrateDatabase(database);
  await seedDatabase(database.db);
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", RATE_LIMIT_SCALE: "0" }),
    database,
    pages: { kind: "none" },
    logger: false,
    backgroundJobs: false,
  });
  await app.ready();
  for (const question of questions) {
    const words = questionWords(question);
    const { words: corrected, terms, hits } = await searchDocuments(database.db, words, new Date());
    const intent = intentOf(normaliseText(question), corrected.join(" "));
    const answer = (
      await app.inject({ method: "POST", url: "/api/assistant/ask", payload: { question } })
    ).json<AssistantAnswer>();
    console.log(`\n"${question}"`);
    console.log(`  words:  ${corrected.join(" ")}`);
    for (const term of terms) {
      console.log(
        `  term:   ${term.text}${term.concept ? " (concept)" : ""}  ← ${term.alternatives.slice(0, 12).join(" | ")}`,
      );
    }
    console.log(`  intent: ${intent?.name ?? "none"}`);
    for (const hit of hits.slice(0, 6)) {
      console.log(
        `  hit:    ${hit.score.toFixed(2)}  coverage ${hit.coverage.toFixed(2)}  terms ${hit.matchedTerms.join(",")}  ${hit.url}  (${hit.title})`,
      );
    }
    const verdict = answer.answered ? (answer.weak ? "weak" : "answered") : "NOT ANSWERED";
    console.log(`  answer: ${verdict}: ${answer.sources.map((source) => source.url).join(", ")}`);
  }
  await app.close();
} finally {
  await database.close();
}
