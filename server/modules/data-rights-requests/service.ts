import { randomUUID } from "node:crypto";
import { eq, isNotNull, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { createElement } from "react";
import { businessTimeZone, formatInstant } from "../../../common/business-time";
import { dataRightsDueOn, deadlineStateOf } from "../../../common/data-rights-deadline";
import {
  type AdminDataRightsRequestListQuery,
  type DataRightsRequest,
  type DataRightsRequestType,
  dataRightsRequestTypeLabel,
} from "../../../common/data-rights-request";
import { businessDateOf, longUsDate } from "../../../common/dates";
import { referenceOf } from "../../../common/reference";
import type { Clock } from "../../clock";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { allOf, listPageFor, searchWithReference } from "../../db/list-query";
import { dataRightsRequests } from "../../db/schema";
import { auditedWrites } from "../audit/audited-writes";
import type { Actor, AuditLog } from "../audit/service";
import { RequestAcknowledgementEmail } from "../forms/emails/request-acknowledgement";
import { reachedStaffBefore } from "../forms/sender-history";
import { judgeSubmission, possibleSpamNotice } from "../forms/spam";
import type { Outbox } from "../mail/outbox";
import { renderEmail } from "../mail/render";
import { DataRightsRequestStaffEmail } from "./emails/data-rights-request-staff";

type RequestRow = typeof dataRightsRequests.$inferSelect;

/** A request as a form sent it: the route's schema has checked it, or the contact form's did. */
export interface DataRightsRequestFields {
  name: string;
  email: string;
  requestType: DataRightsRequestType;
  details: string;
  website: string;
  fillMs?: number | undefined;
}

const sortColumns = {
  dueOn: dataRightsRequests.dueOn,
  receivedAt: dataRightsRequests.receivedAt,
  name: dataRightsRequests.name,
  email: dataRightsRequests.email,
} as const;

/**
 * Data-rights requests (ADR 035): stored first, with the date they must be answered by; the
 * privacy team's notice (PRIVACY_EMAIL, never sales) and the requester's acknowledgement are
 * queued in the same transaction, so neither is lost to a mail outage. Spam is kept with its
 * reason and sends nothing, as on every public form.
 */
export function createDataRightsRequestService({
  db,
  clock,
  config,
  log,
  outbox,
  audit,
}: {
  db: Database;
  clock: Clock;
  config: Config;
  log: FastifyBaseLogger;
  outbox: Outbox;
  audit: AuditLog;
}) {
  const toRequest = (row: RequestRow): DataRightsRequest => ({
    _id: row.id,
    reference: referenceOf("dataRightsRequest", row.id),
    name: row.name,
    email: row.email,
    requestType: row.requestType as DataRightsRequestType,
    details: row.details,
    receivedAt: row.receivedAt.toISOString(),
    dueOn: row.dueOn,
    status: row.closedAt ? "closed" : "open",
    closedAt: row.closedAt?.toISOString() ?? null,
    deadline: deadlineStateOf({ dueOn: row.dueOn, closed: row.closedAt !== null }, businessDateOf(clock.now())),
    spamReason: row.spamReason,
    spamDoubt: row.spamDoubt,
  });

  const writes = auditedWrites(audit, {
    table: dataRightsRequests,
    entity: "data_rights_request",
    toResult: toRequest,
    auditedFields: ["status"],
    isPublic: () => false,
    summary: {
      update: (row) =>
        `${row.closedAt ? "Closed" : "Reopened"} the data-rights request ${referenceOf("dataRightsRequest", row.id)} from ${row.name}`,
    },
  });

  return {
    async submit(input: DataRightsRequestFields): Promise<{ id: string; screened: boolean }> {
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
      const received = formatInstant(receivedAt, businessTimeZone);
      const dueBy = longUsDate(row.dueOn);
      const requestLabel = dataRightsRequestTypeLabel(input.requestType);
      const [notice, acknowledgement] = await Promise.all([
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
      await db.transaction(async (tx) => {
        await tx.insert(dataRightsRequests).values({ ...row, spamDoubt: doubt });
        await outbox.enqueue(
          tx,
          {
            to: config.PRIVACY_EMAIL,
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
            replyTo: config.PRIVACY_EMAIL,
            ...acknowledgement,
          },
          { type: "data_rights_request", id },
        );
      });
      outbox.wake();
      return { id, screened: false };
    },

    async list(query: AdminDataRightsRequestListQuery): Promise<{ rows: DataRightsRequest[]; total: number }> {
      const status = query.status ?? "open";
      return listPageFor({
        db,
        table: dataRightsRequests,
        where: allOf(
          query.spam === "true" ? isNotNull(dataRightsRequests.spamReason) : isNull(dataRightsRequests.spamReason),
          status === "open" ? isNull(dataRightsRequests.closedAt) : undefined,
          status === "closed" ? isNotNull(dataRightsRequests.closedAt) : undefined,
          searchWithReference(
            "dataRightsRequest",
            dataRightsRequests.id,
            [dataRightsRequests.name, dataRightsRequests.email, dataRightsRequests.details],
            query.q,
          ),
        ),
        sortColumns,
        tieBreak: dataRightsRequests.id,
        query,
        map: toRequest,
      });
    },

    async get(id: string): Promise<DataRightsRequest | null> {
      const [row] = await db.select().from(dataRightsRequests).where(eq(dataRightsRequests.id, id));
      return row ? toRequest(row) : null;
    },

    setStatus(id: string, status: DataRightsRequest["status"], actor: Actor): Promise<DataRightsRequest | null> {
      return writes.update(actor, id, (current) => ({
        // Closing twice keeps the first time it was closed: that is when it was answered.
        closedAt: status === "closed" ? (current.closedAt ?? clock.now()) : null,
      }));
    },
  };
}

export type DataRightsRequestService = ReturnType<typeof createDataRightsRequestService>;
