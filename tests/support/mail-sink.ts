import { createServer as createNetServer } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server in the test's own process (the `smtp-server` package): the app's outbox
 * worker delivers to it over TCP, and the test reads what arrived, parsed by `mailparser`.
 */
export interface MailSink {
  port: number;
  url: string;
  messages: ParsedMail[];
  /** Each message as the bytes that arrived, in the order of `messages` (a signature is checked on these). */
  rawMessages: Buffer[];
  /** Resolves with the first message (already received or arriving later) that matches. */
  waitFor(match: (message: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** A port with nothing listening on it: a mail server that is down. */
export async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export async function startMailSink(port = 0): Promise<MailSink> {
  const messages: ParsedMail[] = [];
  const rawMessages: Buffer[] = [];
  const waiters = new Set<() => void>();
  const bouncedOnce = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    // A mailbox that is full once: the first message to a `bounce-once…@` address is refused
    // with a permanent 550, later ones are accepted (the back office's Retry is tested with it).
    onRcptTo(address, _session, done) {
      const mailbox = address.address.toLowerCase();
      if (mailbox.startsWith("bounce-once") && !bouncedOnce.has(mailbox)) {
        bouncedOnce.add(mailbox);
        const refusal = Object.assign(new Error("Mailbox full, try again later"), { responseCode: 550 });
        return done(refusal);
      }
      done();
    },
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.once("error", done);
      stream.once("end", () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (message) => {
            rawMessages.push(raw);
            messages.push(message);
            for (const wake of waiters) wake();
            done();
          },
          (error: Error) => done(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  // A client's connection failing (an app killed mid-message: test:crash) is emitted here too;
  // unheard, it would end the test's own process. The message it was sending never arrives.
  server.on("error", () => {});
  const boundPort = (server.server.address() as { port: number }).port;
  return {
    port: boundPort,
    url: `smtp://127.0.0.1:${boundPort}`,
    messages,
    rawMessages,
    waitFor(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return;
          cleanup();
          resolve(found);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no matching email within ${timeoutMs} ms (received ${messages.length})`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
