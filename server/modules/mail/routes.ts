import { z } from "zod";
import { outboxListQuerySchema, outboxMessageDetailSchema, outboxMessageSchema } from "../../../common/outbox";
import { HttpError } from "../../http/errors";
import { signedInAdmin } from "../auth/guard";
import { listRoute } from "../list-route";
import type { ModuleRoutes } from "../module";

const idParams = z.object({ id: z.uuid("That is not a valid message id") });

/** The outbox in the back office: what was sent, what waits, what failed and why; Retry for the rest. */
export const staffRoutes: ModuleRoutes = async (app, { services: { outbox } }) => {
  listRoute(app, "/api/admin/outbox", {
    summary: "List outgoing email",
    query: outboxListQuerySchema,
    row: outboxMessageSchema,
    list: (query) => outbox.list(query),
  });

  app.get(
    "/api/admin/outbox/:id",
    {
      schema: {
        summary: "One outgoing email with its content",
        params: idParams,
        response: { 200: outboxMessageDetailSchema },
      },
    },
    async (request) => {
      const message = await outbox.get(request.params.id);
      if (!message) throw new HttpError(404, "Message not found");
      return message;
    },
  );

  app.post(
    "/api/admin/outbox/:id/retry",
    { schema: { summary: "Send a failed email again", params: idParams, response: { 200: outboxMessageSchema } } },
    async (request) => {
      const message = await outbox.retry(request.params.id, signedInAdmin(request));
      if (!message) throw new HttpError(409, "Only a failed or waiting message can be sent again");
      return message;
    },
  );
};
