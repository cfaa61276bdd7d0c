import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AssistantAnswer, AssistantQuestion } from "../../common/assistant";
import { answerTurnText } from "../../common/assistant-rules";
import type { ContactEnquiry } from "../../common/contact";
import { rowsOf } from "../../server/db/rows-of";
import { plans } from "../../server/db/schema";
import { maxTerms } from "../../server/modules/assistant/query";
import { createTestApp, engines, signIn, type TestApp } from "./test-app";

describe.each(engines)("the assistant's API on %s", (engine) => {
  let t: TestApp;
  let token: string;
  let visitor = 0;
  /** Each call from its own address: the limits have their own test below. */
  const post = (url: string, payload: unknown, remoteAddress = `203.0.113.${(visitor++ % 200) + 1}`) =>
    t.app.inject({ method: "POST", url, payload: payload as object, remoteAddress });
  const ask = async (question: string, page?: string) => {
    const response = await post("/api/assistant/ask", { question, ...(page ? { page } : {}) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AssistantAnswer>();
  };
  const staff = (url: string) => t.app.inject({ method: "GET", url, headers: { "x-auth-token": token } });
  const questions = async (query = "") => {
    const response = await staff(`/api/admin/assistant-questions${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return { rows: response.json<AssistantQuestion[]>(), total: Number(response.headers["x-total-count"]) };
  };
  const send = async (method: "POST" | "PUT" | "DELETE", url: string, payload?: object) => {
    const response = await t.app.inject({
      method,
      url,
      headers: { "x-auth-token": token },
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.body ? response.json() : null;
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    token = await signIn(t.app);
  });
  afterAll(() => t.close());

  describe("POST /api/assistant/ask", () => {
    it("answers from the site's own text, with up to three sources, best first, and plain-text snippets", async () => {
      const answer = await ask("Does Aster calculate PF, ESI and TDS in payroll?");
      expect(answer.answered).toBe(true);
      expect(answer.sources.length).toBeGreaterThan(0);
      expect(answer.sources.length).toBeLessThanOrEqual(3);
      expect(answer.sources[0]?.url).toMatch(/^\/features\/(payroll-finance|security-compliance)#/);
      for (const source of answer.sources) {
        expect(source.title).not.toBe("");
        expect(source.url).toMatch(/^\//);
        expect(source.snippet).not.toBe("");
        expect(source.snippet).not.toMatch(/[<>\uE000\uE001]/);
      }
      // Built from the passage, not written: the answer's words are the page's words.
      expect(answer.answer).toMatch(/PF|ESI|TDS/);
    });

    it("sends prices to /pricing, booking to /schedule-demo, jobs to /careers and offices to /contact first", async () => {
      expect((await ask("how much does it cost for 50 people"))?.sources[0]?.url).toMatch(/^\/pricing/);
      expect((await ask("I'd like to book a demo next week"))?.sources[0]?.url).toBe("/schedule-demo");
      expect((await ask("r u hiring engineers"))?.sources[0]?.url).toMatch(/^\/careers/);
      expect((await ask("what are your office hours"))?.sources[0]?.url).toMatch(/^\/contact/);
    });

    it("answers a question about cost with every plan's price", async () => {
      const plans = await t.app.services.plans.list();
      expect(plans.length).toBeGreaterThan(0);
      const answer = await ask("how much dose it cost");
      expect(answer.sources[0]?.url).toBe("/pricing");
      for (const plan of plans) expect(answer.answer).toContain(`${plan.name} costs ${plan.price}`);
    });

    it("corrects misspelled words to the nearest word the site uses", async () => {
      const answer = await ask("reimbursment of expences");
      expect(answer.answered).toBe(true);
      expect(answer.sources[0]?.url).toBe("/features/payroll-finance#expense-management");
    });

    it("understands visitors' words: misspellings of the product's own, and synonyms the pages do not use", async () => {
      expect((await ask("can i download my paysilp")).sources[0]?.url).toMatch(
        /^\/features\/(mobile-field#employee-mobile-app|payroll-finance#advanced-payroll)$/,
      );
      expect((await ask("geo fence so staff can clock in only at the site")).sources[0]?.url).toBe(
        "/features/attendance-time#attendance-in-8-ways",
      );
      expect((await ask("how many vacation days can carry forward")).sources[0]?.url).toBe(
        "/features/hr-operations#leave-management",
      );
      expect((await ask("sso with okta")).sources[0]?.url).toBe("/features/integration-api#technical-features");
    });

    it("answers what is not a feature: where data lives, partners, support hours, releases, certifications", async () => {
      const first = async (question: string) => (await ask(question)).sources[0]?.url;
      // Both were once answered with an unrelated passage (face data; the sub-processors list).
      expect(await first("Is my data stored in India?")).toBe("/security#hosting-and-sub-processors");
      expect(await first("Who do I talk to about a partnership?")).toBe("/contact");
      expect(await first("is support available at night")).toBe("/help");
      expect(await first("what changed in the latest version")).toBe("/changelog");
      expect(await first("are you iso 27001 certified")).toBe("/security#reviews-and-assurance");
      expect(await first("how do i reach your sales team")).toBe("/contact");
      expect(await first("what is aster hrms")).toBe("/");
    });

    it("says so when it answers from a weak match, offers a person, and lists it for staff with the page it gave", async () => {
      const answer = await ask("leave policy for the antarctic research team");
      expect(answer).toMatchObject({ answered: true, weak: true });
      expect(answer.answer).toMatch(/^I am not sure this answers your question\./);
      const { rows } = await questions("?kind=weak&q=antarctic");
      expect(rows).toEqual([
        expect.objectContaining({
          question: "leave policy for the antarctic research team",
          kind: "weak",
          answeredWith: answer.sources[0]?.url,
        }),
      ]);
      // A strong answer is not listed.
      const strong = await ask("leave encashment rules");
      expect(strong).toMatchObject({ answered: true, weak: false });
      expect((await questions("?kind=weak&q=encashment")).total).toBe(0);
    });

    it("refuses plainly, with the two hand-offs, when nothing matches well enough", async () => {
      const answer = await ask("what is the boiling point of mercury");
      expect(answer).toEqual({
        answered: false,
        weak: false,
        answer: expect.stringMatching(/could not find an answer/),
        sources: [expect.objectContaining({ url: "/schedule-demo" }), expect.objectContaining({ url: "/contact" })],
        id: expect.stringMatching(/^[\w-]{22}\.[\w-]{22}$/),
      });
    });

    it("checks the question: required, at most 500 characters, and the page at most 200", async () => {
      for (const [payload, message] of [
        [{}, "Type a question"],
        [{ question: "   " }, "Type a question"],
        [{ question: 42 }, "Type a question"],
        [{ question: "x".repeat(501) }, "Questions can be at most 500 characters"],
        [{ question: "ok", page: `/${"p".repeat(200)}` }, "Page must be at most 200 characters"],
      ] as const) {
        const response = await post("/api/assistant/ask", payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(JSON.stringify(response.json())).toContain(message);
      }
      expect((await post("/api/assistant/ask", { question: ` ${"y".repeat(500)} ` })).statusCode).toBe(200);
    });

    it("answers 200 whatever is typed: repeats, operators, quotes, symbols, other scripts, object property names", async () => {
      const hostile = [
        "payroll ".repeat(62),
        Array.from({ length: 120 }, (_, index) => `w${index}`).join(" OR "),
        "a | b & !c <-> d :* 'e' \"f\" (g) \\ ; -- /* */ %_ ".repeat(8),
        "!!!???***&&&|||:::<<<>>>".repeat(20),
        `${"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa ".repeat(7)}`,
        "ছুটির আবেদন কীভাবে করব 請假 отпуск إجازة",
        "xqzvj bnmlk pqrst wvuty lkjhg fdsaq zxcvb mnbvc poiuy trewq",
        "\u0001\u200b\ud83d\ude00 payroll",
        "constructor",
        "__proto__ hasOwnProperty valueOf",
      ];
      for (const question of hostile) {
        const response = await post("/api/assistant/ask", { question: question.slice(0, 500) });
        expect(response.statusCode, `${question.slice(0, 40)}: ${response.body}`).toBe(200);
      }
      // Time is not asserted here: tests/api/hostile-input.test.ts holds every route's event-loop
      // delay under 50 ms, and npm run bench:assistant prints the latency. What is bounded is the work:
      // however long the question, at most maxTerms terms reach the search.
      const { questionWords, queryTerms } = await import("../../server/modules/assistant/query");
      expect(queryTerms(questionWords(hostile[1] ?? "")).length).toBeLessThanOrEqual(maxTerms);
    });
  });

  describe("the question log staff see", () => {
    it("lists an unanswered question, masked, counted when asked again, newest first", async () => {
      await ask("I am on +91 98300 12345 or ravi.k@example.com: do you sell submarines?");
      await ask("i am on +91 98300 12345 or ravi.k@example.com do you sell submarines");
      const { rows, total } = await questions("?kind=unanswered&q=submarines");
      expect(total).toBe(1);
      expect(rows[0]).toEqual({
        question: "i am on [phone] or [email] do you sell submarines",
        kind: "unanswered",
        answeredWith: null,
        count: 2,
        lastAskedAt: expect.any(String),
        firstAskedAt: expect.any(String),
      });
      expect(JSON.stringify(await questions())).not.toMatch(/98300|ravi\.k|example\.com/);
    });

    it("masks contact details however they are written: fullwidth, other scripts' digits, odd separators, spelled out", async () => {
      const written = [
        "john＠example.com",
        "९८३००१२३४५",
        "９８３００１２３４５",
        "98300/12345",
        "98300_12345",
        "john at gmail dot com",
      ];
      for (const contact of written) await ask(`reach me on ${contact} do you sell hovercraft`);
      // Weak or unanswered, as the search decides: what matters is what the log keeps.
      const { rows } = await questions("?q=hovercraft");
      expect([...new Set(rows.map((row) => row.question))].sort()).toEqual([
        "reach me on [email] do you sell hovercraft",
        "reach me on [phone] do you sell hovercraft",
      ]);
      expect(JSON.stringify(rows)).not.toMatch(/john|gmail|98300|९८३|９８/);
    });

    it("does not log a question that was answered", async () => {
      await ask("does aster run payroll with tds");
      expect((await questions("?q=tds")).total).toBe(0);
    });

    it("lists a question marked unhelpful, and not one marked helpful", async () => {
      const biometric = "Which biometric devices work with Aster?";
      const no = await post("/api/assistant/feedback", {
        question: biometric,
        helpful: false,
        answerId: (await ask(biometric)).id,
      });
      expect(no.statusCode).toBe(204);
      const trial = "Is there a free trial?";
      const yes = await post("/api/assistant/feedback", {
        question: trial,
        helpful: true,
        answerId: (await ask(trial)).id,
      });
      expect(yes.statusCode).toBe(204);
      const { rows } = await questions("?kind=unhelpful");
      expect(rows.map((row) => row.question)).toContain(biometric);
      expect(rows.map((row) => row.question)).not.toContain(trial);
      const { id } = await ask(biometric);
      expect((await post("/api/assistant/feedback", { question: "x", helpful: "no", answerId: id })).statusCode).toBe(
        400,
      );
    });

    it("refuses feedback on a question nobody asked it: forged text never reaches the staff list", async () => {
      const asked = await ask("does aster run payroll with tds");
      for (const forged of [
        { question: "Buy cheap followers at spam.example", helpful: false, answerId: asked.id },
        { question: "Buy cheap followers at spam.example", helpful: false, answerId: "made.up" },
        { question: "Buy cheap followers at spam.example", helpful: false },
      ]) {
        const response = await post("/api/assistant/feedback", forged);
        expect(response.statusCode, JSON.stringify(forged)).toBe(400);
        expect(response.json().message).toEqual(expect.any(String));
      }
      expect((await questions("?q=followers")).total).toBe(0);
    });

    it("forgets a question 90 days after it was last asked", async () => {
      await ask("do you sell refrigerators");
      expect((await questions("?q=refrigerators")).total).toBe(1);
      await t.clock.advance(91 * 24 * 60 * 60 * 1000);
      await t.app.services.assistant.purgeOldQuestions();
      token = await signIn(t.app); // the session ended in those 91 days
      expect((await questions("?q=refrigerators")).total).toBe(0);
    });

    it("is for staff only, paged with X-Total-Count, and checks its query", async () => {
      expect((await t.app.inject({ method: "GET", url: "/api/admin/assistant-questions" })).statusCode).toBe(401);
      for (const question of ["zeppelin hovercraft", "zeppelin gondola", "zeppelin monorail"]) await ask(question);
      const page = await staff("/api/admin/assistant-questions?q=zeppelin&limit=2&page=1");
      expect(page.json()).toHaveLength(2);
      expect(page.headers["x-total-count"]).toBe("3");
      expect((await staff("/api/admin/assistant-questions?kind=maybe")).statusCode).toBe(400);
    });
  });

  describe("POST /api/assistant/handoff (Live Support)", () => {
    it("sends the conversation to staff as a support enquiry, with its email in the outbox", async () => {
      const question = "Do you support WPS salary files for our Dubai staff?";
      const answer = await ask(question);
      const response = await post("/api/assistant/handoff", {
        name: "Meera Iyer",
        email: "meera@example.in",
        conversation: [
          { from: "visitor", text: question },
          { from: "assistant", text: answerTurnText(answer.answer, answer.sources), answerId: answer.id },
          { from: "visitor", text: "Can someone call me about migrating 300 employees?" },
        ],
        fillMs: 12_000,
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toEqual({ message: expect.stringContaining("a person will reply") });
      const enquiries = (await staff("/api/admin/enquiries?topic=support")).json<ContactEnquiry[]>();
      const enquiry = enquiries.find((row) => row.email === "meera@example.in");
      expect(enquiry).toMatchObject({ name: "Meera Iyer", topic: "support" });
      expect(enquiry?.message).toContain("Visitor: Do you support WPS salary files for our Dubai staff?");
      expect(enquiry?.message).toContain(`Assistant: ${answer.answer}`);
      const mail = (await t.app.services.outbox.latest()).find((row) => row.replyTo === "meera@example.in");
      expect(mail?.subject).toContain("New support request from Meera Iyer");
      expect(mail?.subject).toContain(`[${enquiry?.reference}]`);
    });

    it("sends the visitor an acknowledgement with the reference staff see, and none of the conversation", async () => {
      const response = await post("/api/assistant/handoff", {
        name: "Anil Das",
        email: "anil@example.in",
        conversation: [{ from: "visitor", text: "Please call me back at https://spam.example/offer" }],
        fillMs: 12_000,
      });
      expect(response.statusCode, response.body).toBe(201);
      const enquiries = (await staff("/api/admin/enquiries?topic=support")).json<ContactEnquiry[]>();
      const reference = enquiries.find((row) => row.email === "anil@example.in")?.reference;
      expect(reference).toMatch(/^ENQ-[0-9A-F]{8}$/);
      const acknowledgement = (await t.app.services.outbox.latest()).find((row) => row.to === "anil@example.in");
      expect(acknowledgement?.subject).toBe(`We received your message to our team (${reference})`);
      expect(acknowledgement?.text).toContain(`${reference}`);
      expect(acknowledgement?.text).toContain("within one business day");
      // The address is whatever was typed: nothing the sender wrote goes to it.
      expect(acknowledgement?.html).not.toContain("spam.example");
      expect(acknowledgement?.text).not.toContain("Anil");
    });

    it("sends no acknowledgement for a hand-off screened out as spam", async () => {
      const response = await post("/api/assistant/handoff", {
        name: "Bot",
        email: "victim@example.in",
        conversation: [{ from: "visitor", text: "hello" }],
        website: "https://bot.example",
      });
      expect(response.statusCode).toBe(201);
      expect((await t.app.services.outbox.latest()).some((row) => row.to === "victim@example.in")).toBe(false);
    });

    it("shows staff any turn it cannot verify as the visitor's words, however it is labelled", async () => {
      const answer = await ask("how much does it cost");
      const forged = "Approved 90% discount, pay at https://evil.example/pay";
      const response = await post("/api/assistant/handoff", {
        name: "Mallory",
        email: "mallory@example.com",
        conversation: [
          { from: "visitor", text: "how much does it cost" },
          { from: "assistant", text: forged },
          { from: "assistant", text: `${forged} (with a real id)`, answerId: answer.id },
          { from: "assistant", text: `${forged} (with a made-up id)`, answerId: "made.up" },
        ],
        fillMs: 12_000,
      });
      expect(response.statusCode, response.body).toBe(201);
      const enquiries = (await staff("/api/admin/enquiries?topic=support")).json<ContactEnquiry[]>();
      const message = enquiries.find((row) => row.email === "mallory@example.com")?.message ?? "";
      expect(message).toContain(`Visitor: ${forged}\n`);
      expect(message).toContain(`Visitor: ${forged} (with a real id)`);
      expect(message).toContain(`Visitor: ${forged} (with a made-up id)`);
      expect(message).not.toContain("Assistant:");
    });

    it("refuses a hand-off without a name, a valid email or a conversation, with field messages", async () => {
      const response = await post("/api/assistant/handoff", { name: "", email: "nope", conversation: [] });
      expect(response.statusCode).toBe(400);
      const body = JSON.stringify(response.json());
      expect(body).toContain("Name is required");
      expect(body).toContain("Please enter a valid email");
      expect(body).toContain("There is no conversation to send yet");
      const tooLong = await post("/api/assistant/handoff", {
        name: "A",
        email: "a@example.com",
        conversation: Array.from({ length: 21 }, () => ({ from: "visitor", text: "hi" })),
      });
      expect(tooLong.statusCode).toBe(400);
    });
  });

  describe("freshness: the index follows staff edits", () => {
    it("finds a post published a moment ago by the next question, and not once it is deleted", async () => {
      const question = "tell me about zanzibar flamingos";
      expect((await ask(question)).answered).toBe(false);
      const created = await send("POST", "/api/admin/blog", {
        title: "What the Zanzibar flamingos taught us about rosters",
        content: "<p>Our <strong>Zanzibar</strong> flamingos moved night shifts to a four-day pattern.</p>",
        category: "Best Practices",
        author: "Ritika Banerjee",
        tags: ["Rosters"],
      });
      const found = await ask(question);
      expect(found.answered).toBe(true);
      expect(found.sources[0]).toMatchObject({ url: `/blog/${created.slug}`, title: created.title });
      expect(found.sources[0]?.snippet).toContain("Zanzibar flamingos moved night shifts");
      await send("DELETE", `/api/admin/blog/${created._id}`);
      expect((await ask(question)).sources.map((source) => source.url)).not.toContain(`/blog/${created.slug}`);
    });

    it("keeps a scheduled post out until its publish time, with no edit in between", async () => {
      const publishAt = new Date(t.clock.now().getTime() + 60 * 60 * 1000).toISOString();
      const created = await send("POST", "/api/admin/blog", {
        title: "Quokka-friendly attendance policies",
        content: "<p>How the quokka office handles attendance.</p>",
        category: "Best Practices",
        author: "Ritika Banerjee",
        tags: [],
        publishAt,
      });
      expect((await ask("quokka attendance policies")).sources.map((source) => source.url)).not.toContain(
        `/blog/${created.slug}`,
      );
      await t.clock.advance(61 * 60 * 1000);
      expect((await ask("quokka attendance policies")).sources[0]?.url).toBe(`/blog/${created.slug}`);
    });

    it("finds a new job opening and a changed plan", async () => {
      await send("POST", "/api/admin/job-openings", {
        title: "Platypus Payroll Specialist",
        description: "Own payroll runs for our customers in Bhubaneswar.",
        location: "Bhubaneswar",
        status: "open",
      });
      const answer = await ask("platypus payroll specialist job");
      expect(answer.sources[0]?.url).toBe("/careers#openings");
    });

    it("keeps the misspelling list to the words the passages use, through saves, edits and deletes", async () => {
      // What the list must hold: every listed word of every stored passage, computed from scratch.
      const wordsFromScratch = async () =>
        (
          await rowsOf<{ word: string }>(
            t.database.db,
            sql`select word from ts_stat($$select to_tsvector('simple', title || ' ' || keywords || ' ' || body) from assistant_documents$$)
                where length(word) between 2 and 30 and word ~ '^[[:alpha:]][[:alnum:]]*$' order by word`,
          )
        ).map((row) => row.word);
      const listed = async () =>
        (await rowsOf<{ word: string }>(t.database.db, sql`select word from assistant_words order by word`)).map(
          (row) => row.word,
        );
      const settled = () => t.app.services.assistant.indexSettled();

      const post = await send("POST", "/api/admin/blog", {
        title: "Axolotl rotas",
        content: "<p>Our axolotl team swaps quetzalcoatl shifts on Fridays.</p>",
        category: "Best Practices",
        author: "Ritika Banerjee",
        tags: ["Rosters"],
      });
      await settled();
      expect(await listed()).toContain("quetzalcoatl");
      expect(await listed()).toEqual(await wordsFromScratch());

      await send("PUT", `/api/admin/blog/${post._id}`, { ...post, content: "<p>Our axolotl team swaps shifts.</p>" });
      await settled();
      const afterEdit = await listed();
      expect(afterEdit).not.toContain("quetzalcoatl");
      expect(afterEdit).toContain("axolotl");
      expect(afterEdit).toEqual(await wordsFromScratch());

      // Back to a draft: its passage and its words leave; published again, they return.
      await send("PUT", `/api/admin/blog/${post._id}`, { ...post, status: "draft" });
      await settled();
      expect(await listed()).not.toContain("axolotl");
      expect(await listed()).toEqual(await wordsFromScratch());
      await send("PUT", `/api/admin/blog/${post._id}`, { ...post, status: "published" });
      await settled();
      expect(await listed()).toContain("axolotl");

      await send("DELETE", `/api/admin/blog/${post._id}`);
      await settled();
      expect(await listed()).not.toContain("axolotl");
      expect(await listed()).toEqual(await wordsFromScratch());
    });

    it("a restart with nothing changed keeps the stored index; one after a change made meanwhile rebuilds it", async () => {
      const { index } = t.app.services.assistant;
      const current = await index.rebuildAll();
      expect(current.changed).toBe(false);
      // A change the listener never saw (made while this instance was down, say).
      await t.database.db.update(plans).set({ name: "Wombat" }).where(eq(plans.name, "Gold"));
      expect((await index.rebuildAll()).changed).toBe(true);
      expect((await ask("wombat plan price")).sources.map((source) => source.title)).toContain("Wombat plan");
      await t.database.db.update(plans).set({ name: "Gold" }).where(eq(plans.name, "Wombat"));
      expect(await index.rebuildAll()).toEqual({ documents: current.documents, changed: true });
    });
  });

  it("limits questions per client address with the assistant's own policy", async () => {
    const address = "198.51.100.77";
    let last = 0;
    for (let index = 0; index < 61; index++) {
      last = (await post("/api/assistant/ask", { question: "" }, address)).statusCode;
    }
    expect(last).toBe(429);
  });
});

/**
 * ADR 030: a save answers as soon as it has committed, and its source is rebuilt after it. Held
 * apart here by taking the rebuild's own advisory lock from another connection (PostgreSQL: on
 * PGlite there is one session, and so no other connection to hold it from).
 */
describe.runIf(engines.includes("postgres"))("the index is rebuilt after the save answers, on postgres", () => {
  let first: TestApp;
  let second: TestApp;
  let token: string;
  beforeAll(async () => {
    first = await createTestApp("postgres", { env: { RATE_LIMIT_SCALE: "0" } });
    second = await createTestApp("postgres", { env: { RATE_LIMIT_SCALE: "0" }, databaseUrl: first.databaseUrl });
    // Ready before the test holds the rebuild's lock: each builds (or checks) the index at start.
    await Promise.all([first.app.ready(), second.app.ready()]);
    token = await signIn(first.app);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });
  const ask = async (t: TestApp, question: string) => {
    const response = await t.app.inject({ method: "POST", url: "/api/assistant/ask", payload: { question } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AssistantAnswer>().sources.map((source) => source.url);
  };

  it("answers the save while the rebuild waits; the saver's instance waits for it, another sees it once it commits", async () => {
    const lock = new pg.Client({ connectionString: first.databaseUrl });
    await lock.connect();
    try {
      await lock.query("begin");
      await lock.query("select pg_advisory_xact_lock(hashtext('aster-hrms:assistant-index'))");
      const saved = await first.app.inject({
        method: "POST",
        url: "/api/admin/blog",
        headers: { "x-auth-token": token },
        payload: {
          title: "Narwhal night shifts explained",
          content: "<p>How the narwhal team rosters night shifts.</p>",
          category: "Best Practices",
          author: "Ritika Banerjee",
        },
      });
      // Answered with the rebuild still waiting for the lock: the save did not wait for it.
      expect(saved.statusCode, saved.body).toBe(201);
      const { slug } = saved.json<{ slug: string }>();
      // The other instance has no rebuild of its own to wait for: it answers from the stored index.
      expect(await ask(second, "narwhal night shifts")).not.toContain(`/blog/${slug}`);
      // The saver's instance waits for its rebuild before it answers.
      let answered = false;
      const onFirst = ask(first, "narwhal night shifts").then((urls) => {
        answered = true;
        return urls;
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(answered).toBe(false);
      await lock.query("commit");
      expect(await onFirst).toContain(`/blog/${slug}`);
      // The rebuild has committed: every instance's next question finds the post.
      await first.app.services.assistant.indexSettled();
      expect(await ask(second, "narwhal night shifts")).toContain(`/blog/${slug}`);
    } finally {
      await lock.end();
    }
  });
});
