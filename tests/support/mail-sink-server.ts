/**
 * The e2e tests' mail server, started by Playwright beside the app (playwright.config.ts):
 * an in-process `smtp-server` that writes each message it receives to MAIL_DIR as JSON
 * (to, subject, text, calendar), where the tests read codes and invitations.
 */
import { renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { startMailSink } from "./mail-sink";

const port = Number(process.env.MAIL_PORT);
const folder = process.env.MAIL_DIR;
if (!port || !folder) throw new Error("MAIL_PORT and MAIL_DIR must be set");

const sink = await startMailSink(port);
let saved = 0;
setInterval(() => {
  for (const message of sink.messages.slice(saved)) {
    saved += 1;
    const to = message.to && !Array.isArray(message.to) ? message.to.text : "";
    const calendar = message.attachments.find((part) => part.contentType.startsWith("text/calendar"));
    // Written under a name the tests skip, then renamed: a reader polling the folder must never
    // see half a message (a rename within one folder is atomic; a write is not).
    const name = `${Date.now()}-${saved}.json`;
    writeFileSync(
      join(folder, `.${name}.partial`),
      JSON.stringify({
        to,
        subject: message.subject ?? "",
        text: message.text ?? "",
        messageId: message.messageId ?? "",
        calendar: calendar?.content.toString() ?? "",
      }),
    );
    renameSync(join(folder, `.${name}.partial`), join(folder, name));
  }
}, 100);
console.log(`mail sink listening on ${port}`);
