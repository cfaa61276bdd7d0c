import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditEntry } from "../../common/audit";
import type { ContactEnquiry } from "../../common/contact";
import type { DataRightsRequest } from "../../common/data-rights-request";
import { type MailSink, startMailSink } from "../support/mail-sink";
import { createTestApp, engines, signIn, type TestApp } from "./test-app";

const day = 24 * 60 * 60 * 1000;
const privacyInbox = "privacy-team@example.test";
const salesInbox = "sales-team@example.test";

describe.each(engines)("data-rights requests on %s", (engine) => {
  let t: TestApp;
  let sink: MailSink;
  let token: string;
  let visitor = 0;
  /** Each request from its own client address: the public forms' limit is tested elsewhere. */
  const post = (url: string, payload: object) =>
    t.app.inject({ method: "POST", url, payload, remoteAddress: `198.51.100.${(visitor++ % 200) + 1}` });
  const staff = (method: "GET" | "PATCH", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { "x-auth-token": token }, ...(payload ? { payload } : {}) });
  const listed = async (query = "") => {
    const response = await staff("GET", `/api/admin/data-rights-requests${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DataRightsRequest[]>();
  };
  const requestOf = async (email: string, query = "?status=all") =>
    (await listed(query)).find((row) => row.email === email);
  const mailTo = (address: string) =>
    sink.messages.filter((message: ParsedMail) => JSON.stringify(message.to ?? "").includes(address));
  /** Moves the clock, then signs in afresh: a session does not outlive a month's jump. */
  const travelTo = async (at: number) => {
    t.clock.set(new Date(at));
    token = await signIn(t.app);
  };
  const send = (email: string, extra: object = {}) =>
    post("/api/data-rights-requests", {
      name: "Farah Qureshi",
      email,
      requestType: "correction",
      details: "My phone number is out of date. Visit https://spam.example/offer",
      fillMs: 20_000,
      ...extra,
    });

  beforeAll(async () => {
    sink = await startMailSink();
    t = await createTestApp(engine, {
      seed: false,
      env: { SMTP_URL: sink.url, SALES_EMAIL: salesInbox, PRIVACY_EMAIL: privacyInbox },
    });
    token = await signIn(t.app);
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it("acknowledges a request to its sender with its reference, and announces it to PRIVACY_EMAIL, not sales", async () => {
    const response = await send("farah@example.com");
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ message: "Request received" });
    await t.app.services.outbox.deliverDue();

    const request = await requestOf("farah@example.com");
    expect(request?.reference).toMatch(/^DR-[0-9A-F]{8}$/);
    const reference = request?.reference ?? "";

    const [acknowledgement, ...moreAcknowledgements] = mailTo("farah@example.com");
    expect(moreAcknowledgements).toHaveLength(0);
    expect(acknowledgement?.subject).toBe(`We received your data-rights request (${reference})`);
    expect(acknowledgement?.text).toContain(reference);
    expect(acknowledgement?.text).toContain("Correct my data");
    expect(acknowledgement?.text).toContain("July 1, 2026");
    expect(JSON.stringify(acknowledgement?.replyTo)).toContain(privacyInbox);
    // Anyone can type any address: the acknowledgement repeats nothing the sender wrote.
    expect(acknowledgement?.html).not.toContain("spam.example");
    expect(acknowledgement?.text).not.toContain("Farah");

    const [notice] = mailTo(privacyInbox);
    expect(notice?.subject).toBe(`New data-rights request ${reference}: Correct my data`);
    expect(notice?.text).toContain("My phone number is out of date.");
    expect(notice?.text).toContain("July 1, 2026");
    expect(JSON.stringify(notice?.replyTo)).toContain("farah@example.com");
    expect(mailTo(salesInbox)).toHaveLength(0);
  });

  it("lists it for staff with its type, received time, deadline and status, flagged as the deadline nears and passes", async () => {
    await send("deadline@example.com", { requestType: "deletion" });
    expect(await requestOf("deadline@example.com", "")).toMatchObject({
      name: "Farah Qureshi",
      requestType: "deletion",
      receivedAt: t.clock.now().toISOString(),
      // GDPR's month from 2026-06-01 (India's date of receipt): ADR 035.
      dueOn: "2026-07-01",
      status: "open",
      closedAt: null,
      deadline: "on track",
      spamReason: null,
    });
    const start = t.clock.now().getTime();
    await travelTo(start + 23 * day);
    expect((await requestOf("deadline@example.com"))?.deadline).toBe("due soon");
    await travelTo(start + 31 * day);
    expect((await requestOf("deadline@example.com"))?.deadline).toBe("overdue");
    await travelTo(start);
  });

  it("sorts open requests soonest deadline first, and lets staff close and reopen one, audited", async () => {
    const now = t.clock.now().getTime();
    t.clock.set(new Date(now - 10 * day));
    await send("earlier@example.com");
    await travelTo(now);
    const open = await listed();
    const emails = open.map((row) => row.email);
    expect(emails.indexOf("earlier@example.com")).toBeLessThan(emails.indexOf("farah@example.com"));
    expect(open.every((row) => row.status === "open")).toBe(true);

    const request = await requestOf("earlier@example.com");
    const closed = await staff("PATCH", `/api/admin/data-rights-requests/${request?._id}`, { status: "closed" });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ status: "closed", deadline: "closed", closedAt: expect.any(String) });
    expect((await listed()).map((row) => row.email)).not.toContain("earlier@example.com");
    expect((await listed("?status=closed")).map((row) => row.email)).toEqual(["earlier@example.com"]);

    const detail = await staff("GET", `/api/admin/data-rights-requests/${request?._id}`);
    expect(detail.json()).toMatchObject({ reference: request?.reference, status: "closed" });

    const audit = await staff("GET", "/api/admin/audit?entity=data_rights_request");
    expect(audit.json<AuditEntry[]>()[0]?.summary).toBe(
      `Closed the data-rights request ${request?.reference} from Farah Qureshi`,
    );
    await staff("PATCH", `/api/admin/data-rights-requests/${request?._id}`, { status: "open" });
    expect((await listed()).map((row) => row.email)).toContain("earlier@example.com");
  });

  it("finds a request by the reference its sender quotes", async () => {
    const request = await requestOf("farah@example.com");
    const found = await listed(`?status=all&q=${request?.reference.toLowerCase()}`);
    expect(found.map((row) => row._id)).toEqual([request?._id]);
  });

  it("keeps spam aside: stored with its reason, no email to anyone", async () => {
    await t.app.services.outbox.deliverDue();
    const sent = sink.messages.length;
    const response = await send("bot@example.com", { website: "https://bot.example" });
    expect(response.statusCode).toBe(201);
    await t.app.services.outbox.deliverDue();
    expect(sink.messages).toHaveLength(sent);
    expect(await requestOf("bot@example.com")).toBeUndefined();
    expect((await listed("?status=all&spam=true")).map((row) => row.email)).toEqual(["bot@example.com"]);
  });

  it("makes a contact-form enquiry on the topic “privacy request” a data-rights request, to the privacy team", async () => {
    const response = await post("/api/contact", {
      name: "Ravi Menon",
      email: "ravi@example.com",
      company: "Menon Textiles",
      message: "Please delete everything you hold about me.",
      topic: "privacy request",
      fillMs: 20_000,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ message: "Message sent successfully! We will get back to you soon." });
    await t.app.services.outbox.deliverDue();
    const request = await requestOf("ravi@example.com");
    expect(request).toMatchObject({ requestType: "unspecified", dueOn: "2026-07-01", status: "open" });
    expect(request?.details).toBe("Please delete everything you hold about me.\n\nCompany: Menon Textiles");
    const enquiries = (await staff("GET", "/api/admin/enquiries?topic=privacy%20request")).json<ContactEnquiry[]>();
    expect(enquiries).toHaveLength(0);
    expect(mailTo("ravi@example.com")[0]?.subject).toBe(`We received your data-rights request (${request?.reference})`);
    expect(mailTo(privacyInbox).some((message) => message.subject?.includes(request?.reference ?? "?"))).toBe(true);
    expect(mailTo(salesInbox)).toHaveLength(0);
  });

  it("refuses a request without a name, a valid email or a type, with the form's messages", async () => {
    const response = await post("/api/data-rights-requests", { name: "", email: "nope", requestType: "sell-it" });
    expect(response.statusCode).toBe(400);
    const body = JSON.stringify(response.json());
    expect(body).toContain("Full name is required");
    expect(body).toContain("Please enter a valid email");
    expect(body).toContain("Choose what you would like us to do");
  });

  it("answers staff calls only with a session, 404 for an unknown request and 400 for a bad id or status", async () => {
    const anonymous = await t.app.inject({ method: "GET", url: "/api/admin/data-rights-requests" });
    expect(anonymous.statusCode).toBe(401);
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await staff("GET", `/api/admin/data-rights-requests/${missing}`)).statusCode).toBe(404);
    expect((await staff("PATCH", `/api/admin/data-rights-requests/${missing}`, { status: "closed" })).statusCode).toBe(
      404,
    );
    expect((await staff("GET", "/api/admin/data-rights-requests/nope")).statusCode).toBe(400);
    const request = await requestOf("farah@example.com");
    const bad = await staff("PATCH", `/api/admin/data-rights-requests/${request?._id}`, { status: "done" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeDefined();
  });
});
