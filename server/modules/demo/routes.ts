import { z } from "zod";
import { messageSchema } from "../../../common/auth";
import { businessDateOf } from "../../../common/dates";
import {
  availableSlotsQuerySchema,
  availableSlotsSchema,
  bookingConfirmationSchema,
  cancelDemoSchema,
  type DemoRequest,
  demoListQuerySchema,
  demoMessages,
  demoRequestChangesSchema,
  demoRequestInputSchema,
  demoRequestSchema,
  rescheduleDemoSchema,
  rescheduledSchema,
  sendCodeSchema,
  verifyCodeSchema,
} from "../../../common/demo";
import { publicFormBodyLimit } from "../../http/body-limits";
import { csvAnswer } from "../../http/csv";
import { HttpError } from "../../http/errors";
import { pageAnswer } from "../../http/list-answer";
import { signedInAdmin } from "../auth/guard";
import type { ModuleRoutes } from "../module";
import type { RescheduleOutcome } from "./reschedule-and-cancel";
import type { VerifyOutcome } from "./verification";

const idParams = z.object({ id: z.uuid("That is not a valid demo request id") });

const verifyFailures: Record<Exclude<VerifyOutcome, "verified">, string> = {
  wrong: demoMessages.codeInvalid,
  "no-code": demoMessages.codeInvalid,
  expired: "This code has expired. Please request a new one.",
  voided: "Too many incorrect attempts. Please request a new code.",
};

const slotUnavailable = "That time is not available. Please pick another.";

/** Why a reschedule did not happen, as the manage page shows it. */
const rescheduleFailures: Record<Exclude<RescheduleOutcome, "rescheduled">, () => HttpError> = {
  "not-found": () => new HttpError(404, demoMessages.manageLinkInvalid),
  cancelled: () => new HttpError(409, demoMessages.manageCancelled),
  closed: () => new HttpError(409, demoMessages.manageClosed),
  "same-slot": () => new HttpError(400, demoMessages.sameSlot, { time: demoMessages.sameSlot }),
  "slot-unavailable": () => new HttpError(400, slotUnavailable, { time: slotUnavailable }),
  "slot-taken": () => new HttpError(409, demoMessages.slotTaken, { time: demoMessages.slotTaken }),
};

/** SPEC §7's schedule-demo calls, with DESIGN §4's verification and slot rules on the server. */
export const publicRoutes: ModuleRoutes = async (
  app,
  { services: { demo, verification, plans, analyticsCollector } },
) => {
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

  app.post(
    "/api/schedule-demo/send-verification-code",
    {
      schema: { summary: "Email a verification code", body: sendCodeSchema, response: { 200: messageSchema } },
      bodyLimit: publicFormBodyLimit,
      // Per address before the body is read; per email and domain once it is parsed, before it is
      // validated, and only for a valid address (an invalid one makes no key and fails validation).
      onRequest: app.rateLimits.enforce("codeSendPerAddress"),
      preValidation: app.rateLimits.enforce("codeSendPerEmail", "codeSendPerDomain"),
    },
    async (request) => {
      // The same answer whether or not mail went out (cooldown): nothing here tells about the address.
      const { sent } = await verification.sendCode(request.body.email);
      if (sent) analyticsCollector.record({ name: "demo_code_sent", request });
      return { message: demoMessages.codeSent };
    },
  );

  app.post(
    "/api/schedule-demo/verify-code",
    {
      schema: { summary: "Check a verification code", body: verifyCodeSchema, response: { 200: messageSchema } },
      bodyLimit: publicFormBodyLimit,
      onRequest: app.rateLimits.enforce("codeCheck"),
    },
    async (request) => {
      const outcome = await verification.verify(request.body.email, request.body.code);
      if (outcome !== "verified") throw new HttpError(400, verifyFailures[outcome], { code: verifyFailures[outcome] });
      analyticsCollector.record({ name: "demo_email_verified", request });
      return { message: demoMessages.verified };
    },
  );

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
          return { message: demoMessages.booked, _id: outcome.id };
        case "screened":
          reply.status(201);
          return { message: demoMessages.booked, _id: outcome.id };
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

/** The columns of the CSV export, in order: what sales needs in a spreadsheet. */
const exportColumns: ReadonlyArray<readonly [keyof DemoRequest, string]> = [
  ["createdAt", "Requested at"],
  ["name", "Name"],
  ["company", "Company"],
  ["email", "Email"],
  ["phone", "Phone"],
  ["date", "Date (India)"],
  ["time", "Time (India)"],
  ["timeZone", "Visitor time zone"],
  ["plan", "Plan"],
  ["status", "Status"],
  ["notes", "Notes"],
  ["utmSource", "UTM source"],
  ["utmMedium", "UTM medium"],
  ["utmCampaign", "UTM campaign"],
  ["referrer", "Referrer"],
  ["landingPage", "Landing page"],
];

/**
 * The back office lists demo requests, follows them up, exports and deletes them, at
 * /api/admin/demo-requests (SPEC's GET and DELETE /api/schedule-demo: ../spec-aliases.ts).
 */
export const staffRoutes: ModuleRoutes = async (app, { services: { demo }, clock }) => {
  app.get(
    "/api/admin/demo-requests",
    {
      schema: {
        summary: "List demo requests",
        querystring: demoListQuerySchema,
        response: { 200: z.array(demoRequestSchema) },
      },
    },
    async (request, reply) => pageAnswer(reply, await demo.list(request.query)),
  );

  /** The rows the table's filter and sort select, all of them, as CSV (streamed, formula-safe: server/http/csv.ts). */
  app.get(
    "/api/admin/demo-requests/export.csv",
    { schema: { summary: "Export demo requests as CSV", querystring: demoListQuerySchema } },
    async (request, reply) => {
      const { page: _page, limit: _limit, ...filter } = request.query;
      // The day in India, where staff work: an export made at 02:00 in Kolkata is that day's.
      return csvAnswer(reply, {
        columns: exportColumns,
        rows: demo.exportRows(filter),
        filename: `demo-requests-${businessDateOf(clock.now())}.csv`,
      });
    },
  );

  app.patch(
    "/api/admin/demo-requests/:id",
    {
      schema: {
        summary: "Change a demo request's status or notes",
        params: idParams,
        body: demoRequestChangesSchema,
        response: { 200: demoRequestSchema },
      },
    },
    async (request) => {
      const updated = await demo.update(request.params.id, request.body, signedInAdmin(request));
      if (!updated) throw new HttpError(404, "Demo request not found");
      return updated;
    },
  );

  app.delete(
    "/api/admin/demo-requests/:id",
    { schema: { summary: "Delete a demo request", params: idParams, response: { 200: messageSchema } } },
    async (request) => {
      if (!(await demo.remove(request.params.id, signedInAdmin(request))))
        throw new HttpError(404, "Demo request not found");
      return { message: "Demo request deleted" };
    },
  );
};
