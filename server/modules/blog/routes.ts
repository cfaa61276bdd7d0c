import { z } from "zod";
import { messageSchema } from "../../../common/auth";
import {
  adminBlogListItemSchema,
  adminBlogListQuerySchema,
  adminBlogPostSchema,
  blogListQuerySchema,
  blogPostInputSchema,
  blogPostSchema,
  categoryCountSchema,
} from "../../../common/blog";
import { HttpError } from "../../http/errors";
import { pageAnswer } from "../../http/list-answer";
import { uncachedControl } from "../../http/page-cache";
import { signedInAdmin } from "../auth/guard";
import { listRoute } from "../list-route";
import { ImageNotDescribedError } from "../media/publishing-check";
import type { ModuleRoutes } from "../module";
import { rssFeed } from "./feed";
import { SlugTakenError } from "./service";

const idParams = z.object({ id: z.uuid("That is not a valid post id") });
const idOrSlugParams = z.object({ id: z.string().min(1).max(200) });
const notFound = () => new HttpError(404, "Blog post not found.");

export const publicRoutes: ModuleRoutes = async (app, { services: { blog }, config, clock }) => {
  app.get("/rss.xml", { config: { pageCache: { reads: ["blog"] } } }, async (_request, reply) =>
    reply
      .type("application/rss+xml; charset=utf-8")
      .header("cache-control", "public, max-age=300")
      .send(rssFeed(await blog.latest(20), config.PUBLIC_URL, clock.now())),
  );

  app.get(
    "/api/blog",
    {
      config: { pageCache: { reads: ["blog"] } },
      schema: {
        summary: "List published blog posts",
        querystring: blogListQuerySchema,
        response: { 200: z.array(blogPostSchema) },
      },
    },
    async (request, reply) => {
      const { posts, total } = await blog.listPublished(request.query);
      return pageAnswer(reply, { rows: posts, total });
    },
  );

  app.get(
    "/api/blog/categories",
    {
      config: { pageCache: { reads: ["blog"] } },
      schema: { summary: "Blog categories with their post counts", response: { 200: z.array(categoryCountSchema) } },
    },
    () => blog.categoryCounts(),
  );

  app.get(
    "/api/blog/:id",
    {
      config: { pageCache: { reads: ["blog"] } },
      schema: {
        summary: "One published post, by id or slug",
        params: idOrSlugParams,
        response: { 200: blogPostSchema },
      },
    },
    async (request) => {
      // SPEC reads a post by id; a slug (current or former) works too.
      let found = await blog.findPublished(request.params.id);
      if (found?.kind === "moved") found = await blog.findPublished(found.slug);
      if (found?.kind !== "post") throw notFound();
      const postId = found.post._id;
      // Counted for cached answers too (server/http/page-cache.ts).
      blog.countReads(postId, request.pageCache ?? uncachedControl(request.headers));
      return found.post;
    },
  );
};

export const staffRoutes: ModuleRoutes = async (app, { services: { blog } }) => {
  const saved = <T>(work: () => Promise<T>) =>
    work().catch((error: unknown) => {
      if (error instanceof SlugTakenError) throw new HttpError(409, error.message, { slug: error.message });
      if (error instanceof ImageNotDescribedError) {
        throw new HttpError(422, error.message, { [error.field]: error.message });
      }
      throw error;
    });

  listRoute(app, "/api/admin/blog", {
    summary: "List blog posts, drafts and scheduled included",
    query: adminBlogListQuerySchema,
    row: adminBlogListItemSchema,
    list: (query) => blog.list(query),
  });

  app.get(
    "/api/admin/blog/:id",
    { schema: { summary: "One blog post for editing", params: idParams, response: { 200: adminBlogPostSchema } } },
    async (request) => {
      const post = await blog.get(request.params.id);
      if (!post) throw notFound();
      return post;
    },
  );

  app.post(
    "/api/admin/blog",
    { schema: { summary: "Add a blog post", body: blogPostInputSchema, response: { 201: adminBlogPostSchema } } },
    async (request, reply) => {
      const post = await saved(() => blog.create(request.body, signedInAdmin(request)));
      reply.status(201);
      return post;
    },
  );

  app.put(
    "/api/admin/blog/:id",
    {
      schema: {
        summary: "Change a blog post",
        params: idParams,
        body: blogPostInputSchema,
        response: { 200: adminBlogPostSchema },
      },
    },
    async (request) => {
      const post = await saved(() => blog.update(request.params.id, request.body, signedInAdmin(request)));
      if (!post) throw notFound();
      return post;
    },
  );

  app.delete(
    "/api/admin/blog/:id",
    { schema: { summary: "Delete a blog post", params: idParams, response: { 200: messageSchema } } },
    async (request) => {
      if (!(await blog.remove(request.params.id, signedInAdmin(request)))) throw notFound();
      return { message: "Blog post deleted" };
    },
  );
};

/** SPEC §7: public reads of published posts; staff reads and writes at /api/admin/blog (SPEC's write addresses: ../spec-aliases.ts). */
