import type { FastifyRequest } from "fastify";
import type { analyticsEventNames } from "../../../common/analytics-events";
import { bufferEvent, hasRoom } from "./buffer";
import type { CollectorContext } from "./collector-context";
import { refererPath, withoutQuery } from "./view-fields";
import { businessDayAt, clientAddress, visitorOf } from "./visitor-id";
import { header, maxPath, notCounted } from "./what-counts";

export type AnalyticsEventName = (typeof analyticsEventNames)[number];

/** What a server flow or the beacon reports (services.analyticsCollector.record). */
export interface AnalyticsEventInput {
  name: AnalyticsEventName;
  /** e.g. the data-cta name of the button clicked. */
  detail?: string;
  /** The page it happened on; by default the request's Referer path when it is this site's. */
  path?: string;
  /** The visitor's request, for the daily visitor id (and to honour GPC, DNT and bots); none: visitor "". */
  request?: FastifyRequest;
}

/** What an event reads of its request. */
export type EventRequest = Pick<FastifyRequest, "headers" | "raw" | "ip">;

/**
 * Records an event (the demo funnel, an enquiry, a question, a call to action clicked). With a
 * request, one that opted out or comes from a bot is not recorded, as for views.
 */
export function recordEvent(
  context: CollectorContext,
  { name, detail = "", path, request }: Omit<AnalyticsEventInput, "request"> & { request?: EventRequest },
): void {
  if (!context.enabled) return;
  if (request && notCounted(request.headers)) return;
  if (!hasRoom(context)) return;
  const at = context.clock.now();
  const day = businessDayAt(context, at);
  const who = request
    ? visitorOf(
        context,
        day,
        clientAddress(context, request.raw, request.ip),
        header(request.headers, "user-agent") ?? "",
      )
    : { visitor: "", identity: null };
  const page =
    path === undefined ? (request ? refererPath(request.headers, context.publicHost) : "") : withoutQuery(path);
  bufferEvent(context, { at, day, name, detail: detail.slice(0, maxPath), path: page.slice(0, maxPath), ...who });
}
