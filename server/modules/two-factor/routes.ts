import { messageSchema } from "../../../common/auth";
import {
  passwordConfirmationSchema,
  recoveryCodesSchema,
  twoFactorConfirmSchema,
  twoFactorPolicySchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from "../../../common/two-factor";
import { HttpError } from "../../http/errors";
import { signedInAdmin } from "../auth/guard";
import type { ModuleRoutes } from "../module";
import { TwoFactorAlreadyOnError } from "./authenticator";
import { TwoFactorOffError, TwoFactorRequiredError, WrongCodeError, WrongPasswordError } from "./service";

/** The service's refusals, as answers: a wrong code or password is the field's error. */
function answer(error: unknown): never {
  if (error instanceof WrongCodeError) throw new HttpError(400, error.message, { code: error.message });
  if (error instanceof WrongPasswordError) throw new HttpError(400, error.message, { password: error.message });
  if (
    error instanceof TwoFactorRequiredError ||
    error instanceof TwoFactorAlreadyOnError ||
    error instanceof TwoFactorOffError
  ) {
    throw new HttpError(409, error.message);
  }
  throw error;
}

/** The signed-in person's own second factor, and (for admins) which roles must have one. */
export const staffRoutes: ModuleRoutes = async (app, { services: { twoFactor } }) => {
  app.get(
    "/api/auth/two-factor",
    {
      schema: {
        summary: "Whether the signed-in person has two-factor sign-in",
        response: { 200: twoFactorStatusSchema },
      },
    },
    async (request) => twoFactor.status(signedInAdmin(request)),
  );

  app.post(
    "/api/auth/two-factor/setup",
    {
      schema: {
        summary: "Start setting up an authenticator app: a new secret and its QR code, to confirm with one code",
        response: { 200: twoFactorSetupSchema, 409: messageSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return twoFactor.begin(signedInAdmin(request)).catch(answer);
    },
  );

  app.post(
    "/api/auth/two-factor/confirm",
    {
      schema: {
        summary: "Turn two-factor sign-in on with one code from the app; answers the recovery codes, once",
        body: twoFactorConfirmSchema,
        response: { 200: recoveryCodesSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return twoFactor.confirm(signedInAdmin(request), request.body.code).catch(answer);
    },
  );

  app.post(
    "/api/auth/two-factor/recovery-codes",
    {
      schema: {
        summary: "Make new recovery codes (the old ones stop working); needs the password",
        body: passwordConfirmationSchema,
        response: { 200: recoveryCodesSchema, 409: messageSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return twoFactor.renewRecoveryCodes(signedInAdmin(request), request.body.password).catch(answer);
    },
  );

  app.post(
    "/api/auth/two-factor/disable",
    {
      schema: {
        summary: "Turn two-factor sign-in off (not when the person's role requires it); needs the password",
        body: passwordConfirmationSchema,
        response: { 200: messageSchema, 409: messageSchema },
      },
    },
    async (request) => {
      await twoFactor.turnOff(signedInAdmin(request), request.body.password).catch(answer);
      return { message: "Two-factor sign-in is off. Your password alone now signs you in." };
    },
  );

  app.get(
    "/api/admin/two-factor-policy",
    {
      schema: { summary: "Which roles must use two-factor sign-in", response: { 200: twoFactorPolicySchema } },
    },
    async () => ({ requiredFor: await twoFactor.requiredFor() }),
  );

  app.put(
    "/api/admin/two-factor-policy",
    {
      schema: {
        summary: "Set which roles must use two-factor sign-in; members without it are taken to set-up",
        body: twoFactorPolicySchema,
        response: { 200: twoFactorPolicySchema },
      },
    },
    async (request) => ({ requiredFor: await twoFactor.setPolicy(signedInAdmin(request), request.body.requiredFor) }),
  );
};
