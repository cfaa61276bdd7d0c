import type { ApiSamples } from "../../../tests/support/api-samples";

export const apiSamples: ApiSamples = ({ send, signIn, testAdmin, unique }) => ({
  "POST /api/auth/password-reset": {
    publicWrite: "asks for a reset email; the same answer for every address, and the email is queued after it",
    call: async () => ({ payload: { email: `nobody${unique()}@example.com` }, status: 200 }),
  },
  "POST /api/auth/password-reset/complete": {
    publicWrite: "the account owner's own step, authorised by the emailed single-use link; its audit row names them",
    // A made-up link: the sample shows the documented refusal (the full reset is tests/api/password-reset.test.ts).
    call: async () => ({ payload: { token: "a".repeat(43), password: "a long enough password" }, status: 410 }),
  },
  "POST /api/auth/login": {
    publicWrite: "signs in: the session it creates changes no record",
    call: async () => ({ payload: testAdmin, status: 200 }),
  },
  "POST /api/auth/login/second-factor": {
    publicWrite:
      "the second half of a sign-in: a failed one is audited under the account, a right one starts a session",
    // A forged challenge: the sample shows the documented refusal (the whole step is tests/api/two-factor.test.ts).
    call: async () => ({ payload: { challenge: "nobody.0.forged", code: "123456" }, status: 401 }),
  },
  "POST /api/auth/logout": {
    publicWrite: "revokes only the token it is given",
    // A session of its own to end, not the test's.
    call: async () => ({ token: await signIn(), status: 200 }),
  },
  "GET /api/auth/session": async () => ({ status: 200 }),
  "GET /api/auth/sessions": async () => ({ status: 200 }),
  "DELETE /api/auth/sessions": async () => {
    await signIn();
    return { status: 200, row: { action: "sign-out-others", entity: "session" } };
  },
  "DELETE /api/auth/sessions/:id": async () => {
    await signIn();
    const sessions: Array<{ id: string; current: boolean }> = await send("GET", "/api/auth/sessions");
    return { id: sessions.find((session) => !session.current)?.id, status: 200, row: { entity: "session" } };
  },
  // The test's own session survives the change, and the restore puts its password back.
  "PUT /api/auth/password": async () => ({
    payload: { currentPassword: testAdmin.password, newPassword: "a brand new long password" },
    status: 200,
    row: { action: "password-change", entity: "user" },
    restore: () =>
      send("PUT", "/api/auth/password", {
        currentPassword: "a brand new long password",
        newPassword: testAdmin.password,
      }),
  }),
});
