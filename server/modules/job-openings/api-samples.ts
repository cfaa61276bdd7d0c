import { expect } from "vitest";
import type { ApiSamples } from "../../../tests/support/api-samples";

export const apiSamples: ApiSamples = ({ first, newJob, job }) => ({
  "GET /api/job-openings": async () => ({ status: 200 }),
  "GET /api/job-openings/:id": async () => ({ id: await first("/api/job-openings"), status: 200 }),
  "GET /api/admin/job-openings": async () => ({ status: 200 }),
  "GET /api/admin/job-openings/:id": async () => ({ id: await newJob(), status: 200 }),
  "POST /api/admin/job-openings": async () => ({
    payload: job(),
    status: 201,
    row: { action: "create", entity: "job_opening" },
  }),
  "PUT /api/admin/job-openings/:id": async () => ({
    id: await newJob(),
    payload: { ...job(), location: "Pune" },
    status: 200,
    row: { action: "update", after: expect.objectContaining({ location: "Pune" }) },
  }),
  "DELETE /api/admin/job-openings/:id": async () => ({ id: await newJob(), status: 200, row: { action: "delete" } }),
});
