import {
  availableSlotsQuerySchema,
  availableSlotsSchema,
  bookingConfirmationSchema,
  demoMessages,
  demoRequestInputSchema,
} from "../../../common/demo";
import { publicFormBodyLimit } from "../../http/body-limits";
import { HttpError } from "../../http/errors";
import type { ModuleRoutes } from "../module";
import { slotUnavailable } from "./routes-shared";

/** The free slots of a day, as the booking form offers them. */
export const slotRoutes: ModuleRoutes = async (app, { services: { demo } }) => {
  app.get(
    "/api/schedule-demo/available-slots",
    {
      schema: {
        summary: "Free demo slots on a day (India time)",
        querystring: availableSlotsQuerySchema,
        response: { 200: availableSlotsSchema },
      },
    },
    async (request, reply) => {
      // Bookings change the answer at any moment.
      reply.header("cache-control", "no-store");
      return demo.availableSlots(request.query.date);
    },
  );
};

/** The booking itself, once the email is verified (verification-routes.ts). */
export const bookingRoutes: ModuleRoutes = async (app, { services: { demo, plans, analyticsCollector } }) => {
  app.post(
    "/api/schedule-demo",
    {
      schema: {
        summary: "Book a demo (after verifying the email)",
        body: demoRequestInputSchema,
        response: { 201: bookingConfirmationSchema },
      },
      bodyLimit: publicFormBodyLimit,
      onRequest: app.rateLimits.enforce("publicForm"),
    },
    async (request, reply) => {
      // The visitor sends the plan's slug; the request keeps the plan's name as it reads today.
      const plan = request.body.plan ? await plans.bySlug(request.body.plan) : null;
      if (request.body.plan && !plan) {
        throw new HttpError(400, demoMessages.unknownPlan, { plan: demoMessages.unknownPlan });
      }
      const outcome = await demo.book({ ...request.body, plan: plan?.name ?? "" });
      switch (outcome.kind) {
        case "booked":
          analyticsCollector.record({ name: "demo_booked", request });
          reply.status(201);
          return {
            message: demoMessages.booked,
            _id: outcome.id,
            booking: demo.confirmation(outcome.id, request.body),
          };
        case "screened":
          reply.status(201);
          return {
            message: demoMessages.booked,
            _id: outcome.id,
            booking: demo.confirmation(outcome.id, request.body),
          };
        case "unverified":
          throw new HttpError(403, demoMessages.verifyFirst);
        case "slot-unavailable":
          throw new HttpError(400, slotUnavailable, { time: slotUnavailable });
        case "slot-taken":
          throw new HttpError(409, demoMessages.slotTaken, { time: demoMessages.slotTaken });
        case "domain-full":
          throw new HttpError(409, demoMessages.domainFull);
        case "address-full":
          throw new HttpError(409, demoMessages.addressFull);
      }
    },
  );
};
