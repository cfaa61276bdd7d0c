import { z } from "zod";
import { messageSchema } from "../../../common/auth";
import { adminJobListQuerySchema, jobOpeningInputSchema, jobOpeningSchema } from "../../../common/job-openings";
import { HttpError } from "../../http/errors";
import { signedInAdmin } from "../auth/guard";
import { listRoute } from "../list-route";
import type { ModuleRoutes } from "../module";

const idParams = z.object({ id: z.uuid("That is not a valid job opening id") });
const notFound = () => new HttpError(404, "Job opening not found");

/** SPEC §7: anyone lists open roles. */
export const publicRoutes: ModuleRoutes = async (app, { services: { jobOpenings } }) => {
  app.get(
    "/api/job-openings",
    {
      config: { pageCache: { reads: ["jobs"] } },
      schema: { summary: "List open job openings", response: { 200: z.array(jobOpeningSchema) } },
    },
    () => jobOpenings.listOpen(),
  );

  app.get(
    "/api/job-openings/:id",
    {
      config: { pageCache: { reads: ["jobs"] } },
      schema: { summary: "One job opening", params: idParams, response: { 200: jobOpeningSchema } },
    },
    async (request) => {
      const opening = await jobOpenings.getOpen(request.params.id);
      if (!opening) throw notFound();
      return opening;
    },
  );
};

/** The back office sees every opening, open or closed, and makes the changes (SPEC's write addresses: ../spec-aliases.ts). */
export const staffRoutes: ModuleRoutes = async (app, { services: { jobOpenings } }) => {
  listRoute(app, "/api/admin/job-openings", {
    summary: "List job openings, closed ones included",
    query: adminJobListQuerySchema,
    row: jobOpeningSchema,
    list: (query) => jobOpenings.list(query),
  });

  app.get(
    "/api/admin/job-openings/:id",
    { schema: { summary: "One job opening for editing", params: idParams, response: { 200: jobOpeningSchema } } },
    async (request) => {
      const opening = await jobOpenings.get(request.params.id);
      if (!opening) throw notFound();
      return opening;
    },
  );

  app.post(
    "/api/admin/job-openings",
    { schema: { summary: "Add a job opening", body: jobOpeningInputSchema, response: { 201: jobOpeningSchema } } },
    async (request, reply) => {
      reply.status(201);
      return jobOpenings.create(request.body, signedInAdmin(request));
    },
  );

  app.put(
    "/api/admin/job-openings/:id",
    {
      schema: {
        summary: "Change a job opening",
        params: idParams,
        body: jobOpeningInputSchema,
        response: { 200: jobOpeningSchema },
      },
    },
    async (request) => {
      const opening = await jobOpenings.update(request.params.id, request.body, signedInAdmin(request));
      if (!opening) throw notFound();
      return opening;
    },
  );

  app.delete(
    "/api/admin/job-openings/:id",
    { schema: { summary: "Delete a job opening", params: idParams, response: { 200: messageSchema } } },
    async (request) => {
      if (!(await jobOpenings.remove(request.params.id, signedInAdmin(request)))) throw notFound();
      return { message: "Job opening deleted" };
    },
  );
};
