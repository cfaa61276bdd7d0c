import { CalendarX2 } from "lucide-react";
import { useState } from "react";
import { data, isRouteErrorResponse, Link } from "react-router";
import { demoMessages } from "../../common/demo-rules";
import { StatusPage } from "../components/layout/status-page";
import { Button, buttonClasses } from "../components/ui/button";
import { apiRequest, serverMessageOr } from "../lib/api";
import { cn } from "../lib/cn";
import { cta } from "../lib/ctas";
import { personalPageHeaders } from "../lib/personal-page";
import { pageMeta, publicUrlOf } from "../lib/seo";
import type { Route } from "./+types/schedule-demo-cancel";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    title: "Cancel your demo",
    description: "Cancel a demo booked with Aster HRMS, from the link in your confirmation email.",
    path: location.pathname,
    publicUrl: publicUrlOf(matches),
    noindex: true,
  });

export const headers = personalPageHeaders;

/** The link from the confirmation email. Only links the server signed show anything. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  // One visitor's booking: never kept in the page cache.
  context.pageCache.skip();
  const signature = new URL(request.url).searchParams.get("signature") ?? "";
  let booking: Awaited<ReturnType<typeof context.services.demo.findForCancellation>>;
  try {
    booking = await context.services.demo.findForCancellation(params.id, signature);
  } catch (error) {
    throw data(null, { status: context.loadFailed(error, "a booking to cancel") });
  }
  if (!booking) throw data(null, { status: 404 });
  return { booking, signature };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <StatusPage
        code="404"
        title="This link does not work"
        text="The cancellation link is not valid. Use the link in your confirmation email, or contact us to change your demo."
      />
    );
  }
  return (
    <StatusPage
      code={isRouteErrorResponse(error) ? String(error.status) : "500"}
      title="We could not open your booking"
      text="Please try the link again in a moment."
    />
  );
}

export default function CancelDemo({ loaderData, params }: Route.ComponentProps) {
  const { booking, signature } = loaderData;
  const [state, setState] = useState<"idle" | "working" | "done" | "closed" | "failed">(
    booking.cancelled ? "done" : booking.closed ? "closed" : "idle",
  );
  const [message, setMessage] = useState(
    booking.cancelled ? "This demo was already cancelled." : booking.closed ? demoMessages.cancelClosed : "",
  );

  async function cancel() {
    setState("working");
    try {
      const reply = await apiRequest<{ message: string }>(`/api/schedule-demo/${params.id}/cancel`, {
        method: "POST",
        body: { signature },
      });
      setMessage(reply.message);
      setState("done");
    } catch (error) {
      setMessage(serverMessageOr(error, "We could not cancel the demo. Please try again."));
      setState("failed");
    }
  }

  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-20 sm:px-6">
      <div className="rounded-2xl border border-line bg-surface p-8 shadow-card">
        <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand-ink">
          <CalendarX2 aria-hidden="true" className="size-6" />
        </span>
        <h1 className="mt-4 font-bold text-2xl tracking-tight">Cancel your demo</h1>
        <dl className="mt-6 space-y-3 text-sm">
          <div>
            <dt className="text-ink-muted">Booked for</dt>
            <dd className="font-semibold">{booking.businessTime}</dd>
            {booking.localTime && <dd className="text-ink-muted">{booking.localTime}</dd>}
          </div>
          {booking.company && (
            <div>
              <dt className="text-ink-muted">Company</dt>
              <dd className="font-semibold">{booking.company}</dd>
            </div>
          )}
        </dl>
        <p
          aria-live="polite"
          className={cn(
            "mt-6 font-medium",
            state === "failed" ? "text-danger" : state === "closed" ? "text-ink" : "text-success",
          )}
        >
          {message}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          {state === "done" || state === "closed" ? (
            <Link to="/schedule-demo" {...cta("demo-cancel-book-again")} className={buttonClasses("primary")}>
              Book another time
            </Link>
          ) : (
            <>
              <Button variant="danger" onClick={cancel} disabled={state === "working"}>
                {state === "working" ? "Cancelling…" : "Cancel this demo"}
              </Button>
              <Link to="/" className={buttonClasses("secondary")}>
                Keep my demo
              </Link>
            </>
          )}
        </div>
      </div>
    </main>
  );
}
