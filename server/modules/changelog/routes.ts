import { z } from "zod";
import { messageSchema } from "../../../common/auth";
import {
  adminChangelogListQuerySchema,
  changelogEntryInputSchema,
  changelogEntrySchema,
  changelogListSchema,
} from "../../../common/changelog";
import { totalCountHeader } from "../../../common/http";
import { HttpError } from "../../http/errors";
import { signedInAdmin } from "../auth/guard";
import type { AppModule, ModuleRoutes } from "../module";

const idParams = z.object({ id: z.uuid("That is not a valid changelog entry id") });
const notFound = () => new HttpError(404, "Changelog entry not found");

/** SPEC §7: GET /api/v1/changelogs answers `{ data: [...] }`, newest first. */
const publicRoutes: ModuleRoutes = async (app, { services: { changelog } }) => {
  app.get(
    "/api/v1/changelogs",
    { config: { pageCache: true }, schema: { response: { 200: changelogListSchema } } },
    async () => ({
      data: await changelog.list(),
    }),
  );
};

/** SPEC shows the writes without a token; DESIGN §4 requires one, like every other write. */
const adminRoutes: ModuleRoutes = async (app, { services: { changelog } }) => {
  app.get(
    "/api/admin/changelogs",
    { schema: { querystring: adminChangelogListQuerySchema, response: { 200: z.array(changelogEntrySchema) } } },
    async (request, reply) => {
      const { rows, total } = await changelog.adminList(request.query);
      reply.header(totalCountHeader, String(total));
      return rows;
    },
  );

  app.post(
    "/api/v1/changelogs",
    { schema: { body: changelogEntryInputSchema, response: { 201: changelogEntrySchema } } },
    async (request, reply) => {
      reply.status(201);
      return changelog.create(request.body, signedInAdmin(request));
    },
  );

  app.put(
    "/api/v1/changelogs/:id",
    { schema: { params: idParams, body: changelogEntryInputSchema, response: { 200: changelogEntrySchema } } },
    async (request) => {
      const entry = await changelog.update(request.params.id, request.body, signedInAdmin(request));
      if (!entry) throw notFound();
      return entry;
    },
  );

  app.delete(
    "/api/v1/changelogs/:id",
    { schema: { params: idParams, response: { 200: messageSchema } } },
    async (request) => {
      if (!(await changelog.remove(request.params.id, signedInAdmin(request)))) throw notFound();
      return { message: "Changelog entry deleted" };
    },
  );
};

export const changelogModule: AppModule = { name: "changelog", publicRoutes, adminRoutes };
