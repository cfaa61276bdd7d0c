import { expect } from "vitest";
import type { ApiSamples } from "../../../tests/support/api-samples";

export const apiSamples: ApiSamples = ({ newImage, newVideo, imageUpload, testCaptions }) => ({
  "GET /api/media": async () => ({ query: `ids=${await newImage()}`, status: 200 }),
  "GET /api/admin/media": async () => ({ query: "undescribed=true&sort=fileName&order=asc", status: 200 }),
  "GET /api/admin/media/:id": async () => ({ id: await newImage(), status: 200 }),
  "POST /api/admin/media": async () => {
    const { payload, headers } = await imageUpload("team-offsite.jpg");
    return { payload, headers, status: 201, row: { action: "create", entity: "media_asset" } };
  },
  "PATCH /api/admin/media/:id": async () => ({
    id: await newImage(),
    payload: { alt: "The Kolkata office's reception, in morning light", focalX: 0.4, focalY: 0.6 },
    status: 200,
    row: {
      action: "update",
      entity: "media_asset",
      after: expect.objectContaining({ alt: "The Kolkata office's reception, in morning light" }),
    },
  }),
  "POST /api/admin/media/:id/replace": async () => {
    const { payload, headers } = await imageUpload("team-offsite-v2.jpg");
    return { id: await newImage(), payload, headers, status: 200, row: { action: "update", entity: "media_asset" } };
  },
  "PUT /api/admin/media/:id/captions": async () => ({
    id: await newVideo(),
    payload: { captions: testCaptions },
    status: 200,
    row: { action: "update", entity: "media_asset" },
  }),
  "DELETE /api/admin/media/:id/captions": async () => ({
    id: await newVideo(),
    status: 200,
    row: { action: "update", entity: "media_asset" },
  }),
  "POST /api/admin/media/:id/poster": async () => {
    const { payload, headers } = await imageUpload("frame.jpg");
    return { id: await newVideo(), payload, headers, status: 200, row: { action: "update", entity: "media_asset" } };
  },
  "DELETE /api/admin/media/:id": async () => ({
    id: await newImage(),
    status: 200,
    row: { action: "delete", entity: "media_asset" },
  }),
});
