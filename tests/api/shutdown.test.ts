import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type BuiltServer, startBuiltServer } from "../../scripts/built-server";
import { freePort, startMailSink } from "../support/mail-sink";
import { testAdmin } from "../support/test-database";
import { createTestApp } from "./test-app";

interface Outcome {
  path: string;
  beforeSignal: boolean;
  status?: number;
  error?: string;
}

/** One request on the shared keep-alive agent; a network error is an outcome, not a throw. */
function send(agent: http.Agent, url: string, path: string, body: object): Promise<Omit<Outcome, "beforeSignal">> {
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const request = http.request(
      `${url}${path}`,
      {
        method: "POST",
        agent,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(payload) },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ path, status: response.statusCode }));
        response.on("error", (error: NodeJS.ErrnoException) => resolve({ path, error: error.code ?? error.message }));
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) => resolve({ path, error: error.code ?? error.message }));
    request.end(payload);
  });
}

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;

/** Free demo slots from tomorrow on, as the server offers them, one per booking. */
async function freeSlots(url: string, wanted: number): Promise<Array<{ date: string; time: string }>> {
  const found: Array<{ date: string; time: string }> = [];
  for (let day = 1; day <= 40 && found.length < wanted; day++) {
    const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
    const { availableSlots } = await json<{ availableSlots: string[] }>(
      await fetch(`${url}/api/schedule-demo/available-slots?date=${date}`),
    );
    for (const time of availableSlots) found.push({ date, time });
  }
  return found.slice(0, wanted);
}

