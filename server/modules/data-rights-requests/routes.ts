import { z } from "zod";
import { messageSchema } from "../../../common/auth";
import {
  adminDataRightsRequestListQuerySchema,
  dataRightsRequestInputSchema,
  dataRightsRequestMessages,
  dataRightsRequestSchema,
  dataRightsRequestStatusInputSchema,
} from "../../../common/data-rights-request";
import { dataRightsRequestBodyLimit } from "../../http/body-limits";
import { HttpError } from "../../http/errors";
import { signedInAdmin } from "../auth/guard";
import { listRoute } from "../list-route";
import type { ModuleRoutes } from "../module";

const idParams = z.object({ id: z.uuid("That is not a valid data-rights request id") });
const notFound = "Data-rights request not found";

/** POST /api/data-rights-requests: the /gdpr form. Spam is answered the same and kept aside. */
export const publicRoutes: ModuleRoutes = async (app, { services: { dataRightsRequests } }) => {
  app.post(
    "/api/data-rights-requests",
    {
      schema: {
        summary: "Send a data-rights (GDPR/DPDP) request",
        body: dataRightsRequestInputSchema,
        response: { 201: messageSchema },
      },
      bodyLimit: dataRightsRequestBodyLimit,
      // The public forms' policy, shared with them, counted before the body is read: the
      // acknowledgement goes to the address typed in the form, so it is limited as they are.
      onRequest: app.rateLimits.enforce("publicForm"),
    },
    async (request, reply) => {
      await dataRightsRequests.submit(request.body);
      reply.status(201);
      return { message: dataRightsRequestMessages.received };
    },
  );
};

export const staffRoutes: ModuleRoutes = async (app, { services: { dataRightsRequests } }) => {
  listRoute(app, "/api/admin/data-rights-requests", {
    summary: "List data-rights requests with their deadlines",
    query: adminDataRightsRequestListQuerySchema,
    row: dataRightsRequestSchema,
    list: (query) => dataRightsRequests.list(query),
  });

  app.get(
    "/api/admin/data-rights-requests/:id",
    {
      schema: {
        summary: "Get one data-rights request",
        params: idParams,
        response: { 200: dataRightsRequestSchema },
      },
    },
    async (request) => {
      const found = await dataRightsRequests.get(request.params.id);
      if (!found) throw new HttpError(404, notFound);
      return found;
    },
  );

  app.patch(
    "/api/admin/data-rights-requests/:id",
    {
      schema: {
        summary: "Close or reopen a data-rights request",
        params: idParams,
        body: dataRightsRequestStatusInputSchema,
        response: { 200: dataRightsRequestSchema },
      },
    },
    async (request) => {
      const updated = await dataRightsRequests.setStatus(
        request.params.id,
        request.body.status,
        signedInAdmin(request),
      );
      if (!updated) throw new HttpError(404, notFound);
      return updated;
    },
  );
};
