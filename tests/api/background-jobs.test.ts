import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { blogPosts, outbox, sessions } from "../../server/db/schema";
import { sessionIdleMs } from "../../server/modules/auth/sessions";
import { retryDelayMs } from "../../server/modules/mail/outbox";
import { freePort, type MailSink, startMailSink } from "../support/mail-sink";
import { createTestApp, engines, signIn, type TestApp } from "./test-app";

/**
 * The jobs the app runs on its own while it is up, scheduled on the test clock: each one is
 * shown to run when its interval has passed, and to do its work, with nobody calling it.
 */
describe.each(engines)("background jobs on %s", (engine) => {
  let t: TestApp | undefined;
  let sink: MailSink | undefined;
  afterEach(async () => {
    await t?.close();
    await sink?.close();
    t = undefined;
    sink = undefined;
  });

  it("the outbox worker sends, on a later tick, a message the mail server could not take the first time", async () => {
    // The mail server is down when the code is sent, and up again before the retry is due.
    const mailPort = await freePort();
    t = await createTestApp(engine, {
      seed: false,
      backgroundJobs: true,
      env: { SMTP_URL: `smtp://127.0.0.1:${mailPort}`, RATE_LIMIT_SCALE: "0" },
    });
    await t.app.ready();
    const database = t.database.db;
    await t.app.inject({
      method: "POST",
      url: "/api/schedule-demo/send-verification-code",
      payload: { email: "later@example.com" },
    });
    // Queued, the worker is woken at once, and the connection is refused: a temporary failure.
    await vi.waitFor(
      async () => expect((await database.select().from(outbox))[0]).toMatchObject({ status: "queued", attempts: 1 }),
      { timeout: 10_000 },
    );
    sink = await startMailSink(mailPort);

    await t.clock.advance(retryDelayMs(1) - 5_000);
    expect(sink.messages).toHaveLength(0);
    await t.clock.advance(5_000);
    expect(sink.messages.map((message) => message.subject)).toEqual([expect.stringMatching(/code/i)]);
    expect((await database.select().from(outbox))[0]).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("housekeeping deletes sessions that ended, on its ten-minute round", async () => {
    t = await createTestApp(engine, { seed: false, backgroundJobs: true });
    await t.app.ready();
    await signIn(t.app);
    await signIn(t.app);
    expect(await t.database.db.select().from(sessions)).toHaveLength(2);

    // One session was last used longer ago than a session may idle (8 hours, ADR 002), so it has
    // ended; the other is in use. Set back by hand: moving the clock 8 hours would also run every
    // other job thousands of times, which is slow work that proves nothing here.
    const [ended] = await t.database.db.select({ id: sessions.id }).from(sessions).limit(1);
    if (!ended) throw new Error("no session");
    await t.database.db
      .update(sessions)
      .set({ lastUsedAt: new Date(t.clock.now().getTime() - sessionIdleMs - 1) })
      .where(eq(sessions.id, ended.id));

    // The first round is ten minutes after start: a millisecond before it the row is still there.
    await t.clock.advance(10 * 60 * 1000 - 1);
    expect(await t.database.db.select().from(sessions)).toHaveLength(2);
    await t.clock.advance(1);
    const left = await t.database.db.select({ id: sessions.id }).from(sessions);
    expect(left).toHaveLength(1);
    expect(left[0]?.id).not.toBe(ended.id);
  });

  it("post views are written in a batch every 15 s, not one write per view", async () => {
    t = await createTestApp(engine, { backgroundJobs: true });
    await t.app.ready();
    const [post] = await t.database.db.select({ id: blogPosts.id, views: blogPosts.views }).from(blogPosts).limit(1);
    if (!post) throw new Error("the seed has no blog post");
    const views = async () =>
      (await t?.database.db.select({ views: blogPosts.views }).from(blogPosts).where(eq(blogPosts.id, post.id)))?.[0]
        ?.views;
    const reader = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
    for (let view = 0; view < 3; view++) t.app.services.blog.recordView(post.id, reader);

    await t.clock.advance(14_999);
    expect(await views()).toBe(post.views);
    await t.clock.advance(1);
    expect(await views()).toBe(post.views + 3);
  });
});
