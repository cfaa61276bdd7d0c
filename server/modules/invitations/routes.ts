import { z } from "zod";
import { loginResponseSchema, messageSchema } from "../../../common/auth";
import {
  acceptInvitationSchema,
  invitationPreviewSchema,
  invitationSchema,
  invitationTokenSchema,
  newInvitationSchema,
} from "../../../common/invitations";
import { publicFormBodyLimit } from "../../http/body-limits";
import { HttpError } from "../../http/errors";
import { requestOrigin } from "../../http/request-origin";
import { signedInAdmin } from "../auth/guard";
import { WeakPasswordError, weakPasswordAnswer } from "../auth/password-strength";
import type { ModuleRoutes } from "../module";
import { UnusableInvitationError } from "./accepting";
import { InvitationRefusedError } from "./inviting";

const idParams = z.object({ id: z.uuid("That is not a valid invitation id") });
const noOpenInvitation = () => new HttpError(404, "No open invitation with that id: it was accepted or revoked.");

/**
 * The invited person's side: whom the link invites, and accepting it. The token comes in the body
 * (the page reads it from the link's #fragment), never in an address a log would keep.
 */
export const publicRoutes: ModuleRoutes = async (app, { services: { invitations } }) => {
  const answerUnusable = (error: unknown): never => {
    if (error instanceof UnusableInvitationError) throw new HttpError(410, error.message);
    if (error instanceof WeakPasswordError) throw weakPasswordAnswer(error);
    throw error;
  };

  app.post(
    "/api/invitations/preview",
    {
      schema: {
        summary: "Whom an invitation link invites, while it can still be used",
        body: invitationTokenSchema,
        response: { 200: invitationPreviewSchema, 410: messageSchema },
      },
      bodyLimit: publicFormBodyLimit,
      onRequest: app.rateLimits.enforce("signIn"),
    },
    (request) => invitations.preview(request.body.token).catch(answerUnusable),
  );

  app.post(
    "/api/invitations/accept",
    {
      schema: {
        summary: "Accept an invitation: choose a password, and be signed in",
        body: acceptInvitationSchema,
        response: { 201: loginResponseSchema, 410: messageSchema },
      },
      bodyLimit: publicFormBodyLimit,
      onRequest: app.rateLimits.enforce("signIn"),
    },
    async (request, reply) => {
      const token = await invitations.accept(request.body, requestOrigin(request)).catch(answerUnusable);
      // The answer holds a session token: no browser cache or proxy may keep it.
      reply.header("cache-control", "no-store").status(201);
      return { token, message: "Welcome to the team. You are signed in." };
    },
  );
};

/** /api/admin/invitations: an admin's invitations, waiting or expired. */
export const staffRoutes: ModuleRoutes = async (app, { services: { invitations } }) => {
  app.get(
    "/api/admin/invitations",
    { schema: { summary: "List open invitations (waiting or expired)", response: { 200: z.array(invitationSchema) } } },
    () => invitations.listOpen(),
  );

  app.post(
    "/api/admin/invitations",
    {
      schema: {
        summary: "Invite a person to the back office: their name, email and role",
        body: newInvitationSchema,
        response: { 201: invitationSchema },
      },
    },
    async (request, reply) => {
      try {
        const invitation = await invitations.invite(request.body, signedInAdmin(request));
        reply.status(201);
        return invitation;
      } catch (error) {
        if (error instanceof InvitationRefusedError) throw new HttpError(409, error.message, { email: error.message });
        throw error;
      }
    },
  );

  app.post(
    "/api/admin/invitations/:id/resend",
    {
      schema: {
        summary: "Send an open invitation again, with a new link and 72 more hours",
        params: idParams,
        response: { 200: invitationSchema },
      },
    },
    async (request) => {
      const invitation = await invitations.resend(request.params.id, signedInAdmin(request));
      if (!invitation) throw noOpenInvitation();
      return invitation;
    },
  );

  app.delete(
    "/api/admin/invitations/:id",
    {
      schema: {
        summary: "Revoke an open invitation: its link stops working",
        params: idParams,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      if (!(await invitations.revoke(request.params.id, signedInAdmin(request)))) throw noOpenInvitation();
      return { message: "Invitation revoked. Its link no longer works." };
    },
  );
};
