import { z } from "../../../common/zod";
import { type ResourceFile, resourceFiles } from "../../../content/product-tour-resources";
import { HttpError } from "../../http/errors";
import type { ModuleRoutes } from "../module";

/**
 * GET /resources/<file>: the product tour's PDFs (server/modules/resources/service.ts), as a
 * download. Browsers revalidate each time (`no-cache`) and get a 304 while the ETag still matches,
 * so an edited plan reaches the next download.
 */
export const publicRoutes: ModuleRoutes = async (app, { services: { resources } }) => {
  app.get("/resources/:file", { schema: { params: z.object({ file: z.string() }) } }, async (request, reply) => {
    const file = resourceFiles.find((name): name is ResourceFile => name === request.params.file);
    if (!file) throw new HttpError(404, "No such resource");
    const body = await resources.file(file);
    return reply
      .type("application/pdf")
      .header("content-disposition", `attachment; filename="${file}"`)
      .header("cache-control", "public, no-cache")
      .header("content-length", body.length)
      .send(body);
  });
};
