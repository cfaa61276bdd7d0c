import { randomUUID } from "node:crypto";
import { createElement } from "react";
import { businessTimeZone, formatInstant } from "../../../common/business-time";
import type { ContactEnquiry, contactEnquiryInputSchema } from "../../../common/contact";
import { unspecifiedRequestType } from "../../../common/data-rights-request";
import { referenceOf } from "../../../common/reference";
import type { z } from "../../../common/zod";
import { privacyRequestTopic } from "../../../content/data-rights";
import { contactEnquiries } from "../../db/schema";
import type { DataRightsRequestFields } from "../data-rights-requests/service";
import { RequestAcknowledgementEmail, type RequestAcknowledgementProps } from "../forms/emails/request-acknowledgement";
import { reachedStaffBefore } from "../forms/sender-history";
import { judgeSubmission, possibleSpamNotice } from "../forms/spam";
import { renderEmail } from "../mail/render";
import type { ContactContext } from "./context";
import { ContactEnquiryStaffEmail } from "./emails/contact-enquiry-staff";

/** An enquiry as the route's schema has checked and normalised it. */
export type EnquiryInput = z.output<typeof contactEnquiryInputSchema>;

/** What an enquiry's acknowledgement says to its sender; the service adds the reference and the time. */
export type EnquiryAcknowledgement = Pick<RequestAcknowledgementProps, "title" | "nextSteps" | "footer">;

/** The staff notice's subject line names what the enquiry is about, so the inbox can sort it. */
const topicSubject: Record<ContactEnquiry["topic"], string> = {
  general: "New enquiry",
  sales: "New sales enquiry",
  support: "New support request",
  "privacy request": "New privacy request",
};

/**
 * A contact-form enquiry: stored first, and the staff notice (and, when the caller asks, the
 * sender's acknowledgement) queued in the same transaction (DESIGN §4), so an enquiry is never
 * lost to a mail outage. Spam is kept with its reason and sends nothing. An enquiry on the topic
 * "privacy request" is a data-rights request, with a legal deadline: it goes to that module.
 */
export async function submitEnquiry(
  { db, clock, log, outbox, dataRightsRequests, staffEmail }: Omit<ContactContext, "audit">,
  input: EnquiryInput,
  { acknowledgement }: { acknowledgement?: EnquiryAcknowledgement } = {},
): Promise<{ id: string; screened: boolean }> {
  if (input.topic === privacyRequestTopic) return dataRightsRequests.submit(privacyRequestOf(input));
  const id = randomUUID();
  const reference = referenceOf("enquiry", id);
  const at = clock.now();
  const row = {
    id,
    name: input.name,
    email: input.email,
    company: input.company,
    phone: input.phone,
    message: input.message,
    topic: input.topic,
    createdAt: at,
  };
  const verdict = await judgeSubmission({ ...input, text: input.message }, () =>
    reachedStaffBefore(db, contactEnquiries, input.email),
  );
  if (verdict.kind === "spam") {
    await db.insert(contactEnquiries).values({ ...row, spamReason: verdict.reason });
    log.info({ enquiry: id, spamReason: verdict.reason }, "enquiry screened out as spam");
    return { id, screened: true };
  }
  const doubt = verdict.kind === "unsure" ? verdict.doubt : null;
  const { notice, acknowledgementEmail } = await renderEnquiryEmails({ input, reference, at, doubt, acknowledgement });
  await db.transaction(async (tx) => {
    await tx.insert(contactEnquiries).values({ ...row, spamDoubt: doubt });
    await outbox.enqueue(
      tx,
      {
        to: staffEmail,
        // Acknowledged: the sender holds the reference and will quote it, so staff get it where they look first.
        subject: `${doubt ? "Possibly spam: " : ""}${topicSubject[input.topic]} from ${input.name}${input.company ? ` (${input.company})` : ""}${acknowledgement ? ` [${reference}]` : ""}`,
        replyTo: input.email,
        ...notice,
      },
      { type: "contact_enquiry", id },
    );
    if (acknowledgement && acknowledgementEmail) {
      await outbox.enqueue(
        tx,
        {
          to: input.email,
          subject: `${acknowledgement.title} (${reference})`,
          replyTo: staffEmail,
          ...acknowledgementEmail,
        },
        { type: "contact_enquiry", id },
      );
    }
  });
  outbox.wake();
  return { id, screened: false };
}

/** A "privacy request" from the contact form, as the data-rights module takes it. */
export function privacyRequestOf(input: EnquiryInput): DataRightsRequestFields {
  return {
    name: input.name,
    email: input.email,
    requestType: unspecifiedRequestType,
    // The contact form's own fields stay with the request: nothing a visitor sends is dropped.
    details: [
      input.message,
      input.company ? `Company: ${input.company}` : "",
      input.phone ? `Phone: ${input.phone}` : "",
    ]
      .filter(Boolean)
      .join("\n\n"),
    website: input.website,
    fillMs: input.fillMs,
  };
}

/** The staff notice and, when asked for, the sender's acknowledgement, rendered before the transaction. */
async function renderEnquiryEmails({
  input,
  reference,
  at,
  doubt,
  acknowledgement,
}: {
  input: EnquiryInput;
  reference: string;
  at: Date;
  doubt: string | null;
  acknowledgement: EnquiryAcknowledgement | undefined;
}) {
  const receivedAt = formatInstant(at, businessTimeZone);
  const notice = await renderEmail(
    createElement(ContactEnquiryStaffEmail, {
      caution: doubt ? possibleSpamNotice(doubt) : undefined,
      receivedAt,
      fields: [
        ["Reference", reference],
        ["Name", input.name],
        ["Email", input.email],
        ["Company", input.company],
        ["Phone", input.phone],
        ["Topic", input.topic],
      ],
      message: input.message,
    }),
  );
  const acknowledgementEmail =
    acknowledgement &&
    (await renderEmail(
      createElement(RequestAcknowledgementEmail, {
        ...acknowledgement,
        facts: [
          ["Reference", reference],
          ["Received", receivedAt],
        ],
      }),
    ));
  return { notice, acknowledgementEmail };
}
