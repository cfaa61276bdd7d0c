import { randomUUID } from "node:crypto";
import { createElement } from "react";
import { businessTimeZone, formatInstant } from "../../../common/business-time";
import { dataRightsDueOn } from "../../../common/data-rights-deadline";
import { type DataRightsRequestType, dataRightsRequestTypeLabel } from "../../../common/data-rights-request";
import { businessDateOf, longUsDate } from "../../../common/dates";
import { referenceOf } from "../../../common/reference";
import { dataRightsRequests } from "../../db/schema";
import { RequestAcknowledgementEmail } from "../forms/emails/request-acknowledgement";
import { reachedStaffBefore } from "../forms/sender-history";
import { judgeSubmission, possibleSpamNotice } from "../forms/spam";
import { renderEmail } from "../mail/render";
import type { DataRightsRequestContext } from "./context";
import { DataRightsRequestStaffEmail } from "./emails/data-rights-request-staff";

/** A request as a form sent it: the route's schema has checked it, or the contact form's did. */
export interface DataRightsRequestFields {
  name: string;
  email: string;
  requestType: DataRightsRequestType;
  details: string;
  website: string;
  fillMs?: number | undefined;
}

/**
 * A request from the data-rights page (or the contact form's "privacy request"), ADR 035: stored
 * first, with the date it must be answered by; the privacy team's notice and the requester's
 * acknowledgement are queued in the same transaction, so neither is lost to a mail outage. Spam
 * is kept with its reason and sends nothing, as on every public form.
 */
export async function submitDataRightsRequest(
  {
    db,
    clock,
    log,
    outbox,
    privacyEmail,
  }: Pick<DataRightsRequestContext, "db" | "clock" | "log" | "outbox" | "privacyEmail">,
  input: DataRightsRequestFields,
): Promise<{ id: string; screened: boolean }> {
  const id = randomUUID();
  const receivedAt = clock.now();
  const row = {
    id,
    name: input.name,
    email: input.email,
    requestType: input.requestType,
    details: input.details,
    receivedAt,
    dueOn: dataRightsDueOn(businessDateOf(receivedAt)),
  };
  const verdict = await judgeSubmission({ ...input, text: input.details }, () =>
    reachedStaffBefore(db, dataRightsRequests, input.email),
  );
  if (verdict.kind === "spam") {
    await db.insert(dataRightsRequests).values({ ...row, spamReason: verdict.reason });
    log.info({ dataRightsRequest: id, spamReason: verdict.reason }, "data-rights request screened out as spam");
    return { id, screened: true };
  }
  const doubt = verdict.kind === "unsure" ? verdict.doubt : null;
  const reference = referenceOf("dataRightsRequest", id);
  const requestLabel = dataRightsRequestTypeLabel(input.requestType);
  const [notice, acknowledgement] = await renderRequestEmails({
    input,
    reference,
    requestLabel,
    doubt,
    receivedAt,
    dueOn: row.dueOn,
  });
  await db.transaction(async (tx) => {
    await tx.insert(dataRightsRequests).values({ ...row, spamDoubt: doubt });
    await outbox.enqueue(
      tx,
      {
        to: privacyEmail,
        subject: `New data-rights request ${reference}: ${requestLabel}`,
        replyTo: input.email,
        ...notice,
      },
      { type: "data_rights_request", id },
    );
    await outbox.enqueue(
      tx,
      {
        to: input.email,
        subject: `We received your data-rights request (${reference})`,
        replyTo: privacyEmail,
        ...acknowledgement,
      },
      { type: "data_rights_request", id },
    );
  });
  outbox.wake();
  return { id, screened: false };
}

/** The privacy team's notice and the requester's acknowledgement, rendered before the transaction. */
function renderRequestEmails({
  input,
  reference,
  requestLabel,
  doubt,
  receivedAt,
  dueOn,
}: {
  input: DataRightsRequestFields;
  reference: string;
  requestLabel: string;
  doubt: string | null;
  receivedAt: Date;
  dueOn: string;
}) {
  const received = formatInstant(receivedAt, businessTimeZone);
  const dueBy = longUsDate(dueOn);
  return Promise.all([
    renderEmail(
      createElement(DataRightsRequestStaffEmail, {
        caution: doubt ? possibleSpamNotice(doubt) : undefined,
        facts: [
          ["Reference", reference],
          ["Request", requestLabel],
          ["Received", received],
          ["Answer due by", dueBy],
          ["Name", input.name],
          ["Email", input.email],
        ],
        details: input.details,
      }),
    ),
    renderEmail(
      createElement(RequestAcknowledgementEmail, {
        title: "We received your data-rights request",
        facts: [
          ["Reference", reference],
          ["Request", requestLabel],
          ["Received", received],
        ],
        nextSteps:
          `We will answer by ${dueBy} at the latest, and aim to do so sooner. Before we show, change or ` +
          "delete any personal data, we may ask you to confirm that this request comes from you.",
        footer: "You are receiving this because this address was given in a data-rights request on our website.",
      }),
    ),
  ]);
}
