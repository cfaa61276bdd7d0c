import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyRouteSchemaDef } from "fastify/types/schema";
import { type ZodType, z } from "zod";
import { messageSchema } from "../../../common/auth";
import {
  adminMediaListQuerySchema,
  mediaAssetSchema,
  mediaCaptionsSchema,
  mediaDescriptionSchema,
  publicImageSchema,
  publicImagesQuerySchema,
} from "../../../common/media";
import { parseVariantFileName } from "../../../common/media-addresses";
import { HttpError, validatorCompiler } from "../../http/errors";
import { matchesEtag } from "../../http/page-cache";
import { signedInAdmin } from "../auth/guard";
import { listRoute } from "../list-route";
import type { ModuleRoutes } from "../module";
import { MediaFileRefusedError } from "./image-file";
import { MediaInUseError, type MediaService } from "./service";
import { KindChangeError } from "./stored-files";
import { NotAVideoError } from "./stored-videos";
import { readUploadedFile, type SpooledUpload, uploadLimits } from "./upload";
import { VariantGoneError } from "./variants";
import { immutableCaching, sendVideoFile } from "./video-responses";

const idParams = z.object({ id: z.uuid("That is not a valid image id") });
const notFound = (): never => {
  throw new HttpError(404, "Image not found");
};

/**
 * The upload's body, for the API reference only: a multipart form with one file. The handler
 * reads the stream itself (upload.ts), so the body is not validated as JSON would be
 * (`uploadValidation`); every other part of the request is.
 */
const uploadBody = z.object({
  file: z.unknown().meta({
    type: "string",
    format: "binary",
    description:
      "One JPEG, PNG, WebP, AVIF or GIF image of at most 20 MB and 80 megapixels, or one MP4 or WebM video of at most 200 MB.",
  }),
});
const uploadValidation = <Schema>(route: FastifyRouteSchemaDef<Schema>) =>
  route.httpPart === "body"
    ? () => ({ value: undefined })
    : validatorCompiler(route as unknown as FastifyRouteSchemaDef<ZodType>);

/** A refusal of the file itself answers with its reason as the `file` field's error too. */
function refused(error: unknown): never {
  if (error instanceof MediaFileRefusedError) {
    throw new HttpError(error.status, error.message, { file: error.message });
  }
  if (error instanceof KindChangeError || error instanceof NotAVideoError) {
    throw new HttpError(422, error.message, { file: error.message });
  }
  throw error;
}

/** Reads the request's one file into a temporary file, hands it to `use`, and removes it after. */
async function withUpload<Result>(request: FastifyRequest, use: (upload: SpooledUpload) => Promise<Result>) {
  const upload = await readUploadedFile(request);
  try {
    return await use(upload).catch(refused);
  } finally {
    await upload.discard();
  }
}

/** Captions that do not parse, or captions for an image: the reason on the `captions` field. */
function captionsRefused(error: unknown): never {
  if (error instanceof MediaFileRefusedError || error instanceof NotAVideoError) {
    throw new HttpError(422, error.message, { captions: error.message });
  }
  throw error;
}

export const publicRoutes: ModuleRoutes = async (app, { services: { media } }) => {
  app.get(
    "/api/media",
    {
      schema: {
        summary: "Library images as public pages show them",
        description:
          "Their revision (for the sizes' URLs), dimensions, alt text and focal point; ids that are not in the library are left out.",
        querystring: publicImagesQuerySchema,
        response: { 200: z.array(publicImageSchema) },
      },
    },
    (request) => media.publicImages(request.query.ids),
  );

  app.get(
    "/media/:id",
    {
      schema: {
        summary: "An image's current file (redirect)",
        description:
          "The stable address posts and pages store; redirects to the current file, 1280 pixels wide at most.",
        params: idParams,
      },
    },
    async (request, reply) => {
      const url = await media.currentUrl(request.params.id);
      if (!url) return notFound();
      return reply.header("cache-control", "no-cache").redirect(url, 302);
    },
  );

  app.get(
    "/media/:id/:revision/:file",
    {
      schema: {
        summary: "One size and format of an image, or a video's file or captions",
        description:
          "An image's size is made on its first request and kept. A video (`video.mp4` or `video.webm`) is served as uploaded, with range requests; its captions are `captions.vtt`. The URL names its content, so it is cached for a year. A URL of an earlier revision redirects to the current one.",
        params: z.object({
          id: z.uuid("That is not a valid image id"),
          revision: z.string().regex(/^[0-9a-f]{16}$/, "That is not an image revision"),
          file: z.string().max(40),
        }),
      },
    },
    async (request, reply) => {
      const { id, revision, file } = request.params;
      if (file === "video.mp4" || file === "video.webm" || file === "captions.vtt") {
        const kind = file === "captions.vtt" ? "captions" : "video";
        const found = await media.videoFile(id, revision, kind);
        if (!found) return notFound();
        if ("moved" in found) return reply.header("cache-control", "no-cache").redirect(found.moved, 302);
        return sendVideoFile(request, reply, found.video, kind, media.readVideo);
      }
      const name = parseVariantFileName(file);
      if (!name) return notFound();
      const found = await media.variant(id, revision, name).catch((error: unknown) => {
        if (error instanceof VariantGoneError) return null;
        throw error;
      });
      if (!found) return notFound();
      if ("moved" in found) return reply.header("cache-control", "no-cache").redirect(found.moved, 302);
      const { variant } = found;
      reply.header("cache-control", immutableCaching).header("etag", variant.etag).type(variant.contentType);
      if (matchesEtag(request.headers["if-none-match"], variant.etag)) return reply.status(304).send();
      return reply.send(variant.bytes);
    },
  );
};

