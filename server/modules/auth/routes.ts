import { z } from "zod";
import { loginResponseSchema, loginSchema, messageSchema, sessionSchema } from "../../../common/auth";
import {
  passwordResetCompleteSchema,
  passwordResetRequestedMessage,
  passwordResetRequestSchema,
} from "../../../common/password-reset";
import { activeSessionSchema, passwordChangeSchema } from "../../../common/users";
import { publicFormBodyLimit } from "../../http/body-limits";
import { clientKey } from "../../http/client-key";
import { HttpError } from "../../http/errors";
import type { ModuleRoutes } from "../module";
import { readToken, signedInAdmin } from "./guard";
import { UnusableResetError } from "./password-reset";
import { WeakPasswordError, weakPasswordAnswer } from "./password-strength";
import { WrongCurrentPasswordError } from "./service";

/** Sign-in and sign-out are public (sign-out only revokes the token it is given). */
export const publicRoutes: ModuleRoutes = async (app, { services: { auth, passwordResets } }) => {
  app.post(
    "/api/auth/login",
    {
      schema: {
        summary: "Sign in: answers a session token",
        body: loginSchema,
        response: { 200: loginResponseSchema },
      },
      bodyLimit: publicFormBodyLimit,
      onRequest: app.rateLimits.enforce("signIn"),
    },
    async (request, reply) => {
      // The answer holds a session token: no browser cache or proxy may keep it.
      reply.header("cache-control", "no-store");
      const outcome = await auth.login(request.body, clientKey(request.ip));
      if (outcome.kind === "throttled") {
        const minutes = Math.ceil(outcome.retryAfterSeconds / 60);
        reply.header("retry-after", String(outcome.retryAfterSeconds));
        throw new HttpError(
          429,
          `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
        );
      }
      if (outcome.kind === "rejected") throw new HttpError(401, "Invalid username or password");
      return { token: outcome.token, message: "Logged in successfully" };
    },
  );

  app.post(
    "/api/auth/logout",
    { schema: { summary: "Sign out: ends the session of the token sent", response: { 200: messageSchema } } },
    async (request) => {
      const token = readToken(request.headers);
      if (token) await auth.logout(token);
      return { message: "Logged out" };
    },
  );
  app.post(
    "/api/auth/password-reset",
    {
      schema: {
        summary: "Ask for a password-reset link by email (the same answer whether or not an account uses the address)",
        body: passwordResetRequestSchema,
        response: { 200: messageSchema },
      },
      bodyLimit: publicFormBodyLimit,
      onRequest: app.rateLimits.enforce("passwordReset"),
    },
    async (request) => {
      // Past the per-address email limit nothing is sent, and the answer is the same.
      const mail = await app.rateLimits.hit("passwordResetMail", request);
      if (!mail.exceeded) passwordResets.request(request.body.email);
      return { message: passwordResetRequestedMessage };
    },
  );

  app.post(
    "/api/auth/password-reset/complete",
    {
      schema: {
        summary: "Choose a new password with an emailed reset link: every session ends, and this answer signs in",
        body: passwordResetCompleteSchema,
        response: { 200: loginResponseSchema, 410: messageSchema },
      },
      bodyLimit: publicFormBodyLimit,
      onRequest: app.rateLimits.enforce("signIn"),
    },
    async (request, reply) => {
      try {
        const token = await passwordResets.complete(request.body);
        reply.header("cache-control", "no-store");
        return { token, message: "Password changed. You are signed in, and signed out everywhere else." };
      } catch (error) {
        if (error instanceof UnusableResetError) throw new HttpError(410, error.message);
        if (error instanceof WeakPasswordError) throw weakPasswordAnswer(error);
        throw error;
      }
    },
  );
};

/** The signed-in admin's own account: who they are, their sessions, their password. */
export const staffRoutes: ModuleRoutes = async (app, { services: { auth } }) => {
  app.get(
    "/api/auth/session",
    { schema: { summary: "The signed-in person and their session", response: { 200: sessionSchema } } },
    async (request) => {
      const { id, username, role } = signedInAdmin(request);
      return { id, username, role };
    },
  );

  app.get(
    "/api/auth/sessions",
    { schema: { summary: "The signed-in person's active sessions", response: { 200: z.array(activeSessionSchema) } } },
    async (request) => {
      const me = signedInAdmin(request);
      const sessions = await auth.sessions.listForUser(me.id);
      return sessions.map((session) => ({
        id: session.id,
        createdAt: session.createdAt.toISOString(),
        lastUsedAt: session.lastUsedAt.toISOString(),
        current: session.id === me.sessionId,
      }));
    },
  );

  app.delete(
    "/api/auth/sessions/:id",
    {
      schema: {
        summary: "End one of the signed-in person's sessions",
        params: z.object({ id: z.uuid("That is not a valid session id") }),
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      if (!(await auth.endSession(signedInAdmin(request), request.params.id))) {
        throw new HttpError(404, "That session has already ended");
      }
      return { message: "Session ended" };
    },
  );

  app.put(
    "/api/auth/password",
    {
      schema: {
        summary: "Change the signed-in person's password",
        body: passwordChangeSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      try {
        const ended = await auth.changePassword(signedInAdmin(request), request.body);
        return {
          message:
            ended > 0
              ? `Password changed. ${ended} other session${ended === 1 ? " was" : "s were"} signed out.`
              : "Password changed. You had no other sessions to sign out.",
        };
      } catch (error) {
        if (error instanceof WrongCurrentPasswordError) {
          throw new HttpError(400, error.message, { currentPassword: error.message });
        }
        if (error instanceof WeakPasswordError) throw weakPasswordAnswer(error);
        throw error;
      }
    },
  );
};
