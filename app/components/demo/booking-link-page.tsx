import { type AppLoadContext, data, isRouteErrorResponse } from "react-router";
import { pageMeta, publicUrlOf } from "../../lib/seo";
import { StatusPage } from "../layout/status-page";

/**
 * What the two pages a booking's emailed links open share (cancel, and manage): a head no search
 * engine indexes, a loader that shows a booking only to a link the server signed, and the error
 * page for a link that does not work.
 */

export const bookingLinkMeta =
  (title: string, description: string) =>
  ({ matches, location }: { matches: Parameters<typeof publicUrlOf>[0]; location: { pathname: string } }) =>
    pageMeta({ title, description, path: location.pathname, publicUrl: publicUrlOf(matches), noindex: true });

/**
 * The booking a signed link names, or a 404 for any other link. One visitor's booking: never kept
 * in the page cache; a failed lookup answers 503 while the database is away (`what` names it in the log).
 */
export async function loadSignedBooking<Booking>(
  { request, context }: { request: Request; context: AppLoadContext },
  find: (signature: string) => Promise<Booking | null>,
  what: string,
): Promise<{ booking: Booking; signature: string }> {
  context.pageCache.skip();
  const signature = new URL(request.url).searchParams.get("signature") ?? "";
  let booking: Booking | null;
  try {
    booking = await find(signature);
  } catch (error) {
    throw data(null, { status: context.loadFailed(error, what) });
  }
  if (!booking) throw data(null, { status: 404 });
  return { booking, signature };
}

/** A link that does not work says so, with `invalid` saying which link to use instead; anything else asks to try again. */
export function BookingLinkError({ error, invalid }: { error: unknown; invalid: string }) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <StatusPage code="404" title="This link does not work" text={invalid} />;
  }
  return (
    <StatusPage
      code={isRouteErrorResponse(error) ? String(error.status) : "500"}
      title="We could not open your booking"
      text="Please try the link again in a moment."
    />
  );
}
