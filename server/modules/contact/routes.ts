import { z } from "zod";
import { messageSchema } from "../../../common/auth";
import { adminEnquiryListQuerySchema, contactEnquiryInputSchema, contactEnquirySchema } from "../../../common/contact";
import { contactMessages } from "../../../common/contact-rules";
import { contactFormBodyLimit } from "../../http/body-limits";
import { HttpError } from "../../http/errors";
import { signedInAdmin } from "../auth/guard";
import { listRoute } from "../list-route";
import type { ModuleRoutes } from "../module";

/** POST /api/contact: stored, then the staff notice queued; spam is answered the same and kept aside. */
export const publicRoutes: ModuleRoutes = async (app, { services: { contact, analyticsCollector } }) => {
  app.post(
    "/api/contact",
    {
      schema: {
        summary: "Send an enquiry from the contact form",
        body: contactEnquiryInputSchema,
        response: { 201: messageSchema },
      },
      bodyLimit: contactFormBodyLimit,
      // Counted before the body is even read: what a client sends cannot decide whether it is counted.
      onRequest: app.rateLimits.enforce("publicForm"),
    },
    async (request, reply) => {
      const { screened } = await contact.submit(request.body);
      if (!screened) analyticsCollector.record({ name: "contact_sent", request });
      reply.status(201);
      return { message: contactMessages.sent };
    },
  );
};

export const staffRoutes: ModuleRoutes = async (app, { services: { contact } }) => {
  listRoute(app, "/api/admin/enquiries", {
    summary: "List enquiries",
    query: adminEnquiryListQuerySchema,
    row: contactEnquirySchema,
    list: (query) => contact.list(query),
  });

  app.patch(
    "/api/admin/enquiries/:id",
    {
      schema: {
        summary: "Mark an enquiry handled or not",
        params: z.object({ id: z.uuid("That is not a valid enquiry id") }),
        body: z.object({ handled: z.boolean({ error: "Handled must be true or false" }) }),
        response: { 200: contactEnquirySchema },
      },
    },
    async (request) => {
      const enquiry = await contact.setHandled(request.params.id, request.body.handled, signedInAdmin(request));
      if (!enquiry) throw new HttpError(404, "Enquiry not found");
      return enquiry;
    },
  );
};
