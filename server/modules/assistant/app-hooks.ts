import type { FastifyInstance } from "fastify";
import { loadEnglishWords } from "./english-words";
import type { AssistantService } from "./service";

/**
 * The assistant's part of an instance's life: its dictionary and its index built before the
 * first visitor (the content in code changes only with a deploy, ADR 023), and a rebuild under
 * way finished before the database closes. After a staff write, the source it changed is
 * rebuilt by `refreshSource` (server/app.ts calls it as the write commits, ADR 030).
 */
export function registerAssistantIndexing(app: FastifyInstance, assistant: AssistantService): void {
  app.addHook("onClose", async () => assistant.indexSettled());
  app.addHook("onReady", async () => loadEnglishWords());
  app.addHook("onReady", async () => {
    const started = performance.now();
    try {
      const { documents, changed } = await assistant.index.rebuildAll();
      const ms = Math.round(performance.now() - started);
      app.log.info({ documents, ms }, changed ? "assistant index built" : "assistant index already current");
    } catch (error) {
      app.log.warn({ err: error }, "assistant index: building it at start failed; answers use what is stored");
    }
  });
}
