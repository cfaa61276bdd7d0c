import nodemailer from "nodemailer";
import type { Config } from "../../config";

/** One message as the outbox stores it and the mail server receives it. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  /** A calendar invitation, sent as text/calendar; METHOD REQUEST to invite, CANCEL to withdraw. */
  calendar?: { method: "REQUEST" | "CANCEL"; content: string };
}

export interface Mailer {
  send(email: OutgoingEmail & { messageId: string }): Promise<void>;
  close(): void;
}

/** The host part of MAIL_FROM ("Aster <no-reply@asterhrms.com>" → "asterhrms.com"), for Message-IDs. */
export function mailDomain(mailFrom: string): string {
  return /@([^>\s]+)/.exec(mailFrom)?.[1] ?? "localhost";
}

/** SMTP through nodemailer, or null when SMTP_URL is unset (mail then waits in the outbox). */
export function createMailer(config: Config): Mailer | null {
  if (!config.SMTP_URL) return null;
  const transport = nodemailer.createTransport(
    {
      url: config.SMTP_URL,
      // Short timeouts: a dead mail server fails fast, and the outbox retries later.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    },
    { from: config.MAIL_FROM },
  );
  return {
    async send({ to, subject, html, text, replyTo, calendar, messageId }) {
      await transport.sendMail({
        to,
        subject,
        html,
        text,
        messageId,
        ...(replyTo ? { replyTo } : {}),
        ...(calendar
          ? { icalEvent: { method: calendar.method, filename: "invite.ics", content: calendar.content } }
          : {}),
      });
    },
    close: () => transport.close(),
  };
}
