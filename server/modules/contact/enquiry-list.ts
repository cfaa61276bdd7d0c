import { eq, isNotNull, isNull } from "drizzle-orm";
import type { ContactEnquiry } from "../../../common/contact";
import { referenceOf } from "../../../common/reference";
import { allOf, listPageFor, searchWithReference } from "../../db/list-query";
import { contactEnquiries } from "../../db/schema";
import { auditedWrites } from "../audit/audited-writes";
import type { Actor } from "../audit/service";
import type { ContactContext } from "./context";

type EnquiryRow = typeof contactEnquiries.$inferSelect;

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

const sortColumns = {
  createdAt: contactEnquiries.createdAt,
  name: contactEnquiries.name,
  email: contactEnquiries.email,
  company: contactEnquiries.company,
} as const;

/** The back office's list of enquiries, as its query string asks for it. */
export interface EnquiryListQuery {
  page: number;
  limit: number;
  sort: keyof typeof sortColumns;
  order: "asc" | "desc";
  q: string;
  handled?: "true" | "false" | undefined;
  spam?: "true" | "false" | undefined;
  topic?: ContactEnquiry["topic"] | undefined;
}

/** Enquiries for staff: spam only when asked, filtered by handled and topic, searchable by reference. */
export function listEnquiries(
  { db }: Pick<ContactContext, "db">,
  query: EnquiryListQuery,
): Promise<{ rows: ContactEnquiry[]; total: number }> {
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
}

/** Staff mark an enquiry handled, or not; each change is audited (ADR 009). */
export function staffWrites({ audit, clock }: Pick<ContactContext, "audit" | "clock">) {
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
    setHandled(id: string, handled: boolean, actor: Actor): Promise<ContactEnquiry | null> {
      return writes.update(actor, id, () => ({ handled, handledAt: handled ? clock.now() : null }));
    },
  };
}
