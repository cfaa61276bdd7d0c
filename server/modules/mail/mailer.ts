import nodemailer from "nodemailer";
import type { Config } from "../../config";

/** One message as the outbox stores it and the mail server receives it. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  /** It carries a secret (a verification code): never shown to staff, blanked once sent (server/modules/mail/delivery.ts). */
  holdsSecret?: boolean;
  /** A calendar invitation, sent as text/calendar; METHOD REQUEST to invite, CANCEL to withdraw. */
  calendar?: { method: "REQUEST" | "CANCEL"; content: string };
  /** Extra header fields (List-Unsubscribe and List-Unsubscribe-Post on a newsletter). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(email: OutgoingEmail & { messageId: string }): Promise<void>;
  close(): void;
}

/** The host part of MAIL_FROM ("Aster <no-reply@asterhrms.com>" → "asterhrms.com"), for Message-IDs. */
export function mailDomain(mailFrom: string): string {
  return /@([^>\s]+)/.exec(mailFrom)?.[1] ?? "localhost";
}

/** nodemailer's DKIM options, when the three settings are there (loadConfig refuses one or two alone). */
export function dkimOf(
  config: Pick<Config, "MAIL_DKIM_DOMAIN" | "MAIL_DKIM_SELECTOR" | "MAIL_DKIM_PRIVATE_KEY">,
): { domainName: string; keySelector: string; privateKey: string } | undefined {
  const { MAIL_DKIM_DOMAIN: domainName, MAIL_DKIM_SELECTOR: keySelector, MAIL_DKIM_PRIVATE_KEY: privateKey } = config;
  return domainName && keySelector && privateKey ? { domainName, keySelector, privateKey } : undefined;
}

/** SMTP through nodemailer, or null when SMTP_URL is unset (mail then waits in the outbox). */
export function createMailer(config: Config): Mailer | null {
  if (!config.SMTP_URL) return null;
  const transport = nodemailer.createTransport(
    {
      url: config.SMTP_URL,
      // One connection kept open and reused: a new one per message paid the connect, greeting and
      // EHLO (and the mail server's own checks of a new client) every time, 107 ms a message to
      // the tests' in-process server against 4 ms reused, which capped a newsletter at ~560 a
      // minute. One, not several: the outbox sends one message at a time, so a kill repeats at
      // most the one in flight (ADR 025). A connection the mail server closed is reopened by the
      // pool at the next message.
      pool: true,
      maxConnections: 1,
      // Short timeouts: a dead mail server fails fast, and the outbox retries later.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
      // Gmail's and Yahoo's bulk-sender rules ask for DKIM: with a key configured every message is
      // signed for MAIL_DKIM_DOMAIN (the DNS records are in docs/operations.md).
      ...(dkimOf(config) ? { dkim: dkimOf(config) } : {}),
    },
    { from: config.MAIL_FROM },
  );
  return {
    async send({ to, subject, html, text, replyTo, calendar, headers, messageId }) {
      await transport.sendMail({
        // Address objects, never strings: nodemailer parses a string as a list with display
        // names and comments, so "x<victim@x.com>" or "a,victim@x.com" would go to someone else.
        // Every address here passed common/email-address.ts, which accepts bare addresses only.
        to: { name: "", address: to },
        subject,
        html,
        text,
        messageId,
        ...(headers ? { headers } : {}),
        ...(replyTo ? { replyTo: { name: "", address: replyTo } } : {}),
        ...(calendar
          ? { icalEvent: { method: calendar.method, filename: "invite.ics", content: calendar.content } }
          : {}),
      });
    },
    close: () => transport.close(),
  };
}
