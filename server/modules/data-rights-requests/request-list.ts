import { eq, isNotNull, isNull } from "drizzle-orm";
import { deadlineStateOf } from "../../../common/data-rights-deadline";
import type {
  AdminDataRightsRequestListQuery,
  DataRightsRequest,
  DataRightsRequestType,
} from "../../../common/data-rights-request";
import { businessDateOf } from "../../../common/dates";
import { referenceOf } from "../../../common/reference";
import type { Clock } from "../../clock";
import { allOf, listPageFor, searchWithReference } from "../../db/list-query";
import { dataRightsRequests } from "../../db/schema";
import { auditedWrites } from "../audit/audited-writes";
import type { Actor } from "../audit/service";
import type { DataRightsRequestContext } from "./context";

type RequestRow = typeof dataRightsRequests.$inferSelect;

const sortColumns = {
  dueOn: dataRightsRequests.dueOn,
  receivedAt: dataRightsRequests.receivedAt,
  name: dataRightsRequests.name,
  email: dataRightsRequests.email,
} as const;

/** A stored request as staff read it, with where it stands against its deadline today. */
const requestOf =
  (clock: Clock) =>
  (row: RequestRow): DataRightsRequest => ({
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

/** The back office's list: open requests by default, spam only when asked, searchable by reference. */
export function listDataRightsRequests(
  { db, clock }: Pick<DataRightsRequestContext, "db" | "clock">,
  query: AdminDataRightsRequestListQuery,
): Promise<{ rows: DataRightsRequest[]; total: number }> {
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
    map: requestOf(clock),
  });
}

export async function findDataRightsRequest(
  { db, clock }: Pick<DataRightsRequestContext, "db" | "clock">,
  id: string,
): Promise<DataRightsRequest | null> {
  const [row] = await db.select().from(dataRightsRequests).where(eq(dataRightsRequests.id, id));
  return row ? requestOf(clock)(row) : null;
}

/** Staff close a request once it is answered, or reopen it; each change is audited (ADR 009). */
export function staffWrites({ audit, clock }: Pick<DataRightsRequestContext, "audit" | "clock">) {
  const writes = auditedWrites(audit, {
    table: dataRightsRequests,
    entity: "data_rights_request",
    toResult: requestOf(clock),
    auditedFields: ["status"],
    isPublic: () => false,
    summary: {
      update: (row) =>
        `${row.closedAt ? "Closed" : "Reopened"} the data-rights request ${referenceOf("dataRightsRequest", row.id)} from ${row.name}`,
    },
  });
  return {
    setStatus(id: string, status: DataRightsRequest["status"], actor: Actor): Promise<DataRightsRequest | null> {
      return writes.update(actor, id, (current) => ({
        // Closing twice keeps the first time it was closed: that is when it was answered.
        closedAt: status === "closed" ? (current.closedAt ?? clock.now()) : null,
      }));
    },
  };
}
