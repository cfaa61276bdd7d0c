import type { ApiSamples } from "../../../tests/support/api-samples";

export const apiSamples: ApiSamples = ({ newEntry, entry }) => ({
  "GET /api/v1/changelogs": async () => ({ status: 200 }),
  "GET /api/admin/changelog": async () => ({ status: 200 }),
  "POST /api/admin/changelog": async () => ({ payload: entry(), status: 201, row: { entity: "changelog_entry" } }),
  "PUT /api/admin/changelog/:id": async () => ({
    id: await newEntry(),
    payload: entry(),
    status: 200,
    row: { action: "update" },
  }),
  "DELETE /api/admin/changelog/:id": async () => ({ id: await newEntry(), status: 200, row: { action: "delete" } }),
});
