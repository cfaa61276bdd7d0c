import type { FastifyReply } from "fastify";
import { z } from "zod";
import {
  type LoginResponse,
  loginResponseSchema,
  loginSchema,
  messageSchema,
  sessionSchema,
} from "../../../common/auth";
import { errorBodySchema } from "../../../common/errors";
import {
  passwordResetCompleteSchema,
  passwordResetDoneSchema,
  passwordResetRequestedMessage,
  passwordResetRequestSchema,
} from "../../../common/password-reset";
import { secondFactorLoginSchema, secondFactorRequiredSchema } from "../../../common/two-factor";
import { activeSessionSchema, passwordChangeSchema } from "../../../common/users";
import { publicFormBodyLimit } from "../../http/body-limits";
import { clientKey } from "../../http/client-key";
import { deviceName } from "../../http/device-name";
import { HttpError } from "../../http/errors";
import { requestOrigin } from "../../http/request-origin";
import type { ModuleRoutes } from "../module";
import { readToken, signedInAdmin } from "./guard";
import { UnusableResetError } from "./password-reset";
import { WeakPasswordError, weakPasswordAnswer } from "./password-strength";
import { WrongCurrentPasswordError } from "./service";
import type { LoginOutcome } from "./sign-in";

/** The answer to a sign-in: its session token, or 429 with when to try again. */
function signedIn(
  outcome: Extract<LoginOutcome, { kind: "signed-in" | "throttled" }>,
  reply: FastifyReply,
): LoginResponse {
  if (outcome.kind === "signed-in") return { token: outcome.token, message: "Logged in successfully" };
  const minutes = Math.ceil(outcome.retryAfterSeconds / 60);
  reply.header("retry-after", String(outcome.retryAfterSeconds));
  throw new HttpError(
    429,
    `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  );
}

/** Sign-in and sign-out are public (sign-out only revokes the token it is given). */
export const publicRoutes: ModuleRoutes = async (app, { services: { auth, passwordResets } }) => {
  app.post(
    "/api/auth/login",
    {
      schema: {
        summary: "Sign in: answers a session token",
        body: loginSchema,
        response: { 200: z.union([loginResponseSchema, secondFactorRequiredSchema]) },
      },
      bodyLimit: publicFormBodyLimit,
      onRequest: app.rateLimits.enforce("signIn"),
    },
    async (request, reply) => {
      // The answer holds a session token: no browser cache or proxy may keep it.
      reply.header("cache-control", "no-store");
      const outcome = await auth.login(request.body, clientKey(request.ip), requestOrigin(request));
      if (outcome.kind === "second-factor") {
        return { message: "Enter the code from your authenticator app", challenge: outcome.challenge };
      }
      if (outcome.kind === "rejected") throw new HttpError(401, "Invalid username or password");
      if (outcome.kind === "passkey-required") {
        throw new HttpError(401, "Your role requires two-factor sign-in: sign in with your passkey.");
      }
      return signedIn(outcome, reply);
    },
  );

  app.post(
    "/api/auth/login/second-factor",
    {
      schema: {
        summary: "Sign in, second step: the code from an authenticator app, or a recovery code",
        body: secondFactorLoginSchema,
        response: { 200: loginResponseSchema, 401: errorBodySchema },
      },
      bodyLimit: publicFormBodyLimit,
      onRequest: app.rateLimits.enforce("signIn"),
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const outcome = await auth.completeSecondFactor(request.body, clientKey(request.ip), requestOrigin(request));
      if (outcome.kind === "expired") {
        throw new HttpError(401, "Your sign-in took too long. Please enter your password again.");
      }
      if (outcome.kind === "rejected") {
        throw new HttpError(401, "That code is not right, or it has been used. Enter the newest code.", {
          code: "That code is not right, or it has been used",
        });
      }
      if (outcome.kind === "second-factor" || outcome.kind === "passkey-required") {
        throw new Error("A second factor cannot ask for another");
      }
      return signedIn(outcome, reply);
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
        response: { 200: passwordResetDoneSchema, 410: messageSchema },
      },
      bodyLimit: publicFormBodyLimit,
      onRequest: app.rateLimits.enforce("signIn"),
    },
    async (request, reply) => {
      try {
        const token = await passwordResets.complete(request.body, requestOrigin(request));
        reply.header("cache-control", "no-store");
        if (!token) {
          return {
            message: "Password changed, and signed out everywhere. Sign in with it and your authenticator code.",
          };
        }
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
      const { id, username, role, twoFactorSetupRequired } = signedInAdmin(request);
      return { id, username, role, twoFactorSetupRequired: twoFactorSetupRequired ?? false };
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
        device: deviceName(session.userAgent),
        address: session.address,
      }));
    },
  );

  app.delete(
    "/api/auth/sessions",
    {
      schema: {
        summary: "Sign out every other session of the signed-in person (this one stays)",
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const ended = await auth.signOutOthers(signedInAdmin(request));
      return {
        message:
          ended > 0
            ? `Signed out ${ended} other session${ended === 1 ? "" : "s"}.`
            : "You had no other sessions to sign out.",
      };
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
