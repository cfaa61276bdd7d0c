import type { FastifyBaseLogger } from "fastify";
import type { DatabaseSource } from "./documents";
import type { AssistantIndex } from "./index-store";

/**
 * Rebuilds the index's database-backed sources after staff writes, off the request path (ADR 030):
 * the write answers as soon as it has committed, and the rebuild runs after it, one source at a
 * time, each at most once however many saves asked for it meanwhile, and only the passages of the
 * records those saves wrote.
 *
 * Freshness: a question on this instance waits for a rebuild this instance has pending, so
 * whoever saved sees the change in the next answer. Other instances see it once the rebuild has
 * committed, the rebuild's own time after the save (`npm run bench:assistant` prints it).
 * A failed rebuild is logged, and the next save to that source, or a restart, rebuilds it.
 */
export function createIndexRefresher({ index, log }: { index: AssistantIndex; log: FastifyBaseLogger }) {
  /** Per source, the records saved since its last rebuild, or "whole" when one save did not say which. */
  const pending = new Map<DatabaseSource, Set<string> | "whole">();
  let draining: Promise<void> | undefined;

  async function drain(): Promise<void> {
    // The write that asked answers first: its commit listener must not wait for the rebuild.
    await new Promise((resolve) => setImmediate(resolve));
    for (let next = first(pending); next; next = first(pending)) {
      const [source, records] = next;
      pending.delete(source);
      try {
        await index.refresh(source, records === "whole" ? undefined : [...records]);
      } catch (error) {
        log.warn({ err: error, source }, "assistant index: rebuilding a source failed");
      }
    }
    draining = undefined;
  }

  return {
    /** After a staff write to `source` committed: `record` is the written row's id, if there is one. */
    schedule(source: DatabaseSource, record?: string): void {
      const records = pending.get(source);
      if (record === undefined || records === "whole") pending.set(source, "whole");
      else if (records) records.add(record);
      else pending.set(source, new Set([record]));
      draining ??= drain();
    },
    /** Resolves once every rebuild scheduled so far has finished (or failed). */
    settled(): Promise<void> {
      return draining ?? Promise.resolve();
    },
  };
}

const first = <K, V>(map: Map<K, V>): [K, V] | undefined => map.entries().next().value;

export type IndexRefresher = ReturnType<typeof createIndexRefresher>;
