import { z } from "zod";
import { ctaBeaconMessages, ctaBeaconSchema } from "../../../common/analytics-beacon";
import { ctaBeaconPath } from "../../../common/ctas";
import { HttpError } from "../../http/errors";
import { isCrossSite } from "../../http/same-origin";
import type { ModuleRoutes } from "../module";
import { pageViewPath } from "./collector";

/** A beacon carries a name and a path: a few dozen bytes. */
export const ctaBeaconBodyLimit = 1024;

/**
 * The calls-to-action beacon (ADR 028): the browser reports a click on a `[data-cta]` element
 * with navigator.sendBeacon, which sends a string as `text/plain;charset=UTF-8`; the JSON in it
 * is parsed here (JSON itself is accepted too). The answer is 204 whether or not the click was
 * counted (GPC, DNT and bots are not: the collector's rules); no cookie is read or set.
 * `text/plain` needs no CORS preflight, so any site's page could post clicks from its visitors'
 * browsers: a beacon from another site is refused with a 403, before it counts against anyone.
 */
export const publicRoutes: ModuleRoutes = async (app, { services: { analyticsCollector }, config }) => {
  const enforceRateLimit = app.rateLimits.enforce("ctaBeacon");
  app.post(
    ctaBeaconPath,
    {
      schema: {
        summary: "Count a click on a call to action (the page's beacon)",
        body: ctaBeaconSchema,
        response: { 204: z.null() },
      },
      bodyLimit: ctaBeaconBodyLimit,
      onRequest: async (request, reply) => {
        if (isCrossSite(request, config.PUBLIC_URL)) throw new HttpError(403, ctaBeaconMessages.crossSite);
        return enforceRateLimit(request, reply);
      },
      // Fastify hands a text/plain body over as a string: its JSON is read before validation.
      preValidation: async (request) => {
        if (typeof request.body !== "string") return;
        try {
          request.body = JSON.parse(request.body) as typeof request.body;
        } catch {
          throw new HttpError(400, ctaBeaconMessages.notJson);
        }
      },
    },
    async (request, reply) => {
      const { cta, path } = request.body;
      analyticsCollector.record({
        name: "cta_click",
        detail: cta,
        // Only a page's path is kept: anything else the client wrote there is dropped.
        ...(path !== undefined && { path: pageViewPath(path) ?? "" }),
        request,
      });
      return reply.status(204).send(null);
    },
  );
};
