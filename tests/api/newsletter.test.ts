import { eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterEach, describe, expect, it } from "vitest";
import type { AuditEntry } from "../../common/audit";
import type { DashboardSummary } from "../../common/dashboard";
import { type NewsletterSubscriber, newsletterConsentWording, newsletterMessages } from "../../common/newsletter";
import { newsletterSubscribers, outbox } from "../../server/db/schema";
import { listUnsubscribeOf } from "../support/list-unsubscribe";
import { type MailSink, startMailSink } from "../support/mail-sink";
import { createTestApp, engines, signIn, type TestApp } from "./test-app";

const minute = 60_000;
const hour = 60 * minute;
/**
 * The README's limits for the newsletter (its rate-limit table), written out rather than imported
 * from the code that enforces them: a changed constant must fail these tests, not move them along.
 */
const confirmationsADay = 3;
const signUpsAnHourPerClient = 10;

describe.each(engines)("the newsletter's sign-up, confirmation and unsubscribe on %s", (engine) => {
  let t: TestApp;
  let sink: MailSink;
  afterEach(async () => {
    await t.close();
    await sink.close();
  });

  const start = async (env: Record<string, string> = {}) => {
    sink = await startMailSink();
    t = await createTestApp(engine, { seed: false, env: { SMTP_URL: sink.url, ...env } });
  };
  let nextAddress = 1;
  /** Each sign-up from its own client address, unless a test is about that address's limit. */
  const subscribe = (payload: Record<string, unknown>, remoteAddress = `10.0.0.${nextAddress++}`) =>
    t.app.inject({ method: "POST", url: "/api/newsletter/subscribe", payload, remoteAddress });
  const deliver = () => t.app.services.outbox.deliverDue();
  const rowOf = async (email: string) =>
    (await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
  const confirmationsTo = (email: string) =>
    sink.messages.filter((message) => message.to && JSON.stringify(message.to).includes(email));
  /** The token of the link in a confirmation email (in the text part and the HTML). */
  const tokenIn = (message: ParsedMail | undefined) => {
    const match = /\/newsletter\/confirm\?s=([^\s"<>)]+)/.exec(message?.text ?? "");
    if (!match?.[1]) throw new Error("no confirmation link in the email");
    return decodeURIComponent(match[1]);
  };
  const confirmByButton = (token: string) =>
    t.app.inject({
      method: "POST",
      url: `/newsletter/confirm?s=${encodeURIComponent(token)}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
  const unsubscribeUrl = (id: string) => new URL(t.app.services.newsletter.links.unsubscribeUrl(id));

  it("answers a new, a pending and a subscribed address the same, and records the consent the server showed", async () => {
    await start();
    const first = await subscribe({ email: "Asha@Example.com", page: "/blog", wording: "I agree to nothing" });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: newsletterMessages.checkInbox });

    const row = await rowOf("asha@example.com");
    expect(row).toMatchObject({
      status: "pending",
      consentPage: "/blog",
      consentWording: newsletterConsentWording,
      confirmedAt: null,
      consentAskedAt: t.clock.now(),
    });
    await deliver();
    const [email] = confirmationsTo("asha@example.com");
    expect(email?.subject).toBe("Confirm your subscription to The Aster Monthly");
    expect(email?.html).toContain("/newsletter/confirm?s=");
    expect(email?.text).toContain("48 hours");

    // Pending, a while later: the same answer, and a fresh link.
    await t.clock.advance(11 * 60_000);
    const again = await subscribe({ email: "asha@example.com" });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    await deliver();
    expect(confirmationsTo("asha@example.com")).toHaveLength(2);

    // Subscribed: the same answer, the consent record stays the one confirmed, and instead of a
    // confirmation the address is told it is already on the list, with the way out.
    expect((await confirmByButton(tokenIn(confirmationsTo("asha@example.com")[1]))).statusCode).toBe(303);
    const confirmed = await rowOf("asha@example.com");
    expect(confirmed).toMatchObject({ status: "subscribed", confirmedAt: t.clock.now() });
    await t.clock.advance(11 * 60_000);
    const third = await subscribe({ email: "asha@example.com", page: "/blog/other" });
    expect(third.json()).toEqual(first.json());
    await deliver();
    const mails = confirmationsTo("asha@example.com");
    expect(mails.map((mail) => mail.subject)).toEqual([
      "Confirm your subscription to The Aster Monthly",
      "Confirm your subscription to The Aster Monthly",
      "You are already subscribed to The Aster Monthly",
    ]);
    expect(mails[2]?.text).toContain("/newsletter/unsubscribe?s=");
    expect(mails[2]?.text).not.toContain("/newsletter/confirm");
    expect(await rowOf("asha@example.com")).toEqual(confirmed);
  });

  it("confirms only on the button's POST, not on a GET, and refuses a link older than 48 hours", async () => {
    await start();
    await subscribe({ email: "ravi@example.com" });
    await deliver();
    const token = tokenIn(confirmationsTo("ravi@example.com")[0]);

    // A mail scanner following the link: nothing changes (no page is served here, and no API acts on GET).
    await t.app.inject({ method: "GET", url: `/newsletter/confirm?s=${encodeURIComponent(token)}` });
    expect(await t.app.services.newsletter.confirmState(token)).toBe("pending");
    expect((await rowOf("ravi@example.com"))?.status).toBe("pending");

    const confirmed = await confirmByButton(token);
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe(`/newsletter/confirm?s=${encodeURIComponent(token)}`);
    expect((await rowOf("ravi@example.com"))?.status).toBe("subscribed");
    // Idempotent: a second press changes nothing, not even the time.
    const at = (await rowOf("ravi@example.com"))?.confirmedAt;
    await t.clock.advance(60_000);
    expect((await confirmByButton(token)).statusCode).toBe(303);
    expect((await rowOf("ravi@example.com"))?.confirmedAt).toEqual(at);

    // Someone else's link, 48 hours on.
    await subscribe({ email: "late@example.com" });
    await deliver();
    const late = tokenIn(confirmationsTo("late@example.com")[0]);
    await t.clock.advance(48 * hour - 1);
    expect(await t.app.services.newsletter.confirmState(late)).toBe("pending");
    await t.clock.advance(1);
    expect(await t.app.services.newsletter.confirmState(late)).toBe("expired");
    await confirmByButton(late);
    expect((await rowOf("late@example.com"))?.status).toBe("pending");
    // A tampered link is not valid.
    expect(await t.app.services.newsletter.confirmState(`${token.slice(0, -2)}xx`)).toBe("invalid");
  });

  it("unsubscribes at once on the one-click POST (RFC 8058) without cookies, but not on a GET", async () => {
    await start();
    await subscribe({ email: "meera@example.com" });
    await deliver();
    await confirmByButton(tokenIn(confirmationsTo("meera@example.com")[0]));
    const row = await rowOf("meera@example.com");
    if (!row) throw new Error("no subscriber row");
    const link = unsubscribeUrl(row.id);

    // Every newsletter carries both header fields, the https link first and a mailto.
    const headers = t.app.services.newsletter.links.unsubscribeHeaders(row.id);
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(headers["List-Unsubscribe"]).toMatch(
      /^<https?:\/\/[^>]+\/newsletter\/unsubscribe\?s=[^>]+>, <mailto:[^>]+>$/,
    );

    await t.app.inject({ method: "GET", url: link.pathname + link.search });
    expect((await rowOf("meera@example.com"))?.status).toBe("subscribed");

    await t.clock.advance(60_000);
    const oneClick = await t.app.inject({
      method: "POST",
      url: link.pathname + link.search,
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://mail.example" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ message: newsletterMessages.unsubscribed });
    expect(await rowOf("meera@example.com")).toMatchObject({ status: "unsubscribed", unsubscribedAt: t.clock.now() });
    // Again: still 200, the time of the first.
    await t.clock.advance(60_000);
    const twice = await t.app.inject({
      method: "POST",
      url: link.pathname + link.search,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(twice.statusCode).toBe(200);
    expect((await rowOf("meera@example.com"))?.unsubscribedAt).toEqual(new Date(t.clock.now().getTime() - 60_000));

    // The page's own button goes back to the page.
    const other = await t.app.inject({
      method: "POST",
      url: link.pathname + link.search,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
    expect(other.statusCode).toBe(303);
    // A forged link unsubscribes no one.
    const forged = await t.app.inject({
      method: "POST",
      url: `/newsletter/unsubscribe?s=${row.id}.AAAA`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.json()).toEqual({ message: expect.any(String) });
  });

  it("lets nobody rewrite a subscriber's consent: a sign-up for an unsubscribed address changes nothing until its own link is used, and an older link confirms nothing", async () => {
    await start();
    await subscribe({ email: "back@example.com", page: "/about" });
    await deliver();
    const firstLink = tokenIn(confirmationsTo("back@example.com")[0]);
    await confirmByButton(firstLink);
    const row = await rowOf("back@example.com");
    if (!row) throw new Error("no subscriber row");
    const firstConsent = row.consentAskedAt;
    const link = unsubscribeUrl(row.id);
    await t.app.inject({
      method: "POST",
      url: link.pathname + link.search,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    const left = (await rowOf("back@example.com"))?.unsubscribedAt;
    expect(left).toBeInstanceOf(Date);

    // Someone (a stranger, or the person) signs the address up again, from another page.
    await t.clock.advance(hour);
    const again = t.clock.now();
    await subscribe({ email: "back@example.com", page: "/blog/some-post" });
    expect(await rowOf("back@example.com")).toMatchObject({
      status: "unsubscribed",
      consentPage: "/about",
      consentAskedAt: firstConsent,
      unsubscribedAt: left,
      pendingConsentPage: "/blog/some-post",
      pendingConsentAskedAt: again,
    });

    // The link from before they left, still within its 48 hours, is not valid: nothing changes.
    expect(await t.app.services.newsletter.confirmState(firstLink)).toBe("invalid");
    await confirmByButton(firstLink);
    expect(await rowOf("back@example.com")).toMatchObject({ status: "unsubscribed", consentAskedAt: firstConsent });

    // The new sign-up's own link subscribes, with the consent it was asked for.
    await deliver();
    expect(confirmationsTo("back@example.com")).toHaveLength(2);
    const secondLink = tokenIn(confirmationsTo("back@example.com")[1]);
    expect(await t.app.services.newsletter.confirmState(secondLink)).toBe("pending");
    await confirmByButton(secondLink);
    expect(await rowOf("back@example.com")).toMatchObject({
      status: "subscribed",
      consentPage: "/blog/some-post",
      consentAskedAt: again,
      unsubscribedAt: null,
      pendingConsentAskedAt: null,
    });
    expect(await t.app.services.newsletter.confirmState(secondLink)).toBe("subscribed");
    expect(await t.app.services.newsletter.confirmState(firstLink)).toBe("invalid");
  });

  it("deletes a sign-up nobody confirmed after 7 days, and keeps subscribed and unsubscribed ones", async () => {
    await start();
    await subscribe({ email: "never@example.com" });
    await subscribe({ email: "kept@example.com" });
    await deliver();
    await confirmByButton(tokenIn(confirmationsTo("kept@example.com")[0]));
    await t.clock.advance(7 * 24 * hour - 60_000);
    expect(await t.app.services.newsletter.purgeUnconfirmed()).toBe(0);
    await t.clock.advance(2 * 60_000);
    expect(await t.app.services.newsletter.purgeUnconfirmed()).toBe(1);
    expect(await rowOf("never@example.com")).toBeUndefined();
    expect(await rowOf("kept@example.com")).toMatchObject({ status: "subscribed" });
  });

  it("sends one confirmation per address in 10 minutes and 3 a day, answering the same past them", async () => {
    await start();
    const victim = "victim@example.com";
    const answers: unknown[] = [];
    for (let i = 0; i < 5; i++)
      answers.push((await subscribe({ email: i % 2 ? "VICTIM@example.com" : victim })).json());
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    /** Signs up again and delivers: how many confirmations the address has had by then. */
    const again = async () => {
      expect((await subscribe({ email: victim })).json()).toEqual(answers[0]);
      await deliver();
      return confirmationsTo(victim).length;
    };
    await deliver();
    expect(confirmationsTo(victim)).toHaveLength(1);

    // Ten minutes after the first, less a millisecond: still one; at ten minutes, the second.
    await t.clock.advance(10 * minute - 1);
    expect(await again()).toBe(1);
    await t.clock.advance(1);
    expect(await again()).toBe(2);
    await t.clock.advance(10 * minute);
    expect(await again()).toBe(confirmationsADay);
    await t.clock.advance(10 * minute);
    expect(await again()).toBe(confirmationsADay);
    // The day runs from the first: still within it 10 minutes before it ends (a later try would
    // meet the 10-minute limit at its end), then a new day's first.
    await t.clock.advance(24 * hour - 40 * minute - 1);
    expect(await again()).toBe(confirmationsADay);
    await t.clock.advance(10 * minute + 1);
    expect(await again()).toBe(confirmationsADay + 1);
  });

  it("limits sign-ups to 10 an hour per client address with a 429, and drops what the honeypot catches", async () => {
    await start();
    for (let i = 0; i < signUpsAnHourPerClient; i++) {
      expect((await subscribe({ email: `person${i}@example.com` }, "10.9.9.9")).statusCode).toBe(200);
    }
    const refused = await subscribe({ email: "one-more@example.com" }, "10.9.9.9");
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    expect(refused.json().message).toMatch(/try again in/);
    await t.clock.advance(hour - 1);
    expect((await subscribe({ email: "still-refused@example.com" }, "10.9.9.9")).statusCode).toBe(429);
    await t.clock.advance(1);
    expect((await subscribe({ email: "next-hour@example.com" }, "10.9.9.9")).statusCode).toBe(200);

    const bot = await subscribe({ email: "bot-target@example.com", website: "https://spam.example" });
    expect(bot.json()).toEqual({ message: newsletterMessages.checkInbox });
    expect(await rowOf("bot-target@example.com")).toBeUndefined();
    // Sent within a second (a browser that autofilled the box) is not spam on that alone: the
    // confirmation email is the check a person passes.
    const fast = await subscribe({ email: "fast@example.com", fillMs: 200 });
    expect(fast.json()).toEqual({ message: newsletterMessages.checkInbox });
    expect(await rowOf("fast@example.com")).toMatchObject({ status: "pending" });
  });

  it("answers bad input with 400 and field messages, never a 500", async () => {
    await start();
    const cases: Array<[unknown, string]> = [
      [{}, "email"],
      [{ email: "" }, "email"],
      [{ email: "not an address" }, "email"],
      [{ email: "x<victim@example.com>" }, "email"],
      [{ email: `${"a".repeat(250)}@example.com` }, "email"],
      [{ email: "ok@example.com", page: "https://evil.example/" }, "page"],
      [{ email: "ok@example.com", page: "//evil.example" }, "page"],
      [{ email: "ok@example.com", page: "/blog?x=<script>" }, "page"],
      [{ email: "ok@example.com", fillMs: "soon" }, "fillMs"],
    ];
    for (const [payload, field] of cases) {
      const answer = await subscribe(payload as Record<string, unknown>);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().errors, JSON.stringify(payload)).toHaveProperty(field);
    }
    expect((await subscribe({ email: "" })).json().errors.email).toBe(newsletterMessages.emailRequired);
    const noToken = await t.app.inject({
      method: "POST",
      url: "/newsletter/confirm",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
    expect(noToken.statusCode).toBe(400);
    const tooBig = await t.app.inject({
      method: "POST",
      url: "/newsletter/unsubscribe?s=x.y",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `a=${"x".repeat(5000)}`,
    });
    expect(tooBig.statusCode).toBe(413);
    expect((await t.database.db.select().from(outbox)).length).toBe(0);
  });
});

describe.each(engines)("the Subscribers area on %s", (engine) => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });

  it("lists, filters, searches, exports formula-safe CSV, removes with an audit row, and counts on the dashboard", async () => {
    t = await createTestApp(engine, { seed: false, env: { RATE_LIMIT_SCALE: "0" } });
    const token = await signIn(t.app);
    const as = { "x-auth-token": token };
    for (const email of ["one@example.com", "two@example.com", "=cmd@example.com"]) {
      await t.app.inject({ method: "POST", url: "/api/newsletter/subscribe", payload: { email } });
    }
    const pending = await t.database.db.select().from(newsletterSubscribers);
    const two = pending.find((row) => row.email === "two@example.com");
    if (!two) throw new Error("no row");
    await t.app.services.newsletter.confirm(
      new URL(
        t.app.services.newsletter.links.confirmUrl({
          subscriberId: two.id,
          consentAskedAt: two.pendingConsentAskedAt ?? two.consentAskedAt,
          expiresAt: new Date(t.clock.now().getTime() + hour),
        }),
      ).searchParams.get("s") ?? "",
    );

    expect((await t.app.inject({ method: "GET", url: "/api/admin/subscribers" })).statusCode).toBe(401);
    const all = await t.app.inject({ method: "GET", url: "/api/admin/subscribers?sort=email&order=asc", headers: as });
    expect(all.headers["x-total-count"]).toBe("3");
    expect(all.json<NewsletterSubscriber[]>().map((row) => row.email)).toEqual([
      "=cmd@example.com",
      "one@example.com",
      "two@example.com",
    ]);
    const subscribed = await t.app.inject({
      method: "GET",
      url: "/api/admin/subscribers?status=subscribed",
      headers: as,
    });
    expect(subscribed.json<NewsletterSubscriber[]>().map((row) => row.email)).toEqual(["two@example.com"]);
    const searched = await t.app.inject({ method: "GET", url: "/api/admin/subscribers?q=one", headers: as });
    expect(searched.json<NewsletterSubscriber[]>().map((row) => row.email)).toEqual(["one@example.com"]);
    const badFilter = await t.app.inject({ method: "GET", url: "/api/admin/subscribers?status=maybe", headers: as });
    expect(badFilter.statusCode).toBe(400);

    const csv = await t.app.inject({
      method: "GET",
      url: "/api/admin/subscribers/export.csv?sort=email&order=asc",
      headers: as,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split("\n");
    expect(lines[0]).toMatch(/^Email,Status,Consent asked at/);
    expect(lines[1]).toMatch(/^'=cmd@example.com,pending,/);
    expect(lines).toHaveLength(4);

    const summary = (
      await t.app.inject({ method: "GET", url: "/api/admin/dashboard", headers: as })
    ).json<DashboardSummary>();
    expect(summary.subscriberCount).toBe(1);

    const removed = await t.app.inject({ method: "DELETE", url: `/api/admin/subscribers/${two.id}`, headers: as });
    expect(removed.statusCode).toBe(200);
    expect(
      await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, two.id)),
    ).toEqual([]);
    const audit = (
      await t.app.inject({ method: "GET", url: "/api/admin/audit?entity=newsletter_subscriber", headers: as })
    ).json<AuditEntry[]>();
    expect(audit[0]).toMatchObject({ action: "delete", summary: "Removed a newsletter subscriber (subscribed)" });
    // The removed address is not kept in the audit log.
    expect(JSON.stringify(audit)).not.toContain("two@example.com");
    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/admin/subscribers/${two.id}`, headers: as })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: "DELETE", url: "/api/admin/subscribers/nope", headers: as })).statusCode).toBe(
      400,
    );
  });
});

