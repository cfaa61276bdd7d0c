import { parentPort, type Transferable, Worker } from "node:worker_threads";

/**
 * Synchronous work that would hold every other request of the instance (laying out a PDF,
 * judging a password's strength) runs on a worker thread instead. One thread per kind of work,
 * started on the first request and stopped after a minute without work: such work is rare, so
 * the thread is idle nearly always. It never keeps the process alive (unref), so shutdown does
 * not wait for it.
 *
 * `workerUrl` is the caller's: from source (tests, `npm run dev`) a small .mjs that loads the
 * TypeScript worker through tsx; bundled, the worker built beside build/server/index.js
 * (scripts/build-server.mjs).
 */
export interface WorkerThread<Request, Answer> {
  run(request: Request): Promise<Answer>;
  /** Stops the thread now (tests; the app's close need not: the thread is unref'd). */
  stop(): void;
}

const idleMs = 60_000;

type Reply<Answer> = { id: number; answer?: Answer; error?: string };
type Pending<Answer> = { resolve: (answer: Answer) => void; reject: (error: Error) => void };

export function workerThread<Request, Answer>(workerUrl: URL, name: string): WorkerThread<Request, Answer> {
  let worker: Worker | null = null;
  let nextId = 1;
  let idleTimer: NodeJS.Timeout | undefined;
  const pending = new Map<number, Pending<Answer>>();

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  function started(): Worker {
    if (worker) return worker;
    const thread = new Worker(workerUrl, { name });
    thread.unref();
    thread.on("message", ({ id, answer, error }: Reply<Answer>) => {
      const waiting = pending.get(id);
      if (!waiting) return;
      pending.delete(id);
      if (error === undefined) waiting.resolve(answer as Answer);
      else waiting.reject(new Error(error));
      if (pending.size === 0) idleTimer = setTimeout(stop, idleMs).unref();
    });
    // A thread that crashed or could not start fails what it held; the next request starts a new one.
    thread.on("error", (error: Error) => {
      if (worker === thread) worker = null;
      failAll(error);
    });
    thread.on("exit", () => {
      if (worker === thread) worker = null;
      failAll(new Error(`the ${name} thread stopped`));
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
    run(request: Request): Promise<Answer> {
      clearTimeout(idleTimer);
      const id = nextId++;
      return new Promise<Answer>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        started().postMessage({ id, request });
      });
    },
    stop,
  };
}

/**
 * The worker's side: answers each request with `work`'s result. `transfer` names buffers in the
 * answer to hand over rather than copy.
 */
export function answerRequests<Request, Answer>(
  work: (request: Request) => Answer | Promise<Answer>,
  transfer: (answer: Answer) => Transferable[] = () => [],
): void {
  parentPort?.on("message", async ({ id, request }: { id: number; request: Request }) => {
    try {
      const answer = await work(request);
      parentPort?.postMessage({ id, answer } satisfies Reply<Answer>, transfer(answer));
    } catch (error) {
      parentPort?.postMessage({
        id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies Reply<Answer>);
    }
  });
}
