import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MediaAsset } from "../../common/media";
import { mediaAssets, mediaVideoChunks } from "../../server/modules/media/tables";
import { multipartBody } from "../support/multipart";
import { phonePhoto } from "../support/test-images";
import { testCaptions, testVideo } from "../support/test-videos";
import { createTestApp, engines, signInAs, type TestApp } from "./test-app";

describe.each(engines)("videos in the media library on %s", (engine) => {
  let t: TestApp;
  let marketing: { "x-auth-token": string };
  let mp4: Buffer;

  beforeAll(async () => {
    t = await createTestApp(engine);
    marketing = { "x-auth-token": (await signInAs(t.app, "marketing")).token };
    mp4 = await testVideo({ format: "mp4" });
  });
  afterAll(() => t.close());

  const send = (app: TestApp["app"], url: string, fileName: string, bytes: Buffer) => {
    const body = multipartBody({ fileName, bytes, contentType: "video/mp4" });
    return app.inject({ method: "POST", url, payload: body.payload, headers: { ...marketing, ...body.headers } });
  };
  const uploaded = async (fileName: string, bytes: Buffer, app = t.app): Promise<MediaAsset> => {
    const response = await send(app, "/api/admin/media", fileName, bytes);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<MediaAsset>();
  };
  const counts = async () => {
    const { db } = t.database;
    return {
      assets: (await db.select({ n: count() }).from(mediaAssets))[0]?.n,
      pieces: (await db.select({ n: count() }).from(mediaVideoChunks))[0]?.n,
    };
  };
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

  it("stores an MP4 as uploaded, measured by ffprobe with a poster from ffmpeg, and serves it with ranges", async () => {
    expect(mp4.length).toBeGreaterThan(1024 * 1024);
    const video = await uploaded("tour.mp4", mp4);
    expect(video).toMatchObject({
      kind: "video",
      mimeType: "video/mp4",
      byteSize: mp4.length,
      width: 640,
      height: 360,
    });
    expect(video.durationSeconds).toBeCloseTo(4, 0);
    expect(video.videoUrl).toBe(`/media/${video._id}/${video.revision}/video.mp4`);

    const whole = await get(video.videoUrl ?? "");
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    expect(whole.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(whole.headers["content-type"]).toBe("video/mp4");
    expect(whole.rawPayload.equals(mp4)).toBe(true);

    // Across the boundary of the first two stored pieces (1 MiB each).
    const start = 1024 * 1024 - 10;
    const part = await get(video.videoUrl ?? "", { range: `bytes=${start}-${start + 99}` });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes ${start}-${start + 99}/${mp4.length}`);
    expect(part.rawPayload.equals(mp4.subarray(start, start + 100))).toBe(true);

    const tail = await get(video.videoUrl ?? "", { range: "bytes=-500" });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(mp4.subarray(mp4.length - 500))).toBe(true);

    const outside = await get(video.videoUrl ?? "", { range: `bytes=${mp4.length + 10}-` });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers["content-range"]).toBe(`bytes */${mp4.length}`);

    const again = await get(video.videoUrl ?? "", { "if-none-match": String(whole.headers.etag) });
    expect(again.statusCode).toBe(304);

    // The poster is an image of the library like any other: its sizes are made from it.
    const poster = await get(video.previewUrl ?? "");
    expect(poster.statusCode).toBe(200);
    expect((await sharp(poster.rawPayload).metadata()).width).toBe(640);
  });

  it("takes captions that parse as WebVTT, refuses ones that do not (by line), and serves them as text/vtt", async () => {
    const video = await uploaded("captioned.mp4", mp4);
    const put = (captions: string, id = video._id) =>
      t.app.inject({
        method: "PUT",
        url: `/api/admin/media/${id}/captions`,
        headers: marketing,
        payload: { captions },
      });

    const broken = await put("WEBVTT\n\n00:00:01.000 -> 00:00:02.000\nOne arrow short.\n");
    expect(broken.statusCode).toBe(422);
    expect(broken.json().message).toBe(
      "The captions are not valid WebVTT (line 4: Cue identifier needs to be followed by timestamp; line 5: Cue identifier cannot be standalone).",
    );
    expect(broken.json().errors.captions).toBe(broken.json().message);

    const set = await put(testCaptions);
    expect(set.statusCode, set.body).toBe(200);
    const captioned = set.json<MediaAsset>();
    expect(captioned.revision).not.toBe(video.revision);
    const served = await get(captioned.captionsUrl ?? "");
    expect(served.headers["content-type"]).toBe("text/vtt; charset=utf-8");
    expect(served.body).toBe(testCaptions.trim());
    // The old revision's file moves to the new one.
    expect((await get(video.videoUrl ?? "")).headers.location).toBe(captioned.videoUrl);

    const photo = await uploaded("photo.jpg", await phonePhoto({ width: 800, height: 600 }));
    const onImage = await put(testCaptions, photo._id);
    expect(onImage.statusCode).toBe(422);
    expect(onImage.json().message).toBe('"photo.jpg" is an image: captions belong to videos.');
  });

  it.each([
    [
      "a text file renamed .mp4",
      "notes.mp4",
      () => Buffer.from("Not a video at all.\n".repeat(50)),
      415,
      /"notes\.mp4" is not an image or a video/,
    ],
    [
      "an MP4 cut to its first bytes",
      "cut.mp4",
      () => mp4.subarray(0, 2000),
      422,
      /"cut\.mp4" could not be read as a video|"cut\.mp4" has no picture/,
    ],
  ])("refuses %s with a 4xx naming it, storing nothing", async (_, fileName, bytes, status, message) => {
    const before = await counts();
    const response = await send(t.app, "/api/admin/media", fileName, bytes());
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(message);
    expect(await counts()).toEqual(before);
  });

  it("without ffmpeg stores the video with no poster, and staff upload one", async () => {
    const bare = await createTestApp(engine, { seed: false, env: { MEDIA_VIDEO_TOOLS: "/nonexistent" } });
    try {
      const token = { "x-auth-token": (await signInAs(bare.app, "marketing")).token };
      const body = multipartBody({
        fileName: "bare.webm",
        bytes: await testVideo({ format: "webm", bitrate: "200k" }),
      });
      const response = await bare.app.inject({
        method: "POST",
        url: "/api/admin/media",
        payload: body.payload,
        headers: { ...token, ...body.headers },
      });
      expect(response.statusCode, response.body).toBe(201);
      const video = response.json<MediaAsset>();
      expect(video).toMatchObject({ kind: "video", mimeType: "video/webm", previewUrl: null, durationSeconds: null });

      const poster = multipartBody({ fileName: "frame.jpg", bytes: await phonePhoto({ width: 720, height: 1280 }) });
      const withPoster = await bare.app.inject({
        method: "POST",
        url: `/api/admin/media/${video._id}/poster`,
        payload: poster.payload,
        headers: { ...token, ...poster.headers },
      });
      expect(withPoster.statusCode, withPoster.body).toBe(200);
      expect(withPoster.json<MediaAsset>()).toMatchObject({ width: 1280, height: 720 });
      expect(withPoster.json<MediaAsset>().previewUrl).toMatch(/^\/media\//);
    } finally {
      await bare.close();
    }
  });

  it("deletes a video's stored pieces with it", async () => {
    const video = await uploaded("short-lived.mp4", mp4);
    const pieces = async () =>
      (
        await t.database.db
          .select({ n: count() })
          .from(mediaVideoChunks)
          .innerJoin(mediaAssets, eq(mediaAssets.videoUploadId, mediaVideoChunks.uploadId))
          .where(eq(mediaAssets.id, video._id))
      )[0]?.n;
    expect(await pieces()).toBe(2);
    const before = (await counts()).pieces ?? 0;
    const removed = await t.app.inject({ method: "DELETE", url: `/api/admin/media/${video._id}`, headers: marketing });
    expect(removed.statusCode).toBe(200);
    expect((await counts()).pieces).toBe(before - 2);
  });
});
