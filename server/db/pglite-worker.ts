/**
 * The PGlite database on a thread of its own (ADR 030). It speaks PostgreSQL's wire protocol to
 * the server's thread over MessagePorts: each port is one connection of node-postgres, whose bytes
 * PGlite reads as a PostgreSQL server would read a socket. The database's work (a staff save, an
 * index rebuild, a migration) then runs here, and the server's event loop keeps answering
 * visitors meanwhile.
 *
 * This file runs as TypeScript from source (Node strips the types) and bundled as
 * build/server/pglite-worker.js; it imports only packages, so both need nothing else.
 */
import { type MessagePort, parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgliteThreadRequest, PgliteThreadResponse, PgliteWorkerData } from "./pglite-thread";

const { dataDir, snapshot, pgliteWasmModule, initdbWasmModule, fsBundle } = workerData as PgliteWorkerData;

if (!parentPort) throw new Error("pglite-worker.ts runs as a worker thread");
const parent = parentPort;
const reply = (message: PgliteThreadResponse, transfer: ArrayBuffer[] = []) => parent.postMessage(message, transfer);

/**
 * A dump as PGlite reads it (it only asks for `arrayBuffer()`): the bytes the server's thread moved
 * here, as they are. A Blob made of them would copy them when made and again when read, about
 * 0.4 s for the tests' 42 MB template, which every test's database paid.
 */
class BytesBlob extends Blob {
  readonly #bytes: ArrayBuffer;
  constructor(bytes: ArrayBuffer) {
    super([]);
    this.#bytes = bytes;
  }
  override get size(): number {
    return this.#bytes.byteLength;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes);
  }
}

let database: PGlite;
try {
  database = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(snapshot ? { loadDataDir: new BytesBlob(snapshot) } : {}),
    ...(pgliteWasmModule ? { pgliteWasmModule } : {}),
    ...(initdbWasmModule ? { initdbWasmModule } : {}),
    ...(fsBundle ? { fsBundle } : {}),
    extensions: { pg_trgm },
  });
} catch (error) {
  reply({ type: "failed", message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}
const db = database;

/**
 * One node-postgres connection. PGlite is a single session, so connections take turns by
 * transaction: while one holds a transaction open, what the others send waits here, exactly as
 * a PostgreSQL client would wait for a row lock, only coarser. The pool is one connection
 * (server/db/client.ts), so this matters only while a broken connection is being replaced.
 */
class Connection {
  private buffered = new Uint8Array(0);
  private started = false;
  readonly waiting: Uint8Array[] = [];
  closed = false;
  readonly port: MessagePort;

  constructor(port: MessagePort) {
    this.port = port;
  }

  /** Appends bytes and runs every complete message, sending back what PGlite answers. */
  run(chunk: Uint8Array): void {
    const joined = new Uint8Array(this.buffered.length + chunk.length);
    joined.set(this.buffered);
    joined.set(chunk, this.buffered.length);
    let offset = 0;
    const out: Uint8Array[] = [];
    const view = new DataView(joined.buffer, joined.byteOffset, joined.byteLength);
    // Complete messages from offset on: the startup message has no type byte, every later one has.
    let end = offset;
    for (;;) {
      const header = this.started ? 5 : 4;
      if (joined.length - end < header) break;
      const length = this.started ? 1 + view.getInt32(end + 1) : view.getInt32(end);
      if (joined.length - end < length) break;
      if (!this.started) {
        // The startup message alone: PGlite answers it in a call of its own.
        out.push(db.execProtocolRawSync(joined.slice(end, end + length)));
        this.started = true;
        end += length;
        offset = end;
        continue;
      }
      end += length;
    }
    // Every complete message at once: PGlite reads them in order, as a server reads its socket.
    if (end > offset) out.push(db.execProtocolRawSync(joined.slice(offset, end)));
    this.buffered = joined.slice(end);
    for (const bytes of out) {
      if (bytes.length > 0) this.port.postMessage(bytes, [bytes.buffer as ArrayBuffer]);
    }
  }
}

/** The connection whose transaction is open, if any: the others wait until it ends. */
let holder: Connection | undefined;
const connections = new Set<Connection>();

function serve(connection: Connection, chunk: Uint8Array): void {
  if (holder && holder !== connection) {
    connection.waiting.push(chunk);
    return;
  }
  try {
    connection.run(chunk);
  } catch (error) {
    fatal(error);
  }
  holder = db.isInTransaction() ? connection : undefined;
  if (!holder) drainWaiting();
}

/** After a transaction ends, the connections that waited run what they sent, in arrival order. */
function drainWaiting(): void {
  for (const next of connections) {
    while (next.waiting.length > 0 && (!holder || holder === next)) {
      serve(next, next.waiting.shift() as Uint8Array);
    }
  }
}

function disconnect(connection: Connection): void {
  if (connection.closed) return;
  connection.closed = true;
  connections.delete(connection);
  connection.port.close();
  // A connection that went away inside its transaction (a client that died mid-write) must not
  // leave it open for the next one: roll it back, as PostgreSQL does when a backend's socket closes.
  if (holder === connection) {
    holder = undefined;
    try {
      db.execProtocolRawSync(simpleQuery("rollback"));
    } catch (error) {
      fatal(error);
    }
    drainWaiting();
  }
}

/** A simple-protocol Query message ('Q'), for the rollback above. */
function simpleQuery(text: string): Uint8Array {
  const body = new TextEncoder().encode(`${text}\0`);
  const message = new Uint8Array(5 + body.length);
  message[0] = 0x51;
  new DataView(message.buffer).setInt32(1, 4 + body.length);
  message.set(body, 5);
  return message;
}

/** PGlite failed in a way it cannot go on from: the server's side sees every connection end. */
function fatal(error: unknown): never {
  reply({ type: "fatal", message: error instanceof Error ? error.message : String(error) });
  for (const connection of connections) connection.port.close();
  process.exit(1);
}

parent.on("message", async (request: PgliteThreadRequest) => {
  switch (request.type) {
    case "connect": {
      const connection = new Connection(request.port);
      connections.add(connection);
      request.port.on("message", (chunk: Uint8Array) => serve(connection, chunk));
      request.port.on("close", () => disconnect(connection));
      return;
    }
    case "dump": {
      try {
        const tarball = await (await db.dumpDataDir("none")).arrayBuffer();
        reply({ type: "dumped", id: request.id, tarball }, [tarball]);
      } catch (error) {
        reply({ type: "dumped", id: request.id, error: error instanceof Error ? error.message : String(error) });
      }
      return;
    }
    case "close": {
      for (const connection of [...connections]) disconnect(connection);
      await db.close();
      reply({ type: "closed" });
      parent.close();
      return;
    }
  }
});

reply({ type: "ready" });
