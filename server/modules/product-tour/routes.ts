import { z } from "zod";
import { tourDemoInputSchema, tourDemoSchema } from "../../../common/product-tour";
import { HttpError } from "../../http/errors";
import { signedInAdmin } from "../auth/guard";
import type { ModuleRoutes } from "../module";
import { TourMediaError } from "./service";

const demoParams = z.object({ id: z.string().max(40) });

export const staffRoutes: ModuleRoutes = async (app, { services: { productTour } }) => {
  app.get(
    "/api/admin/product-tour",
    {
      schema: {
        summary: "The product tour's demos and their media",
        description: "Each demo's video (a library video, or none) and each chapter's start and screenshot.",
        response: { 200: z.array(tourDemoSchema) },
      },
    },
    () => productTour.list(),
  );

  app.put(
    "/api/admin/product-tour/:id",
    {
      schema: {
        summary: "Set a demo's video, chapter starts and screenshots",
        description:
          "Refused with 422 when the video or a screenshot is not described (alt text or decorative), is of the wrong kind, or a chapter starts after the video ends.",
        params: demoParams,
        body: tourDemoInputSchema,
        response: { 200: tourDemoSchema },
      },
    },
    async (request) => {
      const demo = await productTour
        .update(signedInAdmin(request), request.params.id, request.body)
        .catch((error: unknown) => {
          if (error instanceof TourMediaError)
            throw new HttpError(422, error.message, { [error.field]: error.message });
          throw error;
        });
      if (!demo) throw new HttpError(404, "Demo not found");
      return demo;
    },
  );
};
