import type { ApiSamples } from "../../../tests/support/api-samples";

export const apiSamples: ApiSamples = ({ unique, newUser, send }) => ({
  "GET /api/admin/users": async () => ({ status: 200 }),
  "POST /api/admin/users": async () => ({
    payload: { username: `user${unique()}`, password: "bob's long password", role: "marketing" },
    status: 201,
    row: { action: "create", entity: "user" },
  }),
  "PATCH /api/admin/users/:id": async () => ({
    id: await newUser(),
    payload: { role: "sales" },
    status: 200,
    row: { action: "update", entity: "user" },
  }),
  "DELETE /api/admin/users/:id": async () => ({
    id: await newUser(),
    status: 200,
    row: { action: "delete", entity: "user" },
  }),
  "POST /api/admin/users/:id/deactivate": async () => ({
    id: await newUser(),
    status: 200,
    row: { action: "deactivate", entity: "user" },
  }),
  "POST /api/admin/users/:id/reactivate": async () => {
    const id = await newUser();
    await send("POST", `/api/admin/users/${id}/deactivate`);
    return { id, status: 200, row: { action: "reactivate", entity: "user" } };
  },
});
