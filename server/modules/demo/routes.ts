import { messageSchema } from "../../../common/auth";
import { businessDateOf } from "../../../common/dates";
import {
  type DemoRequest,
  demoListQuerySchema,
  demoRequestChangesSchema,
  demoRequestSchema,
  demoTimelineEntrySchema,
} from "../../../common/demo";
import { z } from "../../../common/zod";
import { csvAnswer } from "../../http/csv";
import { HttpError } from "../../http/errors";
import { signedInAdmin } from "../auth/guard";
import { listRoute } from "../list-route";
import type { ModuleRoutes } from "../module";
import { bookingRoutes, slotRoutes } from "./booking-routes";
import { manageLinkRoutes } from "./manage-link-routes";
import { idParams } from "./routes-shared";
import { verificationRoutes } from "./verification-routes";

/**
 * SPEC §7's schedule-demo calls, with DESIGN §4's verification and slot rules on the server: each
 * group in its own file, registered here in the order the booking form uses them.
 */
export const publicRoutes: ModuleRoutes = async (app, options) => {
  await slotRoutes(app, options);
  await verificationRoutes(app, options);
  await bookingRoutes(app, options);
  await manageLinkRoutes(app, options);
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
  listRoute(app, "/api/admin/demo-requests", {
    summary: "List demo requests",
    query: demoListQuerySchema,
    row: demoRequestSchema,
    list: (query) => demo.list(query),
  });

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

  app.get(
    "/api/admin/demo-requests/:id/timeline",
    {
      schema: {
        summary: "What happened to a demo request: booked, emails, status changes, notes",
        params: idParams,
        response: { 200: z.array(demoTimelineEntrySchema) },
      },
    },
    async (request) => {
      const timeline = await demo.timeline(request.params.id);
      if (!timeline) throw new HttpError(404, "Demo request not found");
      return timeline;
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
