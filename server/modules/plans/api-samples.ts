import { expect } from "vitest";
import type { ApiSamples } from "../../../tests/support/api-samples";

export const apiSamples: ApiSamples = ({ first, newPlan, plan }) => ({
  "GET /api/plans": async () => ({ status: 200 }),
  "GET /api/plans/:id": async () => ({ id: await first("/api/plans"), status: 200 }),
  "GET /api/admin/plans": async () => ({ query: "sort=name&order=asc", status: 200 }),
  "GET /api/admin/plans/:id": async () => ({ id: await newPlan(), status: 200 }),
  "POST /api/admin/plans": async () => ({ payload: plan(), status: 201, row: { action: "create", entity: "plan" } }),
  "PUT /api/admin/plans/:id": async () => ({
    id: await newPlan(),
    payload: { ...plan(), name: "Renamed", price: "₹650" },
    status: 200,
    row: { action: "update", entity: "plan", before: expect.objectContaining({ price: "₹600" }) },
  }),
  "DELETE /api/admin/plans/:id": async () => ({
    id: await newPlan(),
    status: 200,
    row: { action: "delete", entity: "plan" },
  }),
});
