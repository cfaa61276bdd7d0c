import type { ApiSamples } from "../../../tests/support/api-samples";

export const apiSamples: ApiSamples = ({ send, newAuthenticator }) => {
  /** A passkey of the test admin's, added through the API with a software authenticator. */
  const addPasskey = async (name = "Sample key") => {
    const key = newAuthenticator();
    const { challenge } = await send("POST", "/api/auth/passkeys/options");
    await send("POST", "/api/auth/passkeys", { name, response: key.register(challenge) });
    return key;
  };

  return {
    "POST /api/auth/passkey/options": {
      publicWrite: "a sign-in challenge for the browser, stored for five minutes and used once; it names nobody",
      call: async () => ({ status: 200 }),
    },
    "POST /api/auth/passkey/verify": {
      publicWrite: "signs in with a passkey: a failed try is audited, a right one starts a session",
      call: async () => {
        const key = await addPasskey("Signing-in key");
        const { challenge } = await send("POST", "/api/auth/passkey/options", undefined, { staff: false });
        return { payload: { response: key.signIn(challenge) }, status: 200 };
      },
    },
    "GET /api/auth/passkeys": async () => ({ status: 200 }),
    "POST /api/auth/passkeys/options": async () => ({
      status: 200,
      row: { action: "passkey-setup", entity: "passkey" },
    }),
    "POST /api/auth/passkeys": async () => {
      const key = newAuthenticator();
      const { challenge } = await send("POST", "/api/auth/passkeys/options");
      return {
        payload: { name: "Work laptop", response: key.register(challenge) },
        status: 201,
        row: { action: "passkey-add", entity: "passkey", entityId: key.id },
      };
    },
    "PATCH /api/auth/passkeys/:id": async () => {
      const key = await addPasskey();
      return {
        id: key.id,
        payload: { name: "Home desktop" },
        status: 200,
        row: { action: "update", entity: "passkey" },
      };
    },
    "DELETE /api/auth/passkeys/:id": async () => {
      const key = await addPasskey();
      return { id: key.id, status: 200, row: { action: "passkey-remove", entity: "passkey" } };
    },
  };
};
