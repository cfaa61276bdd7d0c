import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { loginSchema } from "../../../common/auth";
import { HttpError } from "../../http/errors";
import { readToken } from "./guard";
import type { AuthService } from "./service";

const messageSchema = z.object({ message: z.string() });

/** Sign-in and sign-out; both are public routes (sign-out only revokes the token it is given). */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    "/api/auth/login",
    { schema: { body: loginSchema, response: { 200: z.object({ token: z.string(), message: z.string() }) } } },
    async (request, reply) => {
      const outcome = await auth.login(request.body, request.ip);
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

  app.post("/api/auth/logout", { schema: { response: { 200: messageSchema } } }, async (request) => {
    const token = readToken(request.headers);
    if (token) await auth.logout(token);
    return { message: "Logged out" };
  });
};

/** Who is signed in: lets the back office show the name and check a stored token is still good. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/auth/session",
    { schema: { response: { 200: z.object({ username: z.string() }) } } },
    async (request) => ({ username: request.admin?.username ?? "" }),
  );
};
