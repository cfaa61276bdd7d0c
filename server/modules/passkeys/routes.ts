import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { z } from "zod";
import { loginResponseSchema, messageSchema } from "../../../common/auth";
import { errorBodySchema } from "../../../common/errors";
import {
  ceremonyOptionsSchema,
  passkeyRegistrationSchema,
  passkeyRenameSchema,
  passkeySchema,
  passkeySignInSchema,
} from "../../../common/passkeys";
import { publicFormBodyLimit } from "../../http/body-limits";
import { HttpError } from "../../http/errors";
import { requestOrigin } from "../../http/request-origin";
import { signedInAdmin } from "../auth/guard";
import type { ModuleRoutes } from "../module";
import { PasskeyRefusedError } from "./service";

const passkeyId = z.object({ id: z.string().min(1, "That is not a passkey id").max(1400, "That is not a passkey id") });

/** Signing in with a passkey: no username, no password. */
export const publicRoutes: ModuleRoutes = async (app, { services: { passkeys, auth } }) => {
  app.post(
    "/api/auth/passkey/options",
    {
      schema: {
        summary: "Start signing in with a passkey: the challenge the browser signs",
        response: { 200: ceremonyOptionsSchema },
      },
      onRequest: app.rateLimits.enforce("passkeyOptions"),
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      // A copy as a plain object: what the document's loose schema describes.
      return { ...(await passkeys.signInOptions()) };
    },
  );

  app.post(
    "/api/auth/passkey/verify",
    {
      schema: {
        summary: "Sign in with a passkey: the browser's signed answer; answers a session token",
        body: passkeySignInSchema,
        response: { 200: loginResponseSchema, 401: errorBodySchema },
      },
      bodyLimit: publicFormBodyLimit,
      onRequest: app.rateLimits.enforce("signIn"),
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const token = await auth.signInWithPasskey(
        request.body.response as unknown as AuthenticationResponseJSON,
        requestOrigin(request),
      );
      if (!token) throw new HttpError(401, "That passkey did not sign you in. Try again, or use your password.");
      return { token, message: "Logged in successfully" };
    },
  );
};

/** The signed-in person's own passkeys. */
export const staffRoutes: ModuleRoutes = async (app, { services: { passkeys } }) => {
  app.get(
    "/api/auth/passkeys",
    { schema: { summary: "The signed-in person's passkeys", response: { 200: z.array(passkeySchema) } } },
    async (request) => passkeys.list(signedInAdmin(request).id),
  );

  app.post(
    "/api/auth/passkeys/options",
    {
      schema: {
        summary: "Start adding a passkey: the options the browser creates it with",
        response: { 200: ceremonyOptionsSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { ...(await passkeys.registrationOptions(signedInAdmin(request))) };
    },
  );

  app.post(
    "/api/auth/passkeys",
    {
      schema: {
        summary: "Add a passkey: its name, and the browser's answer to the options",
        body: passkeyRegistrationSchema,
        response: { 201: passkeySchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      try {
        const added = await passkeys.register(
          signedInAdmin(request),
          request.body.name,
          request.body.response as unknown as RegistrationResponseJSON,
        );
        return reply.status(201).send(added);
      } catch (error) {
        if (error instanceof PasskeyRefusedError) throw new HttpError(400, error.message);
        throw error;
      }
    },
  );

  app.patch(
    "/api/auth/passkeys/:id",
    {
      schema: {
        summary: "Rename one of the signed-in person's passkeys",
        params: passkeyId,
        body: passkeyRenameSchema,
        response: { 200: passkeySchema },
      },
    },
    async (request) => {
      const renamed = await passkeys.rename(signedInAdmin(request), request.params.id, request.body.name);
      if (!renamed) throw new HttpError(404, "That passkey is not one of yours");
      return renamed;
    },
  );

  app.delete(
    "/api/auth/passkeys/:id",
    {
      schema: {
        summary: "Remove one of the signed-in person's passkeys",
        params: passkeyId,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      if (!(await passkeys.remove(signedInAdmin(request), request.params.id))) {
        throw new HttpError(404, "That passkey is not one of yours");
      }
      return { message: "Passkey removed. It no longer signs you in." };
    },
  );
};
