import { randomBytes } from "node:crypto";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MediaAsset } from "../../common/media";
import { seedImages } from "../../content/seed/images";
import { auditLog, blogPosts } from "../../server/db/schema";
import { mediaAssets, mediaFiles, mediaVariants } from "../../server/modules/media/tables";
import { multipartBody } from "../support/multipart";
import { decompressionBomb, hasGpsPosition, phonePhoto, svgWithScript } from "../support/test-images";
import { uniqueStaffInputs } from "./fixtures";
import { createTestApp, engines, signIn, signInAs, type TestApp } from "./test-app";

describe.each(engines)("media library on %s", (engine) => {
  let t: TestApp;
  let marketing: { "x-auth-token": string };

  beforeAll(async () => {
    t = await createTestApp(engine);
    marketing = { "x-auth-token": (await signInAs(t.app, "marketing")).token };
  });
  afterAll(() => t.close());

  const upload = (fileName: string, bytes: Buffer, headers: Record<string, string> = marketing) => {
    const body = multipartBody({ fileName, bytes, contentType: "image/jpeg" });
    return t.app.inject({
      method: "POST",
      url: "/api/admin/media",
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };
  const uploaded = async (fileName: string, bytes: Buffer): Promise<MediaAsset> => {
    const response = await upload(fileName, bytes);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<MediaAsset>();
  };
  const rowCounts = async () => {
    const { db } = t.database;
    const of = async (table: typeof mediaAssets | typeof mediaFiles | typeof auditLog) =>
      (await db.select({ rows: count() }).from(table))[0]?.rows ?? 0;
    return { assets: await of(mediaAssets), files: await of(mediaFiles), audit: await of(auditLog) };
  };
  /** A blog write as an admin: the publishing check runs on these. */
  const postWrite = async (method: "POST" | "PUT", url: string, payload: object) =>
    t.app.inject({ method, url, headers: { "x-auth-token": await signIn(t.app) }, payload });
  const storedBytes = async (id: string) =>
    (await t.database.db.select().from(mediaFiles).where(eq(mediaFiles.assetId, id)))[0]?.bytes;

  it("stores a phone photo turned upright and without its EXIF or GPS position", async () => {
    const photo = await phonePhoto({ width: 1600, height: 1200 });
    expect(await hasGpsPosition(photo)).toBe(true);
    const asset = await uploaded("IMG_2041.jpg", photo);
    expect(asset).toMatchObject({
      fileName: "IMG_2041.jpg",
      mimeType: "image/jpeg",
      width: 1200,
      height: 1600,
      alt: "",
      decorative: false,
      described: false,
      address: `/media/${asset._id}`,
      uses: [],
    });
    const stored = await storedBytes(asset._id);
    if (!stored) throw new Error("no stored file");
    const metadata = await sharp(stored).metadata();
    expect([metadata.width, metadata.height, metadata.orientation]).toEqual([1200, 1600, undefined]);
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(Buffer.from("AsterTestPhone"))).toBe(false);
    expect(stored.includes(Buffer.from("Exif\0\0"))).toBe(false);
    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, asset._id));
    expect(audited).toMatchObject([
      { action: "create", entity: "media_asset", summary: 'Uploaded image "IMG_2041.jpg"' },
    ]);
  });

  it.each([
    [
      "a text file renamed .jpg",
      "notes.jpg",
      () => Buffer.from("Quarterly notes: not an image at all.\n".repeat(20)),
      415,
      /"notes\.jpg" is not an image/,
    ],
    [
      "a 25 MB file",
      "huge.jpg",
      () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), randomBytes(25 * 1024 * 1024)]),
      413,
      /"huge\.jpg" is over 20 MB/,
    ],
    [
      "a 20,000 × 20,000 decompression bomb",
      "bomb.png",
      () => decompressionBomb(),
      422,
      /"bomb\.png" is 20,000 × 20,000 pixels; the largest image the library takes is 80 megapixels/,
    ],
    [
      "an SVG with a script",
      "logo.svg",
      () => svgWithScript,
      415,
      /"logo\.svg" is an SVG image, which can carry script/,
    ],
    [
      "a PDF",
      "brochure.jpg",
      () => Buffer.from("%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n"),
      415,
      /"brochure\.jpg" is a PDF file; the library takes JPEG, PNG, WebP, AVIF or GIF images/,
    ],
    [
      "a JPEG cut short",
      "cut.jpg",
      async () => (await phonePhoto({ width: 800, height: 600 })).subarray(0, 300),
      422,
      /"cut\.jpg" could not be read as an image/,
    ],
  ])(
    "refuses %s with a 4xx naming the file and the reason, storing nothing",
    async (_, fileName, bytes, status, message) => {
      const before = await rowCounts();
      const response = await upload(fileName, await bytes());
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toMatch(message);
      expect(await rowCounts()).toEqual(before);
    },
  );

  it("refuses bodies that are not one multipart file, with a 4xx and nothing stored", async () => {
    const before = await rowCounts();
    const photo = await phonePhoto({ width: 64, height: 48 });
    const good = multipartBody({ fileName: "a.jpg", bytes: photo });
    const two = multipartBody({ fileName: "a.jpg", bytes: photo }, { fileName: "b.jpg", bytes: photo });
    const bodies = [
      { payload: good.payload.subarray(0, good.payload.length - 200), headers: good.headers },
      { payload: good.payload, headers: { "content-type": "multipart/form-data; boundary=not-the-boundary" } },
      { payload: good.payload, headers: { "content-type": "multipart/form-data" } },
      { payload: JSON.stringify({ file: "a.jpg" }), headers: { "content-type": "application/json" } },
      { payload: two.payload, headers: two.headers },
      { payload: Buffer.alloc(0), headers: good.headers },
    ];
    for (const body of bodies) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/admin/media",
        ...body,
        headers: { ...marketing, ...body.headers },
      });
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
    expect(await rowCounts()).toEqual(before);
  });

  it("lets only marketing and admins use the library", async () => {
    const sales = { "x-auth-token": (await signInAs(t.app, "sales")).token };
    const photo = await phonePhoto({ width: 64, height: 48 });
    expect((await upload("a.jpg", photo, sales)).statusCode).toBe(403);
    expect((await upload("a.jpg", photo, {})).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/media", headers: sales })).statusCode).toBe(403);
  });

  it("serves each variant once made, at a content-named URL cached for a year, in the asked format and no wider than the original", async () => {
    const asset = await uploaded("small.jpg", await phonePhoto({ width: 400, height: 300 }));
    const preview = await t.app.inject({ method: "GET", url: asset.previewUrl ?? "" });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers["content-type"]).toBe("image/webp");
    expect(preview.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const etag = String(preview.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect((await sharp(preview.rawPayload).metadata()).width).toBe(300);

    const again = await t.app.inject({
      method: "GET",
      url: asset.previewUrl ?? "",
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    // As a proxy may send it: several tags, the one it holds among them, weak or not.
    for (const held of [`"0123", ${etag}`, `W/${etag}`, "*"]) {
      const revalidated = await t.app.inject({
        method: "GET",
        url: asset.previewUrl ?? "",
        headers: { "if-none-match": held },
      });
      expect(revalidated.statusCode, held).toBe(304);
    }
    const changed = await t.app.inject({
      method: "GET",
      url: asset.previewUrl ?? "",
      headers: { "if-none-match": '"0123"' },
    });
    expect(changed.statusCode).toBe(200);

    const avifUrl = `/media/${asset._id}/${asset.revision}/card-640.avif`;
    const avif = await t.app.inject({ method: "GET", url: avifUrl });
    expect(avif.headers["content-type"]).toBe("image/avif");
    const card = await sharp(avif.rawPayload).metadata();
    expect(card.format).toBe("heif");
    expect((card.width ?? 0) / (card.height ?? 1)).toBeCloseTo(16 / 9, 1);
    expect(avif.rawPayload.includes(Buffer.from("Exif"))).toBe(false);

    for (const url of [
      `/media/${asset._id}/${asset.revision}/full-100.jpg`,
      `/media/${asset._id}/${asset.revision}/social-640.jpg`,
      `/media/${asset._id}/${asset.revision}/full-640.png`,
      `/media/${asset._id}/${asset.revision}/../../etc/passwd`,
      `/media/00000000-0000-4000-8000-000000000000/${asset.revision}/full-640.jpg`,
    ]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(404);
    }
    const stable = await t.app.inject({ method: "GET", url: asset.address });
    expect(stable.statusCode).toBe(302);
    expect(stable.headers.location).toBe(`/media/${asset._id}/${asset.revision}/full-320.jpg`);
  });

  it("makes a variant once when 50 requests for it arrive together", async () => {
    const asset = await uploaded("together.jpg", await phonePhoto({ width: 2400, height: 1600 }));
    const url = `/media/${asset._id}/${asset.revision}/full-1280.avif`;
    const before = t.app.metrics.getSingleMetric("aster_media_variants_made_total");
    const made = async () => Number((await before?.get())?.values[0]?.value ?? 0);
    const madeBefore = await made();
    const answers = await Promise.all(Array.from({ length: 50 }, () => t.app.inject({ method: "GET", url })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    expect((await made()) - madeBefore).toBe(1);
    const rows = await t.database.db
      .select({ rows: count() })
      .from(mediaVariants)
      .where(eq(mediaVariants.assetId, asset._id));
    expect(rows[0]?.rows).toBe(1);
  });

  it("describes an image, moves every crop to its focal point, and sends old URLs to the new ones", async () => {
    const asset = await uploaded("team.jpg", await phonePhoto({ width: 1600, height: 1200 }));
    const undescribed = await t.app.inject({
      method: "GET",
      url: "/api/admin/media?undescribed=true&limit=200",
      headers: marketing,
    });
    expect(undescribed.json<MediaAsset[]>().map((row) => row._id)).toContain(asset._id);

    const described = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/media/${asset._id}`,
      headers: marketing,
      payload: { alt: "Five colleagues around a whiteboard planning the quarter", focalX: 0.3, focalY: 0.2 },
    });
    expect(described.statusCode, described.body).toBe(200);
    const after = described.json<MediaAsset>();
    expect(after).toMatchObject({ described: true, focalX: expect.closeTo(0.3, 5), focalY: expect.closeTo(0.2, 5) });
    expect(after.revision).not.toBe(asset.revision);

    const old = await t.app.inject({ method: "GET", url: `/media/${asset._id}/${asset.revision}/square-320.webp` });
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe(`/media/${asset._id}/${after.revision}/square-320.webp`);
    expect(old.headers["cache-control"]).toBe("no-cache");

    const listed = await t.app.inject({
      method: "GET",
      url: "/api/admin/media?undescribed=true&limit=200",
      headers: marketing,
    });
    expect(listed.json<MediaAsset[]>().map((row) => row._id)).not.toContain(asset._id);
    const searched = await t.app.inject({ method: "GET", url: "/api/admin/media?q=whiteboard", headers: marketing });
    expect(searched.json<MediaAsset[]>().map((row) => row._id)).toEqual([asset._id]);

    const decorative = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/media/${asset._id}`,
      headers: marketing,
      payload: { alt: "ignored", decorative: true, focalX: 0.3, focalY: 0.2 },
    });
    expect(decorative.json()).toMatchObject({ alt: "", decorative: true, described: true });

    const invalid = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/media/${asset._id}`,
      headers: marketing,
      payload: { alt: "x".repeat(301), focalX: 2 },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toMatchObject({
      alt: "Alt text must be at most 300 characters",
      focalX: "The focal point's position across must be from 0 to 1",
    });
  });

  it("refuses to publish a post whose cover or author photo nobody described, naming the image, and publishes it once described", async () => {
    const photo = await uploaded("IMG_0007.jpg", await phonePhoto({ width: 800, height: 600 }));
    const post = {
      ...uniqueStaffInputs().post(),
      imageUrl: photo.address,
      authorImage: "https://example.com/ritika.jpg",
    };
    const draft = await postWrite("POST", "/api/admin/blog", { ...post, status: "draft" });
    expect(draft.statusCode, draft.body).toBe(201);
    const id = draft.json()._id;

    const refused = await postWrite("PUT", `/api/admin/blog/${id}`, { ...post, status: "published" });
    expect(refused.statusCode).toBe(422);
    const message =
      'The cover image "IMG_0007.jpg" has no alt text. Add it in the media library, or mark the image decorative, before publishing.';
    expect(refused.json()).toEqual({ message, errors: { imageUrl: message } });
    const created = await postWrite("POST", "/api/admin/blog", { ...post, status: "published" });
    expect(created.statusCode).toBe(422);
    const admin = { "x-auth-token": await signIn(t.app) };
    expect((await t.app.inject({ method: "GET", url: `/api/admin/blog/${id}`, headers: admin })).json().status).toBe(
      "draft",
    );

    await t.app.inject({
      method: "PATCH",
      url: `/api/admin/media/${photo._id}`,
      headers: marketing,
      payload: { alt: "A notebook open at a shift roster" },
    });
    const published = await postWrite("PUT", `/api/admin/blog/${id}`, { ...post, status: "published" });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ status: "published", imageUrl: photo.address });
  });

  it("counts an image in a post's text as used: publishing waits for its description, and deleting it is refused", async () => {
    const chart = await uploaded("headcount-chart.png", await phonePhoto({ width: 640, height: 360 }));
    const post = {
      ...uniqueStaffInputs().post(),
      content: `<p>Headcount by month:</p><p><img src="${chart.address}" alt="Chart"></p>`,
    };
    const refused = await postWrite("POST", "/api/admin/blog", { ...post, status: "published" });
    expect(refused.statusCode).toBe(422);
    const message =
      'The image in the text "headcount-chart.png" has no alt text. Add it in the media library, or mark the image decorative, before publishing.';
    expect(refused.json()).toEqual({ message, errors: { content: message } });

    const draft = await postWrite("POST", "/api/admin/blog", { ...post, status: "draft" });
    expect(draft.statusCode, draft.body).toBe(201);
    const listed = await t.app.inject({ method: "GET", url: `/api/admin/media/${chart._id}`, headers: marketing });
    expect(listed.json().uses).toEqual([
      { label: `Blog post "${post.title}" (in the text)`, href: `/admin/blog/${draft.json()._id}` },
    ]);
    const before = await rowCounts();
    const deleted = await t.app.inject({ method: "DELETE", url: `/api/admin/media/${chart._id}`, headers: marketing });
    expect(deleted.statusCode).toBe(409);
    expect(await rowCounts()).toEqual(before);
  });

  it("replaces the file behind an address that posts keep, and refuses to delete an image in use", async () => {
    const asset = await uploaded("cover.jpg", await phonePhoto({ width: 1600, height: 1200 }));
    const [first] = await t.database.db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .orderBy(blogPosts.createdAt)
      .limit(1);
    if (!first) throw new Error("no seeded post");
    const [post] = await t.database.db
      .update(blogPosts)
      .set({ imageUrl: asset.address })
      .where(eq(blogPosts.id, first.id))
      .returning({ id: blogPosts.id, title: blogPosts.title });
    if (!post) throw new Error("no seeded post");

    const body = multipartBody({
      fileName: "cover-v2.png",
      bytes: await sharp({ create: { width: 900, height: 500, channels: 3, background: "#10b981" } })
        .png()
        .toBuffer(),
    });
    const replaced = await t.app.inject({
      method: "POST",
      url: `/api/admin/media/${asset._id}/replace`,
      payload: body.payload,
      headers: { ...marketing, ...body.headers },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({
      _id: asset._id,
      address: asset.address,
      fileName: "cover-v2.png",
      mimeType: "image/png",
      width: 900,
      height: 500,
    });
    expect(replaced.json().uses).toEqual([
      { label: `Blog post "${post.title}" (cover image)`, href: `/admin/blog/${post.id}` },
    ]);

    const before = await rowCounts();
    const refused = await t.app.inject({ method: "DELETE", url: `/api/admin/media/${asset._id}`, headers: marketing });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `"cover-v2.png" is used in 1 place: Blog post "${post.title}" (cover image). Choose another image there first.`,
    );
    expect(await rowCounts()).toEqual(before);

    const unused = await uploaded("spare.jpg", await phonePhoto({ width: 64, height: 48 }));
    await t.app.inject({ method: "GET", url: unused.previewUrl ?? "" });
    const deleted = await t.app.inject({ method: "DELETE", url: `/api/admin/media/${unused._id}`, headers: marketing });
    expect(deleted.json()).toEqual({ message: "Image deleted" });
    expect(await storedBytes(unused._id)).toBeUndefined();
    expect((await t.app.inject({ method: "GET", url: unused.previewUrl ?? "" })).statusCode).toBe(404);
  });

  it("starts with the seed images, described, each showing where a feature page or post uses it; one in use cannot be deleted", async () => {
    const listed = await t.app.inject({
      method: "GET",
      url: "/api/admin/media?q=feature-payroll-finance-advanced-payroll",
      headers: marketing,
    });
    expect(listed.statusCode).toBe(200);
    const [image] = listed.json<MediaAsset[]>();
    const seeded = seedImages.find((entry) => entry.key === "feature-payroll-finance-advanced-payroll");
    expect(image).toMatchObject({ fileName: "feature-payroll-finance-advanced-payroll.png", alt: seeded?.alt });
    expect(image?.uses).toEqual([
      {
        label: 'Feature page "Payroll & Finance" (Advanced Payroll)',
        href: "/features/payroll-finance#advanced-payroll",
      },
    ]);

    const refused = await t.app.inject({ method: "DELETE", url: `/api/admin/media/${image?._id}`, headers: marketing });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Feature page "Payroll & Finance" (Advanced Payroll)');

    const undescribed = await t.app.inject({
      method: "GET",
      url: "/api/admin/media?undescribed=true",
      headers: marketing,
    });
    expect(undescribed.json<MediaAsset[]>().filter((asset) => asset.fileName.startsWith("feature-"))).toEqual([]);
  });
});
