import { expect } from "vitest";
import type { ApiSamples } from "../../../tests/support/api-samples";

export const apiSamples: ApiSamples = ({ newImage, send }) => ({
  "GET /api/admin/product-tour": async () => ({ status: 200 }),
  "PUT /api/admin/product-tour/:id": async () => {
    const screenshot = await newImage();
    await send("PATCH", `/api/admin/media/${screenshot}`, { alt: "The back office's dashboard" });
    return {
      id: "mobile",
      payload: {
        videoId: null,
        chapters: [
          { startSeconds: 0, imageId: screenshot },
          { startSeconds: 100, imageId: null },
          { startSeconds: 200, imageId: null },
        ],
      },
      status: 200,
      row: {
        action: "update",
        entity: "product_tour_demo",
        after: expect.objectContaining({ videoId: null }),
      },
    };
  },
});