describe("SIGTERM during a stream of bookings and enquiries", () => {
  it("answers every request accepted before the signal, resets no connection, exits 0, and loses nothing", async () => {
    const sink = await startMailSink();
    const dataDir = mkdtempSync(join(tmpdir(), "aster-shutdown-"));
    const env = {
      RATE_LIMIT_SCALE: "0",
      SMTP_URL: sink.url,
      ADMIN_USERNAME: testAdmin.username,
      ADMIN_PASSWORD: testAdmin.password,
    };
    const port = await freePort();
    let server: BuiltServer | undefined = startBuiltServer({ port, dataDir, readyTimeoutMs: 60_000, env });
    try {
      await server.ready();
      const { url } = server;

      // Guests who have verified their email, each on a domain of its own (live bookings are capped per domain).
      const guests = Array.from({ length: 40 }, (_, index) => `guest${index}@company${index}.example`);
      for (const email of guests) {
        const post = (path: string, body: object) =>
          fetch(`${url}${path}`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(body),
          });
        expect((await post("/api/schedule-demo/send-verification-code", { email })).status).toBe(200);
        const mail = await sink.waitFor((message) => JSON.stringify(message.to ?? "").includes(email));
        const code = mail.text?.match(/^\s*(\d{6})\s*$/m)?.[1];
        expect((await post("/api/schedule-demo/verify-code", { email, code })).status).toBe(200);
      }
      const slots = await freeSlots(url, guests.length);
      expect(slots).toHaveLength(guests.length);

      // Eight clients on keep-alive connections, each sending as soon as its last answer came.
      const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
      const outcomes: Outcome[] = [];
      let signalled = false;
      let next = 0;
      const client = async () => {
        while (!signalled) {
          const index = next++;
          // Bookings and enquiries in turn, enquiries alone once the verified guests are used up.
          const guestIndex = index / 2;
          const guest =
            index % 2 === 0 && guestIndex < guests.length
              ? { email: guests[guestIndex] as string, slot: slots[guestIndex] }
              : undefined;
          const request = guest?.slot
            ? send(agent, url, "/api/schedule-demo", {
                name: `Guest ${index}`,
                company: `Company ${index}`,
                email: guest.email,
                phone: "+91 98300 12345",
                ...guest.slot,
                timeZone: "Asia/Kolkata",
                fillMs: 45_000,
              })
            : send(agent, url, "/api/contact", {
                name: `Visitor ${index}`,
                email: `visitor${index}@example.com`,
                message: "Please tell me about payroll.",
                fillMs: 45_000,
              });
          const beforeSignal = !signalled;
          outcomes.push({ ...(await request), beforeSignal });
        }
      };
      const clients = Array.from({ length: 8 }, () => client());
      // The signal lands while requests are in flight: after the first answers, mid-stream.
      while (outcomes.length < 30) await new Promise((resolve) => setTimeout(resolve, 5));
      const signalledAt = performance.now();
      signalled = true;
      const exited = server.stop();
      await Promise.all(clients);
      const exitCode = await exited;
      const printed = server.output();
      const shutdownMs = performance.now() - signalledAt;
      agent.destroy();

      const accepted = outcomes.filter((outcome) => outcome.beforeSignal);
      console.log(
        `SIGTERM: ${accepted.length} requests before the signal (${accepted.filter((outcome) => outcome.path === "/api/schedule-demo").length} bookings), exit ${exitCode} after ${shutdownMs.toFixed(0)} ms`,
      );
      expect(outcomes.filter((outcome) => outcome.error)).toEqual([]);
      for (const outcome of accepted) expect(outcome.status, outcome.path).toBeLessThan(300);
      expect(exitCode, `the server printed:\n${printed}`).toBe(0);
      expect(shutdownMs).toBeLessThan(10_000);

      // After a restart on the same directory, every acknowledged booking and enquiry is there.
      server = startBuiltServer({ port, dataDir, readyTimeoutMs: 60_000, env });
      await server.ready();
      const signInAnswer = await fetch(`${url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(testAdmin),
      });
      const { token } = await json<{ token: string }>(signInAnswer);
      const staff = { "x-auth-token": token };
      const bookings = accepted.filter((outcome) => outcome.path === "/api/schedule-demo").length;
      const enquiries = accepted.filter((outcome) => outcome.path === "/api/contact").length;
      const total = async (path: string) =>
        Number(
          (await fetch(`${url}${path}${path.includes("?") ? "&" : "?"}limit=1`, { headers: staff })).headers.get(
            "x-total-count",
          ),
        );
      expect(await total("/api/admin/demo-requests")).toBe(bookings);
      expect(await total("/api/admin/enquiries")).toBe(enquiries);
      // No message is left claimed by the stopped worker: a claim would hold it for the two-minute
      // lease, so the restarted server sending everything due within 30 s shows it was given back.
      // Each booking's reminders wait, rightly, for their day (held until 24 h and 1 h before it).
      const deadline = Date.now() + 30_000;
      const dueAndQueued = async () => {
        let due = 0;
        for (let page = 1; ; page += 1) {
          const response = await fetch(`${url}/api/admin/outbox?status=queued&limit=200&page=${page}`, {
            headers: staff,
          });
          const rows = (await response.json()) as Array<{ nextAttemptAt: string }>;
          due += rows.filter((row) => Date.parse(row.nextAttemptAt) <= Date.now()).length;
          if (rows.length < 200) return due;
        }
      };
      const waiting = async () => (await dueAndQueued()) + (await total("/api/admin/outbox?status=sending"));
      while ((await waiting()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
      expect(await waiting()).toBe(0);
      expect(await total("/api/admin/outbox?status=failed")).toBe(0);
    } finally {
      await server?.stop();
      await sink.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});

describe("a request still running when the shutdown begins", () => {
  it("is answered with Connection: close, so its keep-alive connection does not hold the closing server open", async () => {
    const t = await createTestApp("pglite");
    let arrived!: () => void;
    const requestArrived = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // A request that runs for as long as the test says: a slow save, in the real server.
    t.app.get("/test/held", async () => {
      arrived();
      await released;
      return { done: true };
    });
    const url = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const agent = new http.Agent({ keepAlive: true });
    try {
      const answer = new Promise<{ status?: number; connection?: string; socketClosed: Promise<void> }>(
        (resolve, reject) => {
          http
            .get(`${url}/test/held`, { agent }, (response) => {
              const socketClosed = new Promise<void>((closed) => response.socket.once("close", () => closed()));
              response.resume();
              response.on("end", () =>
                resolve({ status: response.statusCode, connection: response.headers.connection, socketClosed }),
              );
            })
            .on("error", reject);
        },
      );
      await requestArrived;
      const closed = t.app.close();
      // The server stops listening right after it has closed the connections that were idle, so
      // the answer below comes after that one chance, as it does after a slow save.
      while (t.app.server.listening) await new Promise((resolve) => setTimeout(resolve, 5));
      release();
      const { status, connection, socketClosed } = await answer;
      expect(status).toBe(200);
      expect(connection).toBe("close");
      await socketClosed;
      // Without the header, this waits for the connection's 72-second keep-alive timeout.
      await closed;
    } finally {
      agent.destroy();
      release();
      await t.close();
    }
  }, 60_000);
});
