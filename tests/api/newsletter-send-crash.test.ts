import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { AdminBlogListItem } from "../../common/blog";
import type { NewsletterSendProgress, PostNewsletter } from "../../common/newsletter-send";
import { type BuiltServer, startBuiltServer } from "../../scripts/built-server";
import { openDatabase } from "../../server/db/client";
import { migrateDatabase } from "../../server/db/migrate";
import { newsletterSubscribers } from "../../server/db/schema";
import { listUnsubscribeOf } from "../support/list-unsubscribe";
import { freePort, startMailSink } from "../support/mail-sink";
import { testAdmin } from "../support/test-database";

/**
 * A newsletter send survives a restart (ADR 025): a send to 1,000 confirmed subscribers, its server stopped halfway and
 * started again on the same database, delivers to every one of them. The built server, PGlite on
 * disk, SMTP to an in-process smtp-server; counted on the receiving side: raw messages, distinct
 * Message-IDs, distinct recipients.
 */
const subscribers = 1000;
const ratePerMinute = 6000;
/** Only a bound for a send that never gets halfway (the test's own 300 s would end it anyway, less clearly). */
const stopAfterHalfTimeoutMs = 180_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Setup, before the server owns the directory: the schema, and 1,000 confirmed subscribers. */
async function seedSubscribers(dataDir: string): Promise<Set<string>> {
  const handle = await openDatabase({ kind: "pglite", dataDir });
  try {
    await migrateDatabase(handle);
    const at = new Date();
    const rows = Array.from({ length: subscribers }, (_, index) => ({
      email: `reader-${index}@example.com`,
      status: "subscribed" as const,
      consentAskedAt: at,
      confirmedAt: at,
    }));
    for (let start = 0; start < rows.length; start += 250) {
      await handle.db.insert(newsletterSubscribers).values(rows.slice(start, start + 250));
    }
    return new Set(rows.map((row) => row.email));
  } finally {
    await handle.close();
  }
}

describe("a newsletter send to 1,000 subscribers whose server stops halfway", () => {
  for (const signal of ["SIGKILL", "SIGTERM"] as const) {
    it(`delivers to every subscriber once after ${signal} and a restart`, async () => {
      const sink = await startMailSink();
      const dataDir = mkdtempSync(join(tmpdir(), "aster-newsletter-crash-"));
      const env = {
        RATE_LIMIT_SCALE: "0",
        SMTP_URL: sink.url,
        ADMIN_USERNAME: testAdmin.username,
        ADMIN_PASSWORD: testAdmin.password,
        NEWSLETTER_RATE_PER_MINUTE: String(ratePerMinute),
      };
      const port = await freePort();
      let server: BuiltServer | undefined;
      try {
        const expected = await seedSubscribers(dataDir);
        server = startBuiltServer({ port, dataDir, readyTimeoutMs: 60_000, env });
        await server.ready();
        const { url } = server;
        const signIn = async () => {
          const answer = await fetch(`${url}/api/auth/login`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(testAdmin),
          });
          return { "x-auth-token": ((await answer.json()) as { token: string }).token };
        };
        let staff = await signIn();
        const [post] = (await (
          await fetch(`${url}/api/admin/blog?status=published&limit=1`, { headers: staff })
        ).json()) as AdminBlogListItem[];
        if (!post) throw new Error("the seeded site has no published post");
        const newsletter = `${url}/api/admin/blog/${post._id}/newsletter`;
        const isTheNewsletter = (subject: string | undefined) => subject === post.title;
        const arrived = () => sink.messages.filter((message) => isTheNewsletter(message.subject)).length;

        const startedAt = performance.now();
        const started = await fetch(`${newsletter}/send`, { method: "POST", headers: staff });
        expect(started.status).toBe(201);
        expect(((await started.json()) as NewsletterSendProgress).total).toBe(subscribers);

        // The stop comes on the sink's receipt of the 500th message, not after a time, so a slow or a
        // fast machine stops the send at the same point of it.
        await sink.waitFor(() => arrived() >= subscribers / 2, stopAfterHalfTimeoutMs);
        const stoppedAt = performance.now();
        if (signal === "SIGKILL") {
          server.child.kill("SIGKILL");
          await server.exited;
        } else {
          expect(await server.stop()).toBe(0);
        }
        const downFrom = performance.now();
        // Everything the first server delivered: part of the send, so the restarted one had the rest to do.
        const arrivedBeforeStop = arrived();
        expect(arrivedBeforeStop).toBeGreaterThan(0);
        expect(arrivedBeforeStop).toBeLessThan(subscribers);

        server = startBuiltServer({ port, dataDir, readyTimeoutMs: 60_000, env });
        await server.ready();
        const downMs = performance.now() - downFrom;
        staff = await signIn();
        let progress: NewsletterSendProgress | undefined;
        for (const deadline = Date.now() + 90_000; Date.now() < deadline; await sleep(250)) {
          progress = ((await (await fetch(newsletter, { headers: staff })).json()) as PostNewsletter).sends[0];
          if (progress?.finished) break;
        }
        const tookMs = performance.now() - startedAt;
        expect(progress).toMatchObject({
          total: subscribers,
          sent: subscribers,
          failed: 0,
          skipped: 0,
          finished: true,
        });
        // The last message can be counted sent a moment after it arrived; give the sink that moment.
        await sleep(200);

        const received = sink.messages.filter((message) => isTheNewsletter(message.subject));
        const messageIds = new Set(received.map((message) => message.messageId));
        const recipients = new Set(
          received.map((message) => (message.to && !Array.isArray(message.to) ? message.to.text : "")),
        );
        console.log(
          `newsletter after ${signal}: ${received.length} messages received, ${messageIds.size} distinct Message-IDs, ` +
            `${recipients.size} recipients; ${arrivedBeforeStop} had arrived from the first server, stopped at ${((stoppedAt - startedAt) / 1000).toFixed(1)} s; ` +
            `restart took ${(downMs / 1000).toFixed(1)} s; all sent ${(tookMs / 1000).toFixed(1)} s after the start ` +
            `(${ratePerMinute}/min alone is ${((subscribers / ratePerMinute) * 60).toFixed(1)} s)`,
        );
        expect(recipients).toEqual(expected);
        expect(messageIds.size).toBe(subscribers);
        for (const message of received) {
          const headers = listUnsubscribeOf(message);
          expect(headers.url).toMatch(/\/newsletter\/unsubscribe\?s=/);
          expect(headers.mailto).toMatch(/^mailto:/);
          expect(headers.post).toBe("List-Unsubscribe=One-Click");
        }
        if (signal === "SIGTERM") {
          // A graceful stop gives back what it had claimed and was not sending: nothing goes twice.
          expect(received).toHaveLength(subscribers);
        } else {
          // Killed, at most the one message in flight between the mail server's 250 and the outbox
          // marking it sent goes again, with the same Message-ID, so a receiver can drop it.
          expect(received.length - subscribers).toBeLessThanOrEqual(1);
        }
      } finally {
        await server?.stop();
        await sink.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    }, 300_000);
  }
});
