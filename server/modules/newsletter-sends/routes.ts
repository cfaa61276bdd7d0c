import { z } from "zod";
import {
  newsletterSendProgressSchema,
  newsletterTestSendSchema,
  postNewsletterSchema,
} from "../../../common/newsletter-send";
import { signedInAdmin } from "../auth/guard";
import type { ModuleRoutes } from "../module";

const postParams = z.object({ id: z.uuid("That is not a valid post id") });

/**
 * A blog post sent as the newsletter, from the post's own page in the back office
 * (/admin/blog/:id/newsletter): its state, a test send, and the send itself (ADR 025).
 */
export const staffRoutes: ModuleRoutes = async (app, { services: { newsletterSends } }) => {
  app.get(
    "/api/admin/blog/:id/newsletter",
    {
      schema: {
        summary: "A post's newsletter: whether it can be sent, and its sends' progress",
        params: postParams,
        response: { 200: postNewsletterSchema },
      },
    },
    async (request) => newsletterSends.forPost(request.params.id),
  );

  app.post(
    "/api/admin/blog/:id/newsletter/test",
    {
      schema: {
        summary: "Send a post as a test newsletter to one address",
        params: postParams,
        body: newsletterTestSendSchema,
        response: { 202: z.object({ to: z.string() }) },
      },
    },
    async (request, reply) => {
      await newsletterSends.testSend(request.params.id, request.body.to, signedInAdmin(request));
      reply.status(202);
      return { to: request.body.to };
    },
  );

  app.post(
    "/api/admin/blog/:id/newsletter/send",
    {
      schema: {
        summary: "Send a published post to every confirmed subscriber",
        params: postParams,
        response: { 201: newsletterSendProgressSchema },
      },
    },
    async (request, reply) => {
      const progress = await newsletterSends.start(request.params.id, signedInAdmin(request));
      reply.status(201);
      return progress;
    },
  );
};
