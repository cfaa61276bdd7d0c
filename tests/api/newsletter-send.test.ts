import { and, eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterEach, describe, expect, it } from "vitest";
import type { AuditEntry } from "../../common/audit";
import { type NewsletterSendProgress, newsletterSendMessages, type PostNewsletter } from "../../common/newsletter-send";
import { blogPosts, newsletterSubscribers, outbox } from "../../server/db/schema";
import { leftTheListReason, recipientRelatedType } from "../../server/modules/newsletter-sends/service";
import { listUnsubscribeOf as unsubscribeHeadersOf } from "../support/list-unsubscribe";
import { type MailSink, startMailSink } from "../support/mail-sink";
import { createTestApp, engines, signIn, type TestApp } from "./test-app";

const recipientOf = (message: ParsedMail) => (message.to && !Array.isArray(message.to) ? message.to.text : "");

describe.each(engines)("sending a blog post as the newsletter on %s", (engine) => {
  let t: TestApp;
  let sink: MailSink;
  let token: string;
  let post: typeof blogPosts.$inferSelect;
  afterEach(async () => {
    await t.close();
    await sink.close();
  });

  const as = () => ({ "x-auth-token": token });
  const start = async () => {
    sink = await startMailSink();
    t = await createTestApp(engine, {
      env: { SMTP_URL: sink.url, RATE_LIMIT_SCALE: "0", NEWSLETTER_RATE_PER_MINUTE: "600" },
    });
    token = await signIn(t.app);
    const [first] = await t.database.db.select().from(blogPosts).where(eq(blogPosts.status, "published")).limit(1);
    if (!first) throw new Error("the seed has no published post");
    post = first;
  };
  /** Setup, not a mock: confirmed (or other) rows on the list, confirmed a minute apart in order. */
  const subscribe = async (count: number, status: "subscribed" | "pending" | "unsubscribed" = "subscribed") => {
    const at = t.clock.now();
    const rows = Array.from({ length: count }, (_, index) => ({
      email: `${status}-${index}@example.com`,
      status,
      consentAskedAt: at,
      confirmedAt: status === "pending" ? null : new Date(at.getTime() + index * 60_000),
    }));
    return t.database.db.insert(newsletterSubscribers).values(rows).returning();
  };
  const api = (method: "GET" | "POST", path: string, payload?: object) =>
    t.app.inject({ method, url: `/api/admin/blog/${post.id}/newsletter${path}`, headers: as(), payload });
  const state = async () => (await api("GET", "")).json<PostNewsletter>();
  const queueAll = async (sendId: string) => {
    while (await t.app.services.newsletterSends.queueNextBatch(sendId));
  };
  /** Lets the outbox send everything due, moving the clock a second at a time. */
  const deliverAll = async (seconds: number) => {
    for (let second = 0; second <= seconds; second++) {
      while ((await t.app.services.outbox.deliverDue()).sent > 0);
      await t.clock.advance(1000);
    }
  };

  it("a test send goes to the typed address only, with both parts, the post and the unsubscribe headers, audited", async () => {
    await start();
    await subscribe(3);
    const answer = await api("POST", "/test", { to: "Editor@Example.com" });
    expect(answer.statusCode).toBe(202);
    await t.app.services.outbox.deliverDue();
    expect(sink.messages).toHaveLength(1);
    const [message] = sink.messages as [ParsedMail];
    expect(recipientOf(message)).toBe("Editor@example.com");
    expect(message.subject).toBe(`[Test] ${post.title}`);
    expect(message.html).toContain(post.title);
    // The text part writes the heading in capitals.
    expect(message.text?.toLowerCase()).toContain(post.title.toLowerCase());
    expect(message.text).toContain("Read on the site");
    expect(message.html).toContain(`/blog/${post.slug}`);
    const headers = unsubscribeHeadersOf(message);
    expect(headers.url).toMatch(/\/newsletter\/unsubscribe\?s=/);
    expect(headers.mailto).toBeTruthy();
    expect(headers.post).toBe("List-Unsubscribe=One-Click");

    const audit = await t.app.inject({ method: "GET", url: "/api/admin/audit?entity=newsletter_send", headers: as() });
    expect(audit.json<AuditEntry[]>().map((entry) => entry.action)).toEqual(["test-send"]);
    // Nothing went to the list.
    expect((await state()).sends).toEqual([]);
  });

  it("refuses a test send to an address that is not one, naming the field", async () => {
    await start();
    const answer = await api("POST", "/test", { to: "x<victim@example.com>" });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ errors: { to: "Please enter a valid email" } });
    expect((await api("POST", "/test", {})).json()).toMatchObject({ errors: { to: "Email is required" } });
  });

  it("sends to every confirmed subscriber once, each with their own unsubscribe link and headers, at the rate", async () => {
    await start();
    const confirmed = await subscribe(25);
    await subscribe(3, "pending");
    await subscribe(2, "unsubscribed");
    expect((await state()).subscribers).toBe(25);

    const answer = await api("POST", "/send");
    expect(answer.statusCode).toBe(201);
    const send = answer.json<NewsletterSendProgress>();
    expect(send).toMatchObject({ total: 25, queued: 25, sent: 0, status: "sending", finished: false });
    await queueAll(send._id);

    // 600 a minute is one every 100 ms: at the start only the first is due, a second later ten more.
    await t.app.services.outbox.deliverDue();
    expect(sink.messages).toHaveLength(1);
    await t.clock.advance(1000);
    while ((await t.app.services.outbox.deliverDue()).sent > 0);
    expect(sink.messages).toHaveLength(11);
    const midway = (await state()).sends[0];
    expect(midway).toMatchObject({ total: 25, sent: 11, queued: 14, status: "done", finished: false });

    await deliverAll(3);
    expect(sink.messages).toHaveLength(25);
    const recipients = sink.messages.map(recipientOf).sort();
    expect(recipients).toEqual(confirmed.map((row) => row.email).sort());
    for (const message of sink.messages) {
      expect(message.subject).toBe(post.title);
      expect(message.text).toContain("Read on the site");
      expect(message.html).toContain("Unsubscribe from the newsletter");
      const headers = unsubscribeHeadersOf(message);
      expect(headers.post).toBe("List-Unsubscribe=One-Click");
      expect(headers.mailto).toMatch(/subject=unsubscribe/);
      // The link in the body is the recipient's own, the same as the header's.
      const subscriber = confirmed.find((row) => row.email === recipientOf(message));
      const own = headers.url;
      expect(own).toContain(encodeURIComponent(subscriber?.id ?? "missing"));
      expect(message.html).toContain(own.replaceAll("&", "&amp;"));
      expect(message.text).toContain(own);
    }
    expect(new Set(sink.messages.map((message) => unsubscribeHeadersOf(message).url)).size).toBe(25);
    expect((await state()).sends[0]).toMatchObject({ sent: 25, queued: 0, failed: 0, skipped: 0, finished: true });

    const audit = await t.app.inject({ method: "GET", url: "/api/admin/audit?entity=newsletter_send", headers: as() });
    expect(audit.json<AuditEntry[]>()[0]).toMatchObject({ action: "send", entityId: post.id });
  });

  it("refuses an unpublished or scheduled post (409), and an unknown one (404)", async () => {
    await start();
    await subscribe(2);
    await t.database.db.update(blogPosts).set({ status: "draft" }).where(eq(blogPosts.id, post.id));
    for (const path of ["/send", "/test"]) {
      const answer = await api("POST", path, path === "/test" ? { to: "editor@example.com" } : undefined);
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual({ message: newsletterSendMessages.notPublished });
    }
    await t.database.db
      .update(blogPosts)
      .set({ status: "published", publishAt: new Date(t.clock.now().getTime() + 86_400_000) })
      .where(eq(blogPosts.id, post.id));
    expect((await api("POST", "/send")).json()).toEqual({ message: newsletterSendMessages.notPublished });
    expect((await state()).sendable).toBe(false);
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/admin/blog/00000000-0000-4000-8000-000000000000/newsletter/send",
      headers: as(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(sink.messages).toHaveLength(0);
  });

  it("refuses a second send of a post while the first is going out, and allows one once it has finished", async () => {
    await start();
    await subscribe(5);
    const first = await api("POST", "/send");
    expect(first.statusCode).toBe(201);
    const [again, alsoAgain] = await Promise.all([api("POST", "/send"), api("POST", "/send")]);
    for (const answer of [again, alsoAgain]) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual({ message: newsletterSendMessages.alreadySending });
    }
    // Queued but not yet all sent: still refused.
    await queueAll(first.json<NewsletterSendProgress>()._id);
    expect((await api("POST", "/send")).statusCode).toBe(409);
    await deliverAll(2);
    expect((await api("POST", "/send")).statusCode).toBe(201);
    expect((await state()).sends).toHaveLength(2);
  });

  it("refuses a send when nobody has confirmed", async () => {
    await start();
    await subscribe(2, "pending");
    const answer = await api("POST", "/send");
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({ message: newsletterSendMessages.noSubscribers });
    expect((await state()).sends).toEqual([]);
  });

  it("resumes a send cut short: queues only those not yet queued, paced from the restart, none twice", async () => {
    await start();
    await subscribe(250);
    const send = (await api("POST", "/send")).json<NewsletterSendProgress>();
    const sends = t.app.services.newsletterSends;
    // The job queued one batch, then the process died.
    expect(await sends.queueNextBatch(send._id)).toBe(true);
    const queuedBefore = await t.database.db.select().from(outbox).where(eq(outbox.relatedType, recipientRelatedType));
    expect(queuedBefore).toHaveLength(100);

    // An hour later the server starts again: the send is found, paced from now, and finished.
    await t.clock.advance(60 * 60 * 1000);
    expect(await sends.unqueuedSendIds()).toEqual([send._id]);
    await sends.repaceFromNow(send._id);
    await queueAll(send._id);
    expect(await sends.unqueuedSendIds()).toEqual([]);
    const rows = await t.database.db.select().from(outbox).where(eq(outbox.relatedType, recipientRelatedType));
    expect(rows).toHaveLength(250);
    expect(new Set(rows.map((row) => row.to)).size).toBe(250);
    const resumed = rows.filter((row) => !queuedBefore.some((before) => before.id === row.id));
    const earliest = Math.min(...resumed.map((row) => row.nextAttemptAt.getTime()));
    // The first one still to queue goes now, not an hour late in a burst with the rest.
    expect(earliest).toBe(t.clock.now().getTime());
    const latest = Math.max(...resumed.map((row) => row.nextAttemptAt.getTime()));
    expect(latest - earliest).toBe(149 * 100);
  });

  it("does not send to a subscriber who left the list after the send started, and counts them as skipped", async () => {
    await start();
    const [leaving, staying] = await subscribe(2);
    const send = (await api("POST", "/send")).json<NewsletterSendProgress>();
    await queueAll(send._id);
    await t.database.db
      .update(newsletterSubscribers)
      .set({ status: "unsubscribed", unsubscribedAt: t.clock.now() })
      .where(eq(newsletterSubscribers.id, leaving?.id ?? ""));
    await deliverAll(2);
    expect(sink.messages.map(recipientOf)).toEqual([staying?.email]);
    const [withdrawn] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.relatedType, recipientRelatedType), eq(outbox.to, leaving?.email ?? "")));
    expect(withdrawn).toMatchObject({ status: "skipped", lastError: leftTheListReason });
    expect((await state()).sends[0]).toMatchObject({ sent: 1, skipped: 1, failed: 0, finished: true });
  });

  it("answers 401 without a session", async () => {
    await start();
    for (const [method, path] of [
      ["GET", ""],
      ["POST", "/send"],
      ["POST", "/test"],
    ] as const) {
      const answer = await t.app.inject({ method, url: `/api/admin/blog/${post.id}/newsletter${path}` });
      expect(answer.statusCode).toBe(401);
    }
  });
});
