import { messageSchema } from "../../../common/auth";
import { cancelDemoSchema, demoMessages, rescheduleDemoSchema, rescheduledSchema } from "../../../common/demo";
import { publicFormBodyLimit } from "../../http/body-limits";
import { HttpError } from "../../http/errors";
import type { ModuleRoutes } from "../module";
import type { RescheduleOutcome } from "./reschedule-and-cancel";
import { idParams, slotUnavailable } from "./routes-shared";

/** Why a reschedule did not happen, as the manage page shows it. */
const rescheduleFailures: Record<Exclude<RescheduleOutcome, "rescheduled">, () => HttpError> = {
  "not-found": () => new HttpError(404, demoMessages.manageLinkInvalid),
  cancelled: () => new HttpError(409, demoMessages.manageCancelled),
  closed: () => new HttpError(409, demoMessages.manageClosed),
  "same-slot": () => new HttpError(400, demoMessages.sameSlot, { time: demoMessages.sameSlot }),
  "slot-unavailable": () => new HttpError(400, slotUnavailable, { time: slotUnavailable }),
  "slot-taken": () => new HttpError(409, demoMessages.slotTaken, { time: demoMessages.slotTaken }),
};

/** What the signed link in the guest's emails allows: cancelling the demo, or moving it. */
export const manageLinkRoutes: ModuleRoutes = async (app, { services: { demo } }) => {
  app.post(
    "/api/schedule-demo/:id/cancel",
    {
      schema: {
        summary: "Cancel a booked demo from the signed link",
        params: idParams,
        body: cancelDemoSchema,
        response: { 200: messageSchema },
      },
      bodyLimit: publicFormBodyLimit,
    },
    async (request) => {
      const outcome = await demo.cancel(request.params.id, request.body.signature);
      if (outcome === "not-found") throw new HttpError(404, "This cancellation link is not valid.");
      if (outcome === "closed") throw new HttpError(409, demoMessages.cancelClosed);
      return {
        message:
          outcome === "cancelled"
            ? "Your demo is cancelled. We have emailed you a confirmation."
            : "This demo was already cancelled.",
      };
    },
  );

  /** The confirmation's "Add to calendar": the booking's event, as its invitation carries it. */
  app.get(
    "/api/schedule-demo/:id/calendar.ics",
    {
      schema: {
        summary: "Download a booked demo as a calendar file (the signed link from the confirmation)",
        params: idParams,
        querystring: cancelDemoSchema,
        produces: ["text/calendar"],
      },
    },
    async (request, reply) => {
      const outcome = await demo.calendarFile(request.params.id, request.query.signature);
      if (outcome.kind === "not-found") throw new HttpError(404, demoMessages.manageLinkInvalid);
      if (outcome.kind === "cancelled") throw new HttpError(409, demoMessages.manageCancelled);
      reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("content-disposition", 'attachment; filename="aster-hrms-demo.ics"')
        .header("cache-control", "no-store")
        .header("x-robots-tag", "noindex");
      return outcome.content;
    },
  );

  /** The manage page's Reschedule: the booking moves to another free slot in one statement (DemoService.reschedule). */
  app.post(
    "/api/schedule-demo/:id/reschedule",
    {
      schema: {
        summary: "Move a booked demo to another free slot from the signed link",
        params: idParams,
        body: rescheduleDemoSchema,
        response: { 200: rescheduledSchema },
      },
      bodyLimit: publicFormBodyLimit,
      onRequest: app.rateLimits.enforce("publicForm"),
    },
    async (request) => {
      const { signature, date, time } = request.body;
      const outcome = await demo.reschedule(request.params.id, signature, date, time);
      if (outcome !== "rescheduled") throw rescheduleFailures[outcome]();
      // The booking as it now reads, for the page to show (null only if it was deleted a moment later).
      const booking = await demo.findForManaging(request.params.id, signature);
      if (!booking) throw rescheduleFailures["not-found"]();
      return { message: demoMessages.rescheduled, booking };
    },
  );
};
