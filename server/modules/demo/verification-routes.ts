import { messageSchema } from "../../../common/auth";
import { demoMessages, sendCodeSchema, verifyCodeSchema } from "../../../common/demo";
import { publicFormBodyLimit } from "../../http/body-limits";
import { HttpError } from "../../http/errors";
import type { ModuleRoutes } from "../module";
import type { VerifyOutcome } from "./verification";

const verifyFailures: Record<Exclude<VerifyOutcome, "verified">, string> = {
  wrong: demoMessages.codeInvalid,
  "no-code": demoMessages.codeInvalid,
  expired: "This code has expired. Please request a new one.",
  voided: "Too many incorrect attempts. Please request a new code.",
};

/** DESIGN §4's email verification: a code sent to the visitor's address, and the check of it. */
export const verificationRoutes: ModuleRoutes = async (app, { services: { verification, analyticsCollector } }) => {
  app.post(
    "/api/schedule-demo/send-verification-code",
    {
      schema: { summary: "Email a verification code", body: sendCodeSchema, response: { 200: messageSchema } },
      bodyLimit: publicFormBodyLimit,
      // Per address before the body is read; per email and domain once it is parsed, before it is
      // validated, and only for a valid address (an invalid one makes no key and fails validation).
      onRequest: app.rateLimits.enforce("codeSendPerAddress"),
      preValidation: app.rateLimits.enforce("codeSendPerEmail", "codeSendPerDomain"),
    },
    async (request) => {
      // The same answer whether or not mail went out (cooldown): nothing here tells about the address.
      const { sent } = await verification.sendCode(request.body.email);
      if (sent) analyticsCollector.record({ name: "demo_code_sent", request });
      return { message: demoMessages.codeSent };
    },
  );

  app.post(
    "/api/schedule-demo/verify-code",
    {
      schema: { summary: "Check a verification code", body: verifyCodeSchema, response: { 200: messageSchema } },
      bodyLimit: publicFormBodyLimit,
      onRequest: app.rateLimits.enforce("codeCheck"),
    },
    async (request) => {
      const outcome = await verification.verify(request.body.email, request.body.code);
      if (outcome !== "verified") throw new HttpError(400, verifyFailures[outcome], { code: verifyFailures[outcome] });
      analyticsCollector.record({ name: "demo_email_verified", request });
      return { message: demoMessages.verified };
    },
  );
};
