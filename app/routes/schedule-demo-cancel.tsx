import { CalendarX2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { demoMessages } from "../../common/demo-rules";
import { BookingLinkError, bookingLinkMeta, loadSignedBooking } from "../components/demo/booking-link-page";
import { Button, buttonClasses } from "../components/ui/button";
import { apiRequest, serverMessageOr } from "../lib/api";
import { cn } from "../lib/cn";
import { cta } from "../lib/ctas";
import { personalPageHeaders } from "../lib/personal-page";
import type { Route } from "./+types/schedule-demo-cancel";

export const meta: Route.MetaFunction = bookingLinkMeta(
  "Cancel your demo",
  "Cancel a demo booked with Aster HRMS, from the link in your confirmation email.",
);

export const headers = personalPageHeaders;

/** The link from the confirmation email. Only links the server signed show anything. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  return loadSignedBooking(
    { request, context },
    (signature) => context.services.demo.findForCancellation(params.id, signature),
    "a booking to cancel",
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <BookingLinkError
      error={error}
      invalid="The cancellation link is not valid. Use the link in your confirmation email, or contact us to change your demo."
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
