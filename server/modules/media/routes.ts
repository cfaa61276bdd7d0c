import multipart from "@fastify/multipart";
import type { FastifyRouteSchemaDef } from "fastify/types/schema";
import { type ZodType, z } from "zod";
import { messageSchema } from "../../../common/auth";
import {
  adminMediaListQuerySchema,
  mediaAssetSchema,
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
import { MediaInUseError } from "./service";
import { readUploadedFile, uploadLimits } from "./upload";
import { VariantGoneError } from "./variants";

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
    description: "One JPEG, PNG, WebP, AVIF or GIF image of at most 20 MB and 80 megapixels.",
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
  throw error;
}

/** A year, immutable: the URL names the bytes (ADR 046). */
const immutable = "public, max-age=31536000, immutable";

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
        summary: "One size and format of an image",
        description:
          "Made on its first request and kept; the URL names its content, so it is cached for a year. A URL of an earlier revision redirects to the current one.",
        params: z.object({
          id: z.uuid("That is not a valid image id"),
          revision: z.string().regex(/^[0-9a-f]{16}$/, "That is not an image revision"),
          file: z.string().max(40),
        }),
      },
    },
    async (request, reply) => {
      const { id, revision, file } = request.params;
      const name = parseVariantFileName(file);
      if (!name) return notFound();
      const found = await media.variant(id, revision, name).catch((error: unknown) => {
        if (error instanceof VariantGoneError) return null;
        throw error;
      });
      if (!found) return notFound();
      if ("moved" in found) return reply.header("cache-control", "no-cache").redirect(found.moved, 302);
      const { variant } = found;
      reply.header("cache-control", immutable).header("etag", variant.etag).type(variant.contentType);
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
        summary: "Upload an image",
        description: "Identified by its bytes; oriented, and stripped of all metadata (EXIF, GPS) before it is stored.",
        consumes: ["multipart/form-data"],
        body: uploadBody,
        response: { 201: mediaAssetSchema },
      },
      validatorCompiler: uploadValidation,
    },
    async (request, reply) => {
      const { fileName, bytes } = await readUploadedFile(request);
      const asset = await media.upload(signedInAdmin(request), fileName, bytes).catch(refused);
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
    async (request) => {
      const { fileName, bytes } = await readUploadedFile(request);
      const asset = await media.replace(signedInAdmin(request), request.params.id, fileName, bytes).catch(refused);
      return asset ?? notFound();
    },
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
