import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { messageSchema } from "../../../common/auth";
import { businessDateOf } from "../../../common/dates";
import {
  adminSubscriberListQuerySchema,
  type NewsletterSubscriber,
  newsletterMessages,
  newsletterSubscribeInputSchema,
  newsletterSubscriberSchema,
  newsletterTokenSchema,
} from "../../../common/newsletter";
import { publicFormBodyLimit } from "../../http/body-limits";
import { csvAnswer } from "../../http/csv";
import { HttpError } from "../../http/errors";
import { signedInAdmin } from "../auth/guard";
import { listRoute } from "../list-route";
import type { ModuleRoutes } from "../module";

/** A form post to the link pages is a few bytes; nothing longer is read. */
const linkFormBodyLimit = 1024;

/**
 * The newsletter's public side (ADR 024):
 * - POST /api/newsletter/subscribe: one answer for every address (no one learns who is listed);
 * - POST /newsletter/confirm?s=…: the confirmation page's button (a plain form: works without JS);
 * - POST /newsletter/unsubscribe?s=…: the page's button, and the mail provider's one-click POST.
 * The pages themselves (GET) are app/routes/newsletter-*.tsx; a GET never changes anything.
 */
export const publicRoutes: ModuleRoutes = async (app, { services: { newsletter, analyticsCollector } }) => {
  app.post(
    "/api/newsletter/subscribe",
    {
      schema: {
        summary: "Sign up for the newsletter (a confirmation email follows; the same answer for every address)",
        body: newsletterSubscribeInputSchema,
        response: { 200: messageSchema },
      },
      bodyLimit: publicFormBodyLimit,
      onRequest: app.rateLimits.enforce("newsletter"),
    },
    async (request) => {
      // Past either per-email limit the answer is the same and no email is sent: a 429 here
      // would tell a stranger that someone signed this address up a moment ago.
      const soon = await app.rateLimits.hit("newsletterMailSoon", request);
      const daily = soon.exceeded ? soon : await app.rateLimits.hit("newsletterMailDaily", request);
      await newsletter.subscribe(request.body, { sendConfirmation: !daily.exceeded });
      return { message: newsletterMessages.checkInbox };
    },
  );

  // The link pages' forms and the one-click POST are application/x-www-form-urlencoded, which
  // the API does not otherwise take; this scope reads it as text, and only a little of it.
  await app.register(async (scope) => {
    const links = scope.withTypeProvider<ZodTypeProvider>();
    links.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: linkFormBodyLimit },
      (_request, body, done) => done(null, String(body)),
    );
    const linkRoute = { querystring: newsletterTokenSchema, body: z.unknown(), response: { 200: messageSchema } };

    /** The Confirm button: then back to the page, which now says "subscribed" (or why not). */
    links.post("/newsletter/confirm", { schema: linkRoute, bodyLimit: linkFormBodyLimit }, async (request, reply) => {
      const { confirmedNow } = await newsletter.confirm(request.query.s);
      if (confirmedNow) analyticsCollector.record({ name: "newsletter_confirmed", request });
      return reply.redirect(`/newsletter/confirm?s=${encodeURIComponent(request.query.s)}`, 303);
    });

    /**
     * RFC 8058: the provider POSTs `List-Unsubscribe=One-Click` with no cookie and no token of
     * ours but the signed link; it is answered 200 at once. The page's own button is sent back to
     * the page (303), which says what happened.
     */
    links.post(
      "/newsletter/unsubscribe",
      { schema: linkRoute, bodyLimit: linkFormBodyLimit },
      async (request, reply) => {
        const state = await newsletter.unsubscribe(request.query.s);
        const oneClick =
          typeof request.body === "string" && new URLSearchParams(request.body).get("List-Unsubscribe") === "One-Click";
        if (!oneClick) return reply.redirect(`/newsletter/unsubscribe?s=${encodeURIComponent(request.query.s)}`, 303);
        if (state === "invalid") throw new HttpError(404, "This unsubscribe link is not valid.");
        return { message: newsletterMessages.unsubscribed };
      },
    );
  });
};

/** The columns of the CSV export, in order: the list with its consent record. */
const exportColumns: ReadonlyArray<readonly [keyof NewsletterSubscriber, string]> = [
  ["email", "Email"],
  ["status", "Status"],
  ["consentAskedAt", "Consent asked at"],
  ["consentPage", "Consent page"],
  ["consentWording", "Consent wording"],
  ["confirmedAt", "Confirmed at"],
  ["unsubscribedAt", "Unsubscribed at"],
  ["createdAt", "First signed up"],
];

/** The back office's Subscribers area: list, export, remove. */
export const staffRoutes: ModuleRoutes = async (app, { services: { newsletter }, clock }) => {
  listRoute(app, "/api/admin/subscribers", {
    summary: "List newsletter subscribers",
    query: adminSubscriberListQuerySchema,
    row: newsletterSubscriberSchema,
    list: (query) => newsletter.list(query),
  });

  /** The rows the table's filter and sort select, all of them, as CSV (formula-safe: server/http/csv.ts). */
  app.get(
    "/api/admin/subscribers/export.csv",
    { schema: { summary: "Export newsletter subscribers as CSV", querystring: adminSubscriberListQuerySchema } },
    async (request, reply) => {
      const { page: _page, limit: _limit, ...filter } = request.query;
      return csvAnswer(reply, {
        columns: exportColumns,
        rows: newsletter.exportRows(filter),
        filename: `subscribers-${businessDateOf(clock.now())}.csv`,
      });
    },
  );

  app.delete(
    "/api/admin/subscribers/:id",
    {
      schema: {
        summary: "Remove a subscriber for good",
        params: z.object({ id: z.uuid("That is not a valid subscriber id") }),
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      if (!(await newsletter.remove(request.params.id, signedInAdmin(request)))) {
        throw new HttpError(404, "Subscriber not found");
      }
      return { message: "Subscriber removed" };
    },
  );
};
