import { Worker } from "node:worker_threads";
import type { DocumentSpec } from "./pdf-writer";

/**
 * Lays out PDFs on a worker thread, so the event loop keeps answering while a guide is made
 * (about 0.2–0.5 s of synchronous pdfkit work each on a quiet machine, seconds on a busy one).
 * One worker, started on the first request and stopped after a minute without work: the PDFs are
 * made once per content version, so the thread is idle nearly always. It never keeps the process
 * alive (unref), so shutdown does not wait for it.
 *
 * From source (tests, `npm run dev`) the worker is the TypeScript file, loaded through tsx; the
 * bundled server (build/server/index.js) starts the bundled build/server/pdf-worker.js beside it.
 */
const idleMs = 60_000;
const fromSource = import.meta.url.endsWith(".ts");
const workerUrl = new URL(fromSource ? "./pdf-worker-source.mjs" : "./pdf-worker.js", import.meta.url);

type Pending = { resolve: (pdf: Buffer) => void; reject: (error: Error) => void };

export function createPdfThread() {
  let worker: Worker | null = null;
  let nextId = 1;
  let idleTimer: NodeJS.Timeout | undefined;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  function started(): Worker {
    if (worker) return worker;
    const thread = new Worker(workerUrl);
    thread.unref();
    thread.on("message", ({ id, bytes, error }: { id: number; bytes?: Uint8Array; error?: string }) => {
      const waiting = pending.get(id);
      if (!waiting) return;
      pending.delete(id);
      if (bytes) waiting.resolve(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      else waiting.reject(new Error(error ?? "the PDF worker failed"));
      if (pending.size === 0) idleTimer = setTimeout(stop, idleMs).unref();
    });
    // A worker that crashed or could not start fails what it held; the next request starts a new one.
    thread.on("error", (error: Error) => {
      if (worker === thread) worker = null;
      failAll(error);
    });
    thread.on("exit", () => {
      if (worker === thread) worker = null;
      failAll(new Error("the PDF worker stopped"));
    });
    worker = thread;
    return thread;
  }

  function stop() {
    const thread = worker;
    worker = null;
    void thread?.terminate();
  }

  return {
    write(spec: DocumentSpec): Promise<Buffer> {
      clearTimeout(idleTimer);
      const id = nextId++;
      return new Promise<Buffer>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        started().postMessage({ id, spec });
      });
    },
    /** Stops the worker now (tests; the app's close does not need to: the thread is unref'd). */
    stop,
  };
}
export type PdfThread = ReturnType<typeof createPdfThread>;
