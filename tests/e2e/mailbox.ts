import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "@playwright/test";

/** A message the e2e mail server received (tests/support/mail-sink-server.ts). */
export interface ReceivedEmail {
  to: string;
  subject: string;
  text: string;
  messageId: string;
  calendar: string;
}

const folder = () => {
  const path = process.env.E2E_MAIL_DIR;
  if (!path) throw new Error("E2E_MAIL_DIR is not set (playwright.config.ts sets it)");
  return path;
};

export function receivedEmails(): ReceivedEmail[] {
  return readdirSync(folder())
    .filter((name) => name.endsWith(".json")) // not a message the sink is still writing
    .sort()
    .map((name) => JSON.parse(readFileSync(join(folder(), name), "utf8")) as ReceivedEmail);
}

/** Waits for the newest message to `to` whose subject matches, as a person waits for their inbox. */
export async function waitForEmail(to: string, subject: RegExp): Promise<ReceivedEmail> {
  let found: ReceivedEmail | undefined;
  await expect
    .poll(
      () => {
        found = receivedEmails()
          .reverse()
          .find((email) => email.to === to && subject.test(email.subject));
        return Boolean(found);
      },
      { timeout: 15_000, message: `an email to ${to} matching ${subject}` },
    )
    .toBe(true);
  return found as ReceivedEmail;
}

/** The code from the newest verification email to `to`: the six digits on a line of their own in its text. */
export async function verificationCodeFor(to: string): Promise<string> {
  const email = await waitForEmail(to, /verification code/);
  const code = email.text.match(/^\s*(\d{6})\s*$/m)?.[1];
  if (!code) throw new Error(`no code in the text of "${email.subject}"`);
  return code;
}