describe.each(engines)("the newsletter's link pages, rendered, on %s", (engine) => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });

  it("a GET of the confirmation page shows the button and confirms nothing; the button's POST comes back to it, subscribed", async () => {
    // Pages from the production build (`npm run build` first), as the e2e server renders them.
    t = await createTestApp(engine, { seed: false, pages: true, env: { RATE_LIMIT_SCALE: "0" } });
    await t.app.inject({ method: "POST", url: "/api/newsletter/subscribe", payload: { email: "page@example.com" } });
    const [row] = await t.database.db.select().from(newsletterSubscribers);
    if (!row) throw new Error("no row");
    const link = new URL(
      t.app.services.newsletter.links.confirmUrl({
        subscriberId: row.id,
        consentAskedAt: row.pendingConsentAskedAt ?? row.consentAskedAt,
        expiresAt: new Date(t.clock.now().getTime() + hour),
      }),
    );
    const path = link.pathname + link.search;

    for (let visit = 0; visit < 2; visit++) {
      const page = await t.app.inject({ method: "GET", url: path });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("Confirm subscription");
      expect(page.body).toContain(`action="${path.replaceAll("&", "&amp;")}"`);
      expect(page.body).toMatch(/<meta name="robots" content="noindex/);
    }
    expect((await t.database.db.select().from(newsletterSubscribers))[0]?.status).toBe("pending");

    const pressed = await t.app.inject({
      method: "POST",
      url: path,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
    expect(pressed.statusCode).toBe(303);
    const after = await t.app.inject({ method: "GET", url: pressed.headers.location as string });
    expect(after.body).toContain("You are subscribed");
    expect(after.body).toContain("/newsletter/unsubscribe?s=");
    expect((await t.database.db.select().from(newsletterSubscribers))[0]?.status).toBe("subscribed");

    // The unsubscribe page: a GET shows the button and changes nothing.
    const leave = new URL(t.app.services.newsletter.links.unsubscribeUrl(row.id));
    const leavePage = await t.app.inject({ method: "GET", url: leave.pathname + leave.search });
    expect(leavePage.body).toContain("Unsubscribe from The Aster Monthly");
    expect((await t.database.db.select().from(newsletterSubscribers))[0]?.status).toBe("subscribed");
  });
});

describe.each(engines)("the newsletter from sign-up to one-click unsubscribe, by email, on %s", (engine) => {
  let t: TestApp;
  let sink: MailSink;
  afterEach(async () => {
    await t.close();
    await sink.close();
  });

  it("subscribe, a GET that confirms nothing, Confirm, a test send then the send, and one click to leave", async () => {
    sink = await startMailSink();
    // Pages from the production build (`npm run build` first): the link's page is what the reader opens.
    t = await createTestApp(engine, { seed: false, pages: true, env: { SMTP_URL: sink.url, RATE_LIMIT_SCALE: "0" } });
    const deliverAll = async () => {
      while ((await t.app.services.outbox.deliverDue()).sent > 0);
    };
    const token = await signIn(t.app);
    const staff = { "x-auth-token": token };
    const rowOf = async () =>
      (
        await t.database.db
          .select()
          .from(newsletterSubscribers)
          .where(eq(newsletterSubscribers.email, "flow@example.com"))
      )[0];

    // 1. The blog's box.
    const subscribed = await t.app.inject({
      method: "POST",
      url: "/api/newsletter/subscribe",
      payload: { email: "flow@example.com", page: "/blog" },
    });
    expect(subscribed.statusCode).toBe(200);
    await deliverAll();
    const confirmation = sink.messages.find((message) => message.subject?.startsWith("Confirm your subscription"));
    const link = /https?:\/\/\S+\/newsletter\/confirm\?s=[^\s"<>)]+/.exec(confirmation?.text ?? "")?.[0];
    if (!link) throw new Error("no confirmation link in the email");
    const path = new URL(link).pathname + new URL(link).search;

    // 2. A mail scanner's GET: the page, and nothing confirmed.
    expect((await t.app.inject({ method: "GET", url: path })).statusCode).toBe(200);
    expect(await rowOf()).toMatchObject({ status: "pending", confirmedAt: null });

    // 3. The reader's Confirm: subscribed, with the record of consent.
    const pressed = await t.app.inject({
      method: "POST",
      url: path,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
    expect(pressed.statusCode).toBe(303);
    expect(await rowOf()).toMatchObject({
      status: "subscribed",
      consentPage: "/blog",
      consentWording: newsletterConsentWording,
      confirmedAt: t.clock.now(),
    });

    // 4. Staff: a test to themselves first, then the post to the list.
    const post = await t.app.inject({
      method: "POST",
      url: "/api/admin/blog",
      headers: staff,
      payload: {
        title: "Rosters that survive the monsoon",
        content: "<p>Rosters need slack.</p>",
        category: "Best Practices",
        author: "Ritika Banerjee",
        tags: ["Rosters"],
      },
    });
    const postId = post.json<{ _id: string }>()._id;
    const test = await t.app.inject({
      method: "POST",
      url: `/api/admin/blog/${postId}/newsletter/test`,
      headers: staff,
      payload: { to: "editor@example.com" },
    });
    expect(test.statusCode, test.body).toBe(202);
    const sent = await t.app.inject({
      method: "POST",
      url: `/api/admin/blog/${postId}/newsletter/send`,
      headers: staff,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    // What the send's background job does (background jobs are off in API tests).
    while (await t.app.services.newsletterSends.queueNextBatch(sent.json<{ _id: string }>()._id));
    await t.clock.advance(60_000);
    await deliverAll();
    const newsletters = sink.messages.filter((message) =>
      message.subject?.includes("Rosters that survive the monsoon"),
    );
    expect(newsletters.map((message) => JSON.stringify(message.to)).sort()).toEqual([
      expect.stringContaining("editor@example.com"),
      expect.stringContaining("flow@example.com"),
    ]);
    for (const message of newsletters) {
      const fields = listUnsubscribeOf(message);
      expect(fields.url).toMatch(/\/newsletter\/unsubscribe\?s=/);
      expect(fields.mailto).toMatch(/^mailto:/);
      expect(fields.post).toBe("List-Unsubscribe=One-Click");
    }

    // 5. The mail provider's one-click POST to the reader's own link: off the list at once.
    const reader = newsletters.find((message) => JSON.stringify(message.to).includes("flow@example.com"));
    const leave = new URL(listUnsubscribeOf(reader as ParsedMail).url);
    const oneClick = await t.app.inject({
      method: "POST",
      url: leave.pathname + leave.search,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode).toBe(200);
    expect(await rowOf()).toMatchObject({ status: "unsubscribed", unsubscribedAt: t.clock.now() });
  });
});
