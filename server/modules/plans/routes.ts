import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { planInputSchema } from "../../../common/plan";
import { HttpError } from "../../http/errors";
import type { PlanService } from "./service";

/** The response shape; declaring it filters out anything a row might carry beyond SPEC's fields. */
const planSchema = z.object({
  _id: z.string(),
  name: z.string(),
  price: z.string(),
  priceDetails: z.string(),
  includedUsers: z.number(),
  additionalUser: z.string(),
  features: z.array(z.string()),
  tag: z.string(),
  popular: z.boolean(),
});

const idParams = z.object({ id: z.uuid("That is not a valid plan id") });
const notFound = () => new HttpError(404, "Plan not found");

type Options = { plans: PlanService };

export const publicPlanRoutes: FastifyPluginAsyncZod<Options> = async (app, { plans }) => {
  app.get("/api/plans", { schema: { response: { 200: z.array(planSchema) } } }, () => plans.list());

  app.get("/api/plans/:id", { schema: { params: idParams, response: { 200: planSchema } } }, async (request) => {
    const plan = await plans.get(request.params.id);
    if (!plan) throw notFound();
    return plan;
  });
};

/** Registered inside the admin scope: every route here needs a valid x-auth-token. */
export const adminPlanRoutes: FastifyPluginAsyncZod<Options> = async (app, { plans }) => {
  app.post(
    "/api/plans",
    { schema: { body: planInputSchema, response: { 201: planSchema } } },
    async (request, reply) => {
      reply.status(201);
      return plans.create(request.body);
    },
  );

  app.put(
    "/api/plans/:id",
    { schema: { params: idParams, body: planInputSchema, response: { 200: planSchema } } },
    async (request) => {
      const plan = await plans.update(request.params.id, request.body);
      if (!plan) throw notFound();
      return plan;
    },
  );

  app.delete(
    "/api/plans/:id",
    { schema: { params: idParams, response: { 200: z.object({ message: z.string() }) } } },
    async (request) => {
      if (!(await plans.remove(request.params.id))) throw notFound();
      return { message: "Plan deleted" };
    },
  );
};
