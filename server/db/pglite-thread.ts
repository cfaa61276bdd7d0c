import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Duplex } from "node:stream";
import { MessageChannel, type MessagePort, Worker } from "node:worker_threads";

/**
 * The server's side of PGlite on its own thread (ADR 030; the thread is server/db/pglite-worker.ts).
 * node-postgres talks to it as to any PostgreSQL server, through `connect()`'s stream instead of
 * a socket, so both engines share one driver, and the database's work never runs on the event
 * loop that answers visitors.
 */

export interface PgliteWorkerData {
  /** A data directory on disk; none keeps the database in memory. */
  dataDir?: string;
  /** A tarball (`dumpDataDir`) to start an in-memory database from. */
  snapshot?: ArrayBuffer;
  pgliteWasmModule?: WebAssembly.Module;
  initdbWasmModule?: WebAssembly.Module;
  fsBundle?: Blob;
}

export type PgliteThreadRequest =
  | { type: "connect"; port: MessagePort }
  | { type: "dump"; id: number }
  | { type: "close" };

export type PgliteThreadResponse =
  | { type: "ready" }
  | { type: "failed"; message: string }
  | { type: "fatal"; message: string }
  | { type: "dumped"; id: number; tarball?: ArrayBuffer; error?: string }
  | { type: "closed" };

export interface PgliteThread {
  /** A new connection's stream, for node-postgres's `stream` option. */
  connect(): Duplex;
  /** The whole database as a tarball, which `snapshot` can start from. */
  dump(): Promise<Blob>;
  /** Closes PGlite cleanly (a checkpoint on disk) and ends the thread. */
  close(): Promise<void>;
}

const fromSource = import.meta.url.endsWith(".ts");
const workerUrl = new URL(fromSource ? "./pglite-worker.ts" : "./pglite-worker.js", import.meta.url);

/**
 * PGlite's WebAssembly, compiled once per process and handed to every thread: a thread that
 * compiles its own takes about 0.4 s longer to open (tests open hundreds of databases).
 */
let compiled: Promise<Pick<PgliteWorkerData, "pgliteWasmModule" | "initdbWasmModule" | "fsBundle">> | undefined;
function compiledPglite() {
  compiled ??= (async () => {
    const folder = dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
    const [pglite, initdb, bundle] = await Promise.all([
      readFile(join(folder, "pglite.wasm")),
      readFile(join(folder, "initdb.wasm")),
      readFile(join(folder, "pglite.data")),
    ]);
    return {
      pgliteWasmModule: await WebAssembly.compile(pglite),
      initdbWasmModule: await WebAssembly.compile(initdb),
      fsBundle: new Blob([bundle]),
    };
  })();
  compiled.catch(() => {
    compiled = undefined;
  });
  return compiled;
}

/** The most of an answer node-postgres parses in one turn of the event loop (a socket's usual read). */
const sliceBytes = 64 * 1024;

/** How long a clean close may take before the thread is stopped outright. */
const closeTimeoutMs = 30_000;

export async function startPgliteThread(options: { dataDir?: string; snapshot?: Uint8Array }): Promise<PgliteThread> {
  const workerData: PgliteWorkerData = {
    ...(await compiledPglite()),
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    // A copy of its own, moved to the thread: the caller keeps its bytes for the next database.
    // (`new Uint8Array(bytes)` copies; a Buffer's `slice()` would not.)
    ...(options.snapshot ? { snapshot: new Uint8Array(options.snapshot).buffer } : {}),
  };
  const worker = new Worker(workerUrl, {
    workerData,
    transferList: workerData.snapshot ? [workerData.snapshot] : [],
  });
  const streams = new Set<PortStream>();
  const dumps = new Map<number, { resolve(blob: Blob): void; reject(error: Error): void }>();
  let nextDump = 1;
  let closed: (() => void) | undefined;
  /** Set once the thread is gone: every connection, open or new, fails with it. */
  let gone: Error | undefined;

  const ready = new Promise<void>((resolve, reject) => {
    worker.on("message", (message: PgliteThreadResponse) => {
      switch (message.type) {
        case "ready":
          return resolve();
        case "failed":
          return reject(new Error(message.message));
        case "fatal":
          gone = new Error(`PGlite stopped: ${message.message}`);
          return;
        case "dumped": {
          const waiting = dumps.get(message.id);
          dumps.delete(message.id);
          if (message.tarball) waiting?.resolve(new Blob([message.tarball]));
          else waiting?.reject(new Error(message.error ?? "PGlite could not dump its data directory"));
          return;
        }
        case "closed":
          return closed?.();
      }
    });
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`PGlite's thread exited (${code}) before it opened the database`)));
  });
  worker.on("error", (error: Error) => {
    gone ??= error;
  });
  worker.once("exit", () => {
    gone ??= new Error("PGlite is closed");
    for (const stream of streams) stream.destroy(gone);
    for (const { reject } of dumps.values()) reject(gone);
    dumps.clear();
    closed?.();
  });
  try {
    await ready;
  } catch (error) {
    await worker.terminate();
    throw error;
  }

  return {
    connect() {
      const { port1, port2 } = new MessageChannel();
      const stream = new PortStream(port1, () => streams.delete(stream));
      streams.add(stream);
      if (gone) {
        const error = gone;
        queueMicrotask(() => stream.destroy(error));
      } else {
        worker.postMessage({ type: "connect", port: port2 } satisfies PgliteThreadRequest, [port2]);
      }
      return stream;
    },
    dump() {
      if (gone) return Promise.reject(gone);
      const id = nextDump++;
      return new Promise<Blob>((resolve, reject) => {
        dumps.set(id, { resolve, reject });
        worker.postMessage({ type: "dump", id } satisfies PgliteThreadRequest);
      });
    },
    async close() {
      if (gone) return;
      const done = new Promise<void>((resolve) => {
        closed = resolve;
      });
      worker.postMessage({ type: "close" } satisfies PgliteThreadRequest);
      const timer = setTimeout(() => void worker.terminate(), closeTimeoutMs);
      await done;
      clearTimeout(timer);
      gone ??= new Error("PGlite is closed");
      await worker.terminate();
    },
  };
}

