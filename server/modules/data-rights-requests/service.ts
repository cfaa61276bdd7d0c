import type { AdminDataRightsRequestListQuery } from "../../../common/data-rights-request";
import { createDataRightsRequestContext, type DataRightsRequestDeps } from "./context";
import { findDataRightsRequest, listDataRightsRequests, staffWrites } from "./request-list";
import { type DataRightsRequestFields, submitDataRightsRequest } from "./submit-request";

export type { DataRightsRequestFields } from "./submit-request";

/**
 * Data-rights requests (ADR 035), wired: the public form's step (submit-request.ts) and the back
 * office's list and status changes (request-list.ts), each a function of the module's context.
 */
export function createDataRightsRequestService(deps: DataRightsRequestDeps) {
  const context = createDataRightsRequestContext(deps);
  const { setStatus } = staffWrites(context);
  return {
    submit: (input: DataRightsRequestFields) => submitDataRightsRequest(context, input),
    list: (query: AdminDataRightsRequestListQuery) => listDataRightsRequests(context, query),
    get: (id: string) => findDataRightsRequest(context, id),
    setStatus,
  };
}

export type DataRightsRequestService = ReturnType<typeof createDataRightsRequestService>;
