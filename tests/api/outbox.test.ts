import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import type { AuditEntry } from "../../common/audit";
import type { OutboxMessage, OutboxMessageDetail } from "../../common/outbox";
import { outbox } from "../../server/db/schema";
import { maxAttempts, secretHidden } from "../../server/modules/mail/outbox";
import { type MailSink, startMailSink } from "../support/mail-sink";
import { createTestApp, engines, signIn, type TestApp, testAdmin } from "./test-app";

describe.each(engines)("the outbox in the back office on %s", (engine) => {
  let t: TestApp;
  let sink: MailSink;
  let token: string;
  afterEach(async () => {
    await t.close();
    await sink.close();
  });

  const as = () => ({ "x-auth-token": token });
  const get = (url: string) => t.app.inject({ method: "GET", url, headers: as() });
  const start = async () => {
    sink = await startMailSink();
    t = await createTestApp(engine, { seed: false, env: { SMTP_URL: sink.url, RATE_LIMIT_SCALE: "0" } });
    token = await signIn(t.app);
  };
  const sendCodeTo = (email: string) =>
    t.app.inject({ method: "POST", url: "/api/schedule-demo/send-verification-code", payload: { email } });

  it("fails a message at once when the mail server refuses it for good (5xx), keeping the error", async () => {
    await start();
    await sendCodeTo("bounce-once@example.com");
    await sendCodeTo("fine@example.com");
    await t.app.services.outbox.deliverDue();

    const failed = await get("/api/admin/outbox?status=failed");
    expect(failed.headers["x-total-count"]).toBe("1");
    const [message] = failed.json<OutboxMessage[]>();
    expect(message).toMatchObject({ to: "bounce-once@example.com", status: "failed", attempts: 1, sentAt: null });
    expect(message?.attempts).toBeLessThan(maxAttempts);
    expect(message?.lastError).toMatch(/550/);
    const sent = (await get("/api/admin/outbox?status=sent")).json<OutboxMessage[]>();
    expect(sent.map((row) => row.to)).toEqual(["fine@example.com"]);
    expect(sent[0]?.sentAt).toEqual(expect.any(String));
  });

  it("a worker told to stop mid-round sends nothing more and gives back what it had claimed, at once", async () => {
    await start();
    for (const name of ["one", "two", "three"]) await sendCodeTo(`${name}@example.com`);
    let sends = 0;
    const round = await t.app.services.outbox.deliverDue({ stopping: () => sends++ >= 1 });
    expect(round).toEqual({ sent: 1, failed: 0 });
    const rows = await t.database.db.select().from(outbox);
    const given = rows.filter((row) => row.status === "queued");
    expect(given).toHaveLength(2);
    for (const row of given) expect(row).toMatchObject({ attempts: 0, lockedUntil: null });
    // Not after the two-minute lease: the next round (another instance, or this one restarted) sends them.
    expect(await t.app.services.outbox.deliverDue()).toEqual({ sent: 2, failed: 0 });
    expect(sink.messages).toHaveLength(3);
  });

  it("shows one message with its text, and Retry queues a failed one again (audited) until it is sent", async () => {
    await start();
    await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { name: "Ravi", email: "ravi@example.com", message: "Please call me about payroll." },
    });
    await sendCodeTo("bounce-once@example.com");
    await t.app.services.outbox.deliverDue();
    const listed = (await get("/api/admin/outbox")).json<OutboxMessage[]>();
    const failed = listed.find((message) => message.status === "failed");
    const notice = listed.find((message) => message.status === "sent");
    if (!failed || !notice) throw new Error("expected a failed code and a sent staff notice in the outbox");

    // A staff notice reads in full; a verification code is never shown, nor is it in the subject.
    expect((await get(`/api/admin/outbox/${notice._id}`)).json<OutboxMessageDetail>().text).toContain(
      "Please call me about payroll.",
    );
    const detail = (await get(`/api/admin/outbox/${failed._id}`)).json<OutboxMessageDetail>();
    expect(detail.text).toBe(secretHidden);
    expect(`${detail.subject} ${detail.text}`).not.toMatch(/\d{6}/);
    expect((await get("/api/admin/outbox/00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);

    const retry = (id: string, headers: Record<string, string> = as()) =>
      t.app.inject({ method: "POST", url: `/api/admin/outbox/${id}/retry`, headers });
    expect((await retry(failed._id, {})).statusCode).toBe(401);
    const retried = await retry(failed._id);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ status: "queued", attempts: 0, lastError: failed.lastError });

    const [audit] = (await get("/api/admin/audit?action=retry")).json<AuditEntry[]>();
    expect(audit).toMatchObject({ actor: testAdmin.username, entity: "email", entityId: failed._id });

    await t.app.services.outbox.deliverDue();
    const after = (await get(`/api/admin/outbox/${failed._id}`)).json<OutboxMessageDetail>();
    expect(after).toMatchObject({ status: "sent", attempts: 1 });
    expect(sink.messages.map((message) => message.subject)).toEqual([notice.subject, failed.subject]);
    // Once sent, the code is gone from the outbox: it lives on only as the HMAC it is checked against.
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.id, failed._id));
    expect(`${row?.subject} ${row?.html} ${row?.text}`).not.toMatch(/\d{6}/);
    expect(sink.messages.at(-1)?.text).toMatch(/^\s*\d{6}\s*$/m);

    // A sent message is not sent twice.
    const again = await retry(failed._id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: "Only a failed or waiting message can be sent again" });
  });
});
