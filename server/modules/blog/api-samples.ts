import { expect } from "vitest";
import type { ApiSamples } from "../../../tests/support/api-samples";

export const apiSamples: ApiSamples = ({ first, newPost, post }) => ({
  "GET /api/blog": async () => ({ query: "category=Best%20Practices", status: 200 }),
  "GET /api/blog/categories": async () => ({ status: 200 }),
  "GET /api/blog/:id": async () => ({ id: await first("/api/blog"), status: 200 }),
  "GET /api/admin/blog": async () => ({ status: 200 }),
  "GET /api/admin/blog/:id": async () => ({ id: await newPost(), status: 200 }),
  "POST /api/admin/blog": async () => ({
    payload: post(),
    status: 201,
    row: { action: "create", entity: "blog_post" },
  }),
  "PUT /api/admin/blog/:id": async () => ({
    id: await newPost(),
    payload: { ...post(), author: "Meera Iyer" },
    status: 200,
    row: { action: "update", entity: "blog_post", after: expect.objectContaining({ author: "Meera Iyer" }) },
  }),
  "DELETE /api/admin/blog/:id": async () => ({ id: await newPost(), status: 200, row: { action: "delete" } }),
});
