import { generate } from "otplib";
import type { ApiSamples } from "../../../tests/support/api-samples";

export const apiSamples: ApiSamples = ({ send, t, testAdmin }) => {
  /** A code the test admin's new authenticator shows now, on the test clock. */
  const codeFor = (secret: string) => generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });
  /** Turns two-factor sign-in on for the test admin (each sample turns it off again after). */
  const turnOn = async () => {
    const { secret } = await send("POST", "/api/auth/two-factor/setup");
    return send("POST", "/api/auth/two-factor/confirm", { code: await codeFor(secret) });
  };
  const turnOff = () => send("POST", "/api/auth/two-factor/disable", { password: testAdmin.password });

  return {
    "GET /api/auth/two-factor": async () => ({ status: 200 }),
    // A new secret, not yet on.
    "POST /api/auth/two-factor/setup": async () => ({
      status: 200,
      row: { action: "two-factor-setup", entity: "user" },
    }),
    "POST /api/auth/two-factor/confirm": async () => {
      const { secret } = await send("POST", "/api/auth/two-factor/setup");
      return {
        payload: { code: await codeFor(secret) },
        status: 200,
        row: { action: "two-factor-on", entity: "user" },
        // Later samples sign the test admin in with a password alone.
        restore: turnOff,
      };
    },
    "POST /api/auth/two-factor/recovery-codes": async () => {
      await turnOn();
      return {
        payload: { password: testAdmin.password },
        status: 200,
        row: { action: "recovery-codes-renewed", entity: "user" },
        restore: turnOff,
      };
    },
    "POST /api/auth/two-factor/disable": async () => {
      await turnOn();
      return {
        payload: { password: testAdmin.password },
        status: 200,
        row: { action: "two-factor-off", entity: "user" },
      };
    },
    "GET /api/admin/two-factor-policy": async () => ({ status: 200 }),
    "PUT /api/admin/two-factor-policy": async () => ({
      payload: { requiredFor: ["recruiting"] },
      status: 200,
      row: { action: "two-factor-policy", entity: "two_factor_policy" },
      restore: () => send("PUT", "/api/admin/two-factor-policy", { requiredFor: [] }),
    }),
  };
};