export const staffRoutes: ModuleRoutes = async (app, { services: { media } }) => {
  await app.register(multipart, { limits: uploadLimits });

  listRoute(app, "/api/admin/media", {
    summary: "List library images",
    query: adminMediaListQuerySchema,
    row: mediaAssetSchema,
    list: (query) => media.list(query),
  });

  app.get(
    "/api/admin/media/:id",
    { schema: { summary: "One library image", params: idParams, response: { 200: mediaAssetSchema } } },
    async (request) => (await media.get(request.params.id)) ?? notFound(),
  );

  app.post(
    "/api/admin/media",
    {
      schema: {
        summary: "Upload an image or a video",
        description:
          "Identified by its bytes. An image is oriented, and stripped of all metadata (EXIF, GPS) before it is stored; a video is stored as uploaded, and ffmpeg makes its poster frame where it is installed.",
        consumes: ["multipart/form-data"],
        body: uploadBody,
        response: { 201: mediaAssetSchema },
      },
      validatorCompiler: uploadValidation,
    },
    async (request, reply) => {
      const asset = await withUpload(request, (upload) => media.upload(signedInAdmin(request), upload));
      return reply.status(201).send(asset);
    },
  );

  app.patch(
    "/api/admin/media/:id",
    {
      schema: {
        summary: "Describe an image",
        description:
          "Alt text, or decorative (alt text is then cleared), and the focal point every crop keeps in view.",
        params: idParams,
        body: mediaDescriptionSchema,
        response: { 200: mediaAssetSchema },
      },
    },
    async (request) => (await media.describe(signedInAdmin(request), request.params.id, request.body)) ?? notFound(),
  );

  app.post(
    "/api/admin/media/:id/replace",
    {
      schema: {
        summary: "Replace an image's file",
        description: "Every post and page using the image shows the new file; its description and focal point stay.",
        consumes: ["multipart/form-data"],
        params: idParams,
        body: uploadBody,
        response: { 200: mediaAssetSchema },
      },
      validatorCompiler: uploadValidation,
    },
    async (request) =>
      (await withUpload(request, (upload) => media.replace(signedInAdmin(request), request.params.id, upload))) ??
      notFound(),
  );

  captionsRoutes(app, media);

  app.post(
    "/api/admin/media/:id/poster",
    {
      schema: {
        summary: "Upload a video's poster frame",
        description:
          "The picture shown before the video plays (and its crops); made by ffmpeg at upload where it is installed.",
        consumes: ["multipart/form-data"],
        params: idParams,
        body: uploadBody,
        response: { 200: mediaAssetSchema },
      },
      validatorCompiler: uploadValidation,
    },
    async (request) =>
      (await withUpload(request, (upload) => media.setPoster(signedInAdmin(request), request.params.id, upload))) ??
      notFound(),
  );

  app.delete(
    "/api/admin/media/:id",
    { schema: { summary: "Delete an image", params: idParams, response: { 200: messageSchema } } },
    async (request) => {
      const removed = await media.remove(signedInAdmin(request), request.params.id).catch((error: unknown) => {
        if (error instanceof MediaInUseError) throw new HttpError(409, error.message);
        throw error;
      });
      if (!removed) notFound();
      return { message: "Image deleted" };
    },
  );
};

/** A video's captions: set (checked as WebVTT) and removed. */
function captionsRoutes(app: Parameters<ModuleRoutes>[0], media: MediaService) {
  app.put(
    "/api/admin/media/:id/captions",
    {
      schema: {
        summary: "Set a video's captions",
        description: "WebVTT, checked by a parser: a file with errors is refused with its first problems, by line.",
        params: idParams,
        body: mediaCaptionsSchema,
        response: { 200: mediaAssetSchema },
      },
    },
    async (request) =>
      (await media
        .setCaptions(signedInAdmin(request), request.params.id, request.body.captions)
        .catch(captionsRefused)) ?? notFound(),
  );

  app.delete(
    "/api/admin/media/:id/captions",
    { schema: { summary: "Remove a video's captions", params: idParams, response: { 200: mediaAssetSchema } } },
    async (request) =>
      (await media.setCaptions(signedInAdmin(request), request.params.id, null).catch(captionsRefused)) ?? notFound(),
  );
}
