import type { FastifyBaseLogger } from "fastify";
import type { DatabaseSource } from "./documents";
import type { AssistantIndex } from "./index-store";

/**
 * Rebuilds the index's database-backed sources after staff writes, off the request path (ADR 030):
 * the write answers as soon as it has committed, and the rebuild runs after it, one source at a
 * time, each at most once however many saves asked for it meanwhile.
 *
 * Freshness: a question on this instance waits for a rebuild this instance has pending, so
 * whoever saved sees the change in the next answer. Other instances see it once the rebuild has
 * committed, the rebuild's own time after the save (`npm run bench:assistant` prints it).
 * A failed rebuild is logged, and the next save to that source, or a restart, rebuilds it.
 */
export function createIndexRefresher({ index, log }: { index: AssistantIndex; log: FastifyBaseLogger }) {
  const pending = new Set<DatabaseSource>();
  let draining: Promise<void> | undefined;

  async function drain(): Promise<void> {
    // The write that asked answers first: its commit listener must not wait for the rebuild.
    await new Promise((resolve) => setImmediate(resolve));
    for (let source = first(pending); source; source = first(pending)) {
      pending.delete(source);
      try {
        await index.refresh(source);
      } catch (error) {
        log.warn({ err: error, source }, "assistant index: rebuilding a source failed");
      }
    }
    draining = undefined;
  }

  return {
    /** After a staff write to `source` committed. */
    schedule(source: DatabaseSource): void {
      pending.add(source);
      draining ??= drain();
    },
    /** Resolves once every rebuild scheduled so far has finished (or failed). */
    settled(): Promise<void> {
      return draining ?? Promise.resolve();
    },
  };
}

const first = <T>(set: Set<T>): T | undefined => set.values().next().value;

export type IndexRefresher = ReturnType<typeof createIndexRefresher>;
