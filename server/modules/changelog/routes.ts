import { z } from "zod";
import { messageSchema } from "../../../common/auth";
import { changelogEntryInputSchema, changelogEntrySchema, changelogListSchema } from "../../../common/changelog";
import { HttpError } from "../../http/errors";
import type { AppModule, ModuleRoutes } from "../module";

const idParams = z.object({ id: z.uuid("That is not a valid changelog entry id") });
const notFound = () => new HttpError(404, "Changelog entry not found");

/** SPEC §7: GET /api/v1/changelogs answers `{ data: [...] }`, newest first. */
const publicRoutes: ModuleRoutes = async (app, { services: { changelog } }) => {
  app.get("/api/v1/changelogs", { schema: { response: { 200: changelogListSchema } } }, async () => ({
    data: await changelog.list(),
  }));
};

/** SPEC shows the writes without a token; DESIGN §4 requires one, like every other write. */
const adminRoutes: ModuleRoutes = async (app, { services: { changelog } }) => {
  app.post(
    "/api/v1/changelogs",
    { schema: { body: changelogEntryInputSchema, response: { 201: changelogEntrySchema } } },
    async (request, reply) => {
      reply.status(201);
      return changelog.create(request.body);
    },
  );

  app.put(
    "/api/v1/changelogs/:id",
    { schema: { params: idParams, body: changelogEntryInputSchema, response: { 200: changelogEntrySchema } } },
    async (request) => {
      const entry = await changelog.update(request.params.id, request.body);
      if (!entry) throw notFound();
      return entry;
    },
  );

  app.delete(
    "/api/v1/changelogs/:id",
    { schema: { params: idParams, response: { 200: messageSchema } } },
    async (request) => {
      if (!(await changelog.remove(request.params.id))) throw notFound();
      return { message: "Changelog entry deleted" };
    },
  );
};

export const changelogModule: AppModule = { name: "changelog", publicRoutes, adminRoutes };
