import net from "node:net";

/**
 * A TCP pass-through the tests can cut and restore, standing in for a database server that
 * goes away and comes back (PostgreSQL itself is shared by every test, so it cannot be stopped).
 */
export interface TcpProxy {
  port: number;
  /** Refuses new connections and drops open ones, as a stopped server would. */
  cut(): Promise<void>;
  /**
   * The next bytes any client sends end its connection instead of reaching the server: the
   * server going away just as a statement is sent. Later connections pass as before.
   */
  dropNextSent(): void;
  /**
   * The next answer from the server that contains `marker` reaches its client with PostgreSQL's
   * FATAL "terminating connection" right behind it, in the same packet, and the connection ends:
   * the server shutting down in the moment it answered.
   */
  terminateAfterReply(marker: string): void;
  /**
   * Open connections stay open but carry nothing more either way, and no FIN or RST ever comes:
   * a network partition, as a client sees it. New connections pass as before.
   */
  silence(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** An ErrorResponse as PostgreSQL sends it to every session when told to shut down (SQLSTATE 57P01). */
function terminationMessage(): Buffer {
  const fields = Buffer.from("SFATAL\0VFATAL\0C57P01\0Mterminating connection due to administrator command\0\0");
  const header = Buffer.alloc(5);
  header.write("E");
  header.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([header, fields]);
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let dropNext = false;
  let terminateAfter: Buffer | undefined;
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => socket.destroy());
    }
    // Before pipe(): this listener sees the bytes first, and destroys the sockets before they are forwarded.
    client.on("data", () => {
      if (!dropNext) return;
      dropNext = false;
      client.destroy();
      upstream.destroy();
    });
    client.pipe(upstream);
    // By hand rather than pipe(): an answer may have to be changed on its way.
    upstream.on("data", (chunk: Buffer) => {
      if (terminateAfter && chunk.includes(terminateAfter)) {
        terminateAfter = undefined;
        client.end(Buffer.concat([chunk, terminationMessage()]));
        upstream.destroy();
      } else if (!client.write(chunk)) {
        upstream.pause();
      }
    });
    client.on("drain", () => upstream.resume());
    upstream.on("end", () => client.end());
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve((server.address() as net.AddressInfo).port));
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  const port = await listen(0);
  return {
    port,
    cut: stop,
    dropNextSent() {
      dropNext = true;
    },
    terminateAfterReply(marker) {
      terminateAfter = Buffer.from(marker);
    },
    silence() {
      for (const socket of sockets) socket.pause();
    },
    restore: async () => {
      await listen(port);
    },
    close: () => (server.listening ? stop() : Promise.resolve()),
  };
}
