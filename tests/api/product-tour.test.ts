import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MediaAsset } from "../../common/media";
import type { TourDemo } from "../../common/product-tour";
import { productDemos } from "../../content/product-tour";
import { multipartBody } from "../support/multipart";
import { testVideo } from "../support/test-videos";
import { createTestApp, engines, signInAs, type TestApp } from "./test-app";

describe.each(engines)("the product tour's media on %s", (engine) => {
  let t: TestApp;
  let marketing: { "x-auth-token": string };

  beforeAll(async () => {
    t = await createTestApp(engine);
    marketing = { "x-auth-token": (await signInAs(t.app, "marketing")).token };
  });
  afterAll(() => t.close());

  const uploadVideo = async () => {
    const body = multipartBody({
      fileName: "overview.webm",
      bytes: await testVideo({ format: "webm", seconds: 4, bitrate: "200k" }),
    });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/media",
      payload: body.payload,
      headers: { ...marketing, ...body.headers },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<MediaAsset>();
  };
  const save = (id: string, payload: object) =>
    t.app.inject({ method: "PUT", url: `/api/admin/product-tour/${id}`, headers: marketing, payload });
  const overview = productDemos[0];
  if (!overview) throw new Error("no demos");

  it("starts with every chapter showing its seeded screenshot of the back office", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/admin/product-tour", headers: marketing });
    const demos = response.json<TourDemo[]>();
    expect(demos.map((demo) => demo._id)).toEqual(productDemos.map((demo) => demo.id));
    for (const demo of demos) {
      expect(demo.videoId).toBeNull();
      for (const chapter of demo.chapters) expect(chapter.imageId, `${demo._id}: ${chapter.title}`).not.toBeNull();
    }
    const media = await t.app.services.productTour.publicMedia();
    expect(media.overview?.chapters[0]?.image?.alt).toMatch(/^Screenshot of /);
  });

  it("refuses a video nobody described, and a chapter that starts after the video ends; then plays it", async () => {
    const video = await uploadVideo();
    const current = (await t.app.inject({ method: "GET", url: "/api/admin/product-tour", headers: marketing })).json<
      TourDemo[]
    >()[0];
    const chapters = (current?.chapters ?? []).map((chapter, index) => ({
      startSeconds: index,
      imageId: chapter.imageId,
    }));

    const undescribed = await save("overview", { videoId: video._id, chapters });
    expect(undescribed.statusCode).toBe(422);
    expect(undescribed.json()).toEqual({
      message:
        'The video "overview.webm" has no alt text. Add it in the media library, or mark it decorative, before publishing.',
      errors: { videoId: expect.any(String) },
    });

    await t.app.inject({
      method: "PATCH",
      url: `/api/admin/media/${video._id}`,
      headers: marketing,
      payload: { alt: "A walk through the Aster back office" },
    });
    const late = await save("overview", {
      videoId: video._id,
      chapters: chapters.map((chapter, index) => (index === 3 ? { ...chapter, startSeconds: 65 } : chapter)),
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe('"Reports and audit logs" starts at 1:05, after the video ends (0:04).');
    expect(late.json().errors).toEqual({ "chapters.3.startSeconds": late.json().message });

    const unordered = await save("overview", { videoId: video._id, chapters: [...chapters].reverse() });
    expect(unordered.statusCode).toBe(400);

    const saved = await save("overview", { videoId: video._id, chapters });
    expect(saved.statusCode, saved.body).toBe(200);
    const media = await t.app.services.productTour.publicMedia();
    expect(media.overview?.video).toMatchObject({
      url: expect.stringMatching(new RegExp(`^/media/${video._id}/[0-9a-f]{16}/video\\.webm$`)),
      label: "A walk through the Aster back office",
    });
    expect(media.overview?.chapters.map((chapter) => chapter.startSeconds)).toEqual([0, 1, 2, 3]);

    // The library lists the use, and will not delete a video the tour plays.
    const refused = await t.app.inject({ method: "DELETE", url: `/api/admin/media/${video._id}`, headers: marketing });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`Product tour "${overview.title}" (video)`);
  });

  it("answers 404 for a demo that does not exist, and 422 for the wrong number of chapters", async () => {
    expect((await save("webinar", { videoId: null, chapters: [{ startSeconds: 0, imageId: null }] })).statusCode).toBe(
      404,
    );
    const short = await save("overview", { videoId: null, chapters: [{ startSeconds: 0, imageId: null }] });
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe('"Aster HRMS in Ten Minutes" has 4 chapters; send one entry for each.');
  });
});
