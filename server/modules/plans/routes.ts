import { z } from "zod";
import { messageSchema } from "../../../common/auth";
import { adminPlanListQuerySchema, planInputSchema, planSchema } from "../../../common/plan";
import { HttpError } from "../../http/errors";
import { signedInAdmin } from "../auth/guard";
import { listRoute } from "../list-route";
import type { ModuleRoutes } from "../module";

const idParams = z.object({ id: z.uuid("That is not a valid plan id") });
const notFound = () => new HttpError(404, "Plan not found");

export const publicRoutes: ModuleRoutes = async (app, { services: { plans } }) => {
  // The response schema filters out anything a row might carry beyond SPEC's fields.
  app.get(
    "/api/plans",
    {
      config: { pageCache: { reads: ["plans"] } },
      schema: { summary: "List plans", response: { 200: z.array(planSchema) } },
    },
    () => plans.list(),
  );

  app.get(
    "/api/plans/:id",
    {
      config: { pageCache: { reads: ["plans"] } },
      schema: { summary: "One plan", params: idParams, response: { 200: planSchema } },
    },
    async (request) => {
      const plan = await plans.get(request.params.id);
      if (!plan) throw notFound();
      return plan;
    },
  );
};

export const staffRoutes: ModuleRoutes = async (app, { services: { plans } }) => {
  listRoute(app, "/api/admin/plans", {
    summary: "List plans for the back office",
    query: adminPlanListQuerySchema,
    row: planSchema,
    list: (query) => plans.adminList(query),
  });

  app.get(
    "/api/admin/plans/:id",
    { schema: { summary: "One plan for editing", params: idParams, response: { 200: planSchema } } },
    async (request) => {
      const plan = await plans.get(request.params.id);
      if (!plan) throw notFound();
      return plan;
    },
  );

  app.post(
    "/api/admin/plans",
    { schema: { summary: "Add a plan", body: planInputSchema, response: { 201: planSchema } } },
    async (request, reply) => {
      reply.status(201);
      return plans.create(request.body, signedInAdmin(request));
    },
  );

  app.put(
    "/api/admin/plans/:id",
    { schema: { summary: "Change a plan", params: idParams, body: planInputSchema, response: { 200: planSchema } } },
    async (request) => {
      const plan = await plans.update(request.params.id, request.body, signedInAdmin(request));
      if (!plan) throw notFound();
      return plan;
    },
  );

  app.delete(
    "/api/admin/plans/:id",
    { schema: { summary: "Delete a plan", params: idParams, response: { 200: messageSchema } } },
    async (request) => {
      if (!(await plans.remove(request.params.id, signedInAdmin(request)))) throw notFound();
      return { message: "Plan deleted" };
    },
  );
};

/** SPEC §7: public GET /api/plans; staff reads and writes at /api/admin/plans (SPEC's write addresses: ../spec-aliases.ts). */
