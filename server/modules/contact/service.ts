import { randomUUID } from "node:crypto";
import { eq, isNotNull, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { createElement } from "react";
import { businessTimeZone, formatInstant } from "../../../common/business-time";
import type { ContactEnquiry, contactEnquiryInputSchema } from "../../../common/contact";
import { unspecifiedRequestType } from "../../../common/data-rights-request";
import { referenceOf } from "../../../common/reference";
import type { z } from "../../../common/zod";
import { company } from "../../../content/company";
import { privacyRequestTopic } from "../../../content/data-rights";
import type { Clock } from "../../clock";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { allOf, listPageFor, searchWithReference } from "../../db/list-query";
import { contactEnquiries } from "../../db/schema";
import { auditedWrites } from "../audit/audited-writes";
import type { Actor, AuditLog } from "../audit/service";
import type { DataRightsRequestService } from "../data-rights-requests/service";
import { RequestAcknowledgementEmail, type RequestAcknowledgementProps } from "../forms/emails/request-acknowledgement";
import { reachedStaffBefore } from "../forms/sender-history";
import { judgeSubmission, possibleSpamNotice } from "../forms/spam";
import type { Outbox } from "../mail/outbox";
import { renderEmail } from "../mail/render";
import { ContactEnquiryStaffEmail } from "./emails/contact-enquiry-staff";

type EnquiryRow = typeof contactEnquiries.$inferSelect;
/** An enquiry as the route's schema has checked and normalised it. */
type EnquiryInput = z.output<typeof contactEnquiryInputSchema>;

const toEnquiry = (row: EnquiryRow): ContactEnquiry => ({
  _id: row.id,
  reference: referenceOf("enquiry", row.id),
  name: row.name,
  email: row.email,
  company: row.company,
  phone: row.phone,
  message: row.message,
  topic: row.topic as ContactEnquiry["topic"],
  handled: row.handled,
  createdAt: row.createdAt.toISOString(),
  spamReason: row.spamReason,
  spamDoubt: row.spamDoubt,
});

/** The staff notice's subject line names what the enquiry is about, so the inbox can sort it. */
const topicSubject: Record<ContactEnquiry["topic"], string> = {
  general: "New enquiry",
  sales: "New sales enquiry",
  support: "New support request",
  "privacy request": "New privacy request",
};

const sortColumns = {
  createdAt: contactEnquiries.createdAt,
  name: contactEnquiries.name,
  email: contactEnquiries.email,
  company: contactEnquiries.company,
} as const;

/** What an enquiry's acknowledgement says to its sender; the service adds the reference and the time. */
export type EnquiryAcknowledgement = Pick<RequestAcknowledgementProps, "title" | "nextSteps" | "footer">;

/**
 * Contact-form enquiries: stored first, and the staff notice (and, when the caller asks, the
 * sender's acknowledgement) queued in the same transaction (DESIGN §4), so an enquiry is never
 * lost to a mail outage. Spam is kept with its reason and sends nothing. An enquiry on the topic
 * "privacy request" is a data-rights request, with a legal deadline: it goes to that module.
 */
export function createContactService({
  db,
  clock,
  config,
  log,
  outbox,
  audit,
  dataRightsRequests,
}: {
  db: Database;
  clock: Clock;
  config: Config;
  log: FastifyBaseLogger;
  outbox: Outbox;
  audit: AuditLog;
  dataRightsRequests: DataRightsRequestService;
}) {
  const staffEmail = config.SALES_EMAIL ?? company.salesEmail;
  const writes = auditedWrites(audit, {
    table: contactEnquiries,
    entity: "contact_enquiry",
    toResult: toEnquiry,
    auditedFields: ["handled"],
    isPublic: () => false,
    summary: {
      update: (row) => `Marked the enquiry from ${row.name} as ${row.handled ? "handled" : "not handled"}`,
    },
  });

  return {
    async submit(
      input: EnquiryInput,
      { acknowledgement }: { acknowledgement?: EnquiryAcknowledgement } = {},
    ): Promise<{ id: string; screened: boolean }> {
      if (input.topic === privacyRequestTopic) {
        return dataRightsRequests.submit({
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
        });
      }
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
    },

    async list(query: {
      page: number;
      limit: number;
      sort: keyof typeof sortColumns;
      order: "asc" | "desc";
      q: string;
      handled?: "true" | "false" | undefined;
      spam?: "true" | "false" | undefined;
      topic?: ContactEnquiry["topic"] | undefined;
    }): Promise<{ rows: ContactEnquiry[]; total: number }> {
      return listPageFor({
        db,
        table: contactEnquiries,
        where: allOf(
          query.spam === "true" ? isNotNull(contactEnquiries.spamReason) : isNull(contactEnquiries.spamReason),
          query.handled ? eq(contactEnquiries.handled, query.handled === "true") : undefined,
          query.topic ? eq(contactEnquiries.topic, query.topic) : undefined,
          searchWithReference(
            "enquiry",
            contactEnquiries.id,
            [contactEnquiries.name, contactEnquiries.email, contactEnquiries.company, contactEnquiries.message],
            query.q,
          ),
        ),
        sortColumns,
        tieBreak: contactEnquiries.id,
        query,
        map: toEnquiry,
      });
    },

    setHandled(id: string, handled: boolean, actor: Actor): Promise<ContactEnquiry | null> {
      return writes.update(actor, id, () => ({ handled, handledAt: handled ? clock.now() : null }));
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
