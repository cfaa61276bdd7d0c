import type { ApiSamples } from "../../../tests/support/api-samples";

export const apiSamples: ApiSamples = ({ send, signIn, testAdmin }) => ({
  "POST /api/auth/login": {
    publicWrite: "signs in: the session it creates changes no record",
    call: async () => ({ payload: testAdmin, status: 200 }),
  },
  "POST /api/auth/logout": {
    publicWrite: "revokes only the token it is given",
    // A session of its own to end, not the test's.
    call: async () => ({ token: await signIn(), status: 200 }),
  },
  "GET /api/auth/session": async () => ({ status: 200 }),
  "GET /api/auth/sessions": async () => ({ status: 200 }),
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