/**
 * A connection's bytes over a MessagePort, shaped as the socket node-postgres expects: it calls
 * `connect`, `setNoDelay`, `ref`/`unref`, writes, reads, and ends it.
 */
class PortStream extends Duplex {
  constructor(
    private readonly port: MessagePort,
    private readonly onGone: () => void,
  ) {
    super();
    port.on("message", (bytes: Uint8Array) =>
      this.receive(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)),
    );
    // The thread closed its end (it stopped, or dropped this connection): the connection ended.
    port.on("close", () => {
      this.ended = true;
      if (!this.slicing) this.closedByThread();
    });
  }

  /**
   * PGlite answers a query in one message, however many rows it holds; node-postgres parses what
   * it is given at once. A large answer is handed over in slices, a turn of the event loop apart,
   * as a socket would deliver it, so parsing 10 MB of rows is many short pieces of work, not one
   * long one.
   */
  private pending: Buffer[] = [];
  private receive(bytes: Buffer): void {
    if (this.pending.length === 0 && bytes.length <= sliceBytes) {
      this.push(bytes);
      return;
    }
    for (let start = 0; start < bytes.length; start += sliceBytes) {
      this.pending.push(bytes.subarray(start, start + sliceBytes));
    }
    if (this.pending.length > 0 && !this.slicing) this.nextSlice();
  }
  private slicing = false;
  /** The thread closed its end: once what it sent is handed over, the connection has ended. */
  private ended = false;
  private nextSlice(): void {
    const slice = this.pending.shift();
    if (!slice) {
      this.slicing = false;
      if (this.ended) this.closedByThread();
      return;
    }
    this.slicing = true;
    this.push(slice);
    setImmediate(() => this.nextSlice());
  }

  connect(): this {
    queueMicrotask(() => this.emit("connect"));
    return this;
  }
  setNoDelay(): this {
    return this;
  }
  setKeepAlive(): this {
    return this;
  }
  ref(): this {
    this.port.ref();
    return this;
  }
  unref(): this {
    this.port.unref();
    return this;
  }

  override _read(): void {}

  /** The connection ended from the thread's side (it stopped, or dropped this connection). */
  private closedByThread(): void {
    this.push(null);
    this.destroy();
  }

  /**
   * node-postgres writes each protocol message of a query on its own (Parse, Bind, Describe,
   * Execute, Sync), in one turn of the event loop. They go to the thread together, at the end of
   * that turn: one message across instead of five, and PGlite runs the query in one call instead
   * of answering each part (a message each way costs the server's thread ~20 µs, and each of a
   * save's twenty-odd queries paid it ten times).
   */
  private unsent: Buffer[] = [];
  private flushQueued = false;
  private readonly flush = (): void => {
    this.flushQueued = false;
    if (this.unsent.length === 0) return;
    // Memory of its own, transferred (a Buffer may be a slice of Node's shared pool).
    const bytes = new Uint8Array(this.unsent.reduce((total, chunk) => total + chunk.length, 0));
    let offset = 0;
    for (const chunk of this.unsent) {
      bytes.set(chunk, offset);
      offset += chunk.length;
    }
    this.unsent = [];
    this.port.postMessage(bytes, [bytes.buffer]);
  };

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    // Copied now: node-postgres may reuse the chunk's memory once this returns.
    this.unsent.push(Buffer.from(chunk));
    if (!this.flushQueued) {
      this.flushQueued = true;
      queueMicrotask(this.flush);
    }
    callback();
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.flush();
    this.port.close();
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.port.close();
    this.onGone();
    callback(error);
  }
}
