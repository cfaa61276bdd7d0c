import type { FastifyInstance } from "fastify";
import type { ParsedMail } from "mailparser";
import { expect } from "vitest";

/**
 * A visitor of the demo booking, played through the API: each call from its own client address
 * (so per-address limits stay out of the way), reading codes and links from the queued email.
 */
export function demoVisitor(app: () => FastifyInstance) {
  let address = 0;
  const post = (url: string, payload: object, remoteAddress = `198.51.100.${(address++ % 250) + 1}`) =>
    app().inject({ method: "POST", url, payload, remoteAddress });

  /** The code from the queued email: the test plays the visitor reading their inbox. */
  async function latestCode(email: string): Promise<string> {
    const rows = await app().services.outbox.latest({ limit: 500 });
    const message = rows.find((row) => row.to === email && row.subject.includes("verification code"));
    const code = message?.text.match(/^\s*(\d{6})\s*$/m)?.[1];
    if (!code) throw new Error(`no code was sent to ${email}`);
    return code;
  }

  async function verifyEmail(email: string) {
    expect((await post("/api/schedule-demo/send-verification-code", { email })).statusCode).toBe(200);
    const verified = await post("/api/schedule-demo/verify-code", { email, code: await latestCode(email) });
    expect(verified.json()).toEqual({ message: "Email verified successfully!" });
  }

  /** Verifies the address, books, and answers the booking's id and the signature of its "Manage your booking" link. */
  async function book(fields: { email: string; date: string; time: string; timeZone?: string; name?: string }) {
    await verifyEmail(fields.email);
    const booked = await post("/api/schedule-demo", {
      name: "Anita Ghosh",
      company: "Hooghly Textiles",
      phone: "+91 98300 12345",
      timeZone: "Asia/Kolkata",
      fillMs: 45_000,
      ...fields,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const rows = await app().services.outbox.latest({ limit: 500 });
    const confirmation = rows.find((row) => row.to === fields.email && row.subject.startsWith("Your Aster HRMS demo"));
    return { id: booked.json<{ _id: string }>()._id, ...manageLinkIn(confirmation?.text ?? "") };
  }

  return { post, latestCode, verifyEmail, book };
}

/** The "Manage your booking" link in an email's text: the booking id and the signature. */
export function manageLinkIn(text: string) {
  const link = new URL(text.match(/https?:\/\/\S+\/schedule-demo\/manage\/\S+/)?.[0] ?? "http://missing/");
  return { url: link, signature: link.searchParams.get("signature") ?? "" };
}

/** The calendar part of a received message, with RFC 5545's folded lines joined again. */
export function calendarOf(message: ParsedMail): string {
  const part = message.attachments.find((attachment) => attachment.contentType.startsWith("text/calendar"));
  return (part?.content.toString() ?? "").replace(/\r\n[ \t]/g, "");
}
