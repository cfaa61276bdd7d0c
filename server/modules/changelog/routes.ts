import { z } from "zod";
import { messageSchema } from "../../../common/auth";
import {
  adminChangelogListQuerySchema,
  changelogEntryInputSchema,
  changelogEntrySchema,
  changelogListSchema,
} from "../../../common/changelog";
import { HttpError } from "../../http/errors";
import { signedInAdmin } from "../auth/guard";
import { listRoute } from "../list-route";
import type { ModuleRoutes } from "../module";

const idParams = z.object({ id: z.uuid("That is not a valid changelog entry id") });
const notFound = () => new HttpError(404, "Changelog entry not found");

/** SPEC §7: GET /api/v1/changelogs answers `{ data: [...] }`, newest first. */
export const publicRoutes: ModuleRoutes = async (app, { services: { changelog } }) => {
  app.get(
    "/api/v1/changelogs",
    {
      config: { pageCache: { reads: ["changelog"] } },
      schema: { summary: "The public changelog, newest version first", response: { 200: changelogListSchema } },
    },
    async () => ({
      data: await changelog.list(),
    }),
  );
};

/** Staff list and edit entries at /api/admin/changelog; SPEC's /api/v1/changelogs writes are aliases (../spec-aliases.ts). */
export const staffRoutes: ModuleRoutes = async (app, { services: { changelog } }) => {
  listRoute(app, "/api/admin/changelog", {
    summary: "List changelog entries",
    query: adminChangelogListQuerySchema,
    row: changelogEntrySchema,
    list: (query) => changelog.adminList(query),
  });

  app.post(
    "/api/admin/changelog",
    {
      schema: {
        summary: "Add a changelog entry",
        body: changelogEntryInputSchema,
        response: { 201: changelogEntrySchema },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return changelog.create(request.body, signedInAdmin(request));
    },
  );

  app.put(
    "/api/admin/changelog/:id",
    {
      schema: {
        summary: "Change a changelog entry",
        params: idParams,
        body: changelogEntryInputSchema,
        response: { 200: changelogEntrySchema },
      },
    },
    async (request) => {
      const entry = await changelog.update(request.params.id, request.body, signedInAdmin(request));
      if (!entry) throw notFound();
      return entry;
    },
  );

  app.delete(
    "/api/admin/changelog/:id",
    { schema: { summary: "Delete a changelog entry", params: idParams, response: { 200: messageSchema } } },
    async (request) => {
      if (!(await changelog.remove(request.params.id, signedInAdmin(request)))) throw notFound();
      return { message: "Changelog entry deleted" };
    },
  );
};
