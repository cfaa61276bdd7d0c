import { CalendarCheck } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { businessTimeZone, calendarDateIn, isCalendarDate } from "../../common/business-time";
import type { ManagedBooking } from "../../common/demo";
import { demoMessages } from "../../common/demo-rules";
import { BookingLinkError, bookingLinkMeta, loadSignedBooking } from "../components/demo/booking-link-page";
import { TimeField } from "../components/demo/time-select";
import { useAvailableSlots } from "../components/demo/use-available-slots";
import { Button, buttonClasses } from "../components/ui/button";
import { FormField, inputClasses } from "../components/ui/form-field";
import { apiRequest, serverMessageOr } from "../lib/api";
import { cn } from "../lib/cn";
import { cta } from "../lib/ctas";
import { personalPageHeaders } from "../lib/personal-page";
import type { Route } from "./+types/schedule-demo-manage";

export const meta: Route.MetaFunction = bookingLinkMeta(
  "Manage your demo",
  "Move or cancel a demo booked with Aster HRMS, from the link in your confirmation email.",
);

export const headers = personalPageHeaders;

/** The "Manage your booking" link from the guest's emails. Only links the server signed show anything. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const found = await loadSignedBooking(
    { request, context },
    (signature) => context.services.demo.findForManaging(params.id, signature),
    "a booking to manage",
  );
  return { ...found, businessToday: calendarDateIn(context.now(), businessTimeZone) };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <BookingLinkError
      error={error}
      invalid="The link to manage this demo is not valid. Use the link in your latest email about the demo, or contact us to change it."
    />
  );
}

type Booking = ManagedBooking;
type View = "overview" | "reschedule" | "confirm-cancel";
type Outcome = { tone: "success" | "danger" | "neutral"; text: string } | null;

const zoneName = (timeZone: string) => timeZone.replaceAll("_", " ");

export default function ManageDemo({ loaderData, params }: Route.ComponentProps) {
  const { signature, businessToday } = loaderData;
  const manage = useManageBooking(loaderData.booking, params.id, signature);
  const { booking, view, setView, working, outcome } = manage;

  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16 sm:px-6 sm:py-20">
      <div className="rounded-2xl border border-line bg-surface p-6 shadow-card sm:p-8">
        <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand-ink">
          <CalendarCheck aria-hidden="true" className="size-6" />
        </span>
        <h1 className="mt-4 font-bold text-2xl tracking-tight">Manage your demo</h1>
        <BookingDetails booking={booking} />

        <p
          ref={manage.outcomeRef}
          tabIndex={-1}
          aria-live="polite"
          className={cn(
            "mt-6 font-medium empty:hidden",
            outcome?.tone === "danger" ? "text-danger" : outcome?.tone === "success" ? "text-success" : "text-ink",
          )}
        >
          {outcome?.text}
        </p>

        <div ref={manage.actions}>
          {booking.state !== "open" ? (
            <div className="mt-6">
              <Link to="/schedule-demo" {...cta("demo-manage-book-again")} className={buttonClasses("primary")}>
                Book another time
              </Link>
            </div>
          ) : view === "reschedule" ? (
            <RescheduleForm
              id={params.id}
              signature={signature}
              booking={booking}
              businessToday={businessToday}
              onMoved={manage.moved}
              onBack={() => setView("overview")}
            />
          ) : view === "confirm-cancel" ? (
            <ConfirmCancel working={working} onCancel={manage.cancel} onKeep={() => setView("overview")} />
          ) : (
            <BookingActions onChoose={manage.choose} />
          )}
        </div>
      </div>
    </main>
  );
}

/**
 * The booking as it is now, which part of the page is open, and the answer to the last change.
 * Focus follows: into the picker or the confirmation when it opens, onto an answer when it shows.
 */
function useManageBooking(initial: Booking, id: string, signature: string) {
  const [booking, setBooking] = useState<Booking>(initial);
  const [view, setView] = useState<View>("overview");
  const [working, setWorking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(
    booking.state === "cancelled"
      ? { tone: "neutral", text: demoMessages.manageCancelled }
      : booking.state === "closed"
        ? { tone: "neutral", text: demoMessages.manageClosed }
        : null,
  );
  const outcomeRef = useRef<HTMLParagraphElement>(null);

  const answered = useRef(false);
  // A keyboard user who opens the picker or the confirmation lands in it, and back on the buttons after.
  const actions = useRef<HTMLDivElement>(null);
  const viewChanged = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the view changes, to move focus into it.
  useEffect(() => {
    if (!viewChanged.current) {
      viewChanged.current = true;
      return;
    }
    actions.current?.querySelector<HTMLElement>("input, button")?.focus();
  }, [view]);
  function show(next: Outcome) {
    answered.current = true;
    setOutcome(next);
  }
  // Focus moves to an answer once it is on screen, so a keyboard or screen-reader user hears it
  // and continues from it (not on the first render: the page opens at its top).
  useEffect(() => {
    if (outcome && answered.current) outcomeRef.current?.focus();
  }, [outcome]);

  /** Reschedule or Cancel demo: opens the picker or the confirmation, and clears the last answer. */
  function choose(next: View) {
    setOutcome(null);
    setView(next);
  }

  function moved(next: Booking, message: string) {
    setBooking(next);
    setView("overview");
    show({ tone: "success", text: message });
  }

  async function cancel() {
    setWorking(true);
    try {
      const reply = await apiRequest<{ message: string }>(`/api/schedule-demo/${id}/cancel`, {
        method: "POST",
        body: { signature },
      });
      setBooking({ ...booking, state: "cancelled" });
      setView("overview");
      show({ tone: "success", text: reply.message });
    } catch (error) {
      show({ tone: "danger", text: serverMessageOr(error, "We could not cancel the demo. Please try again.") });
    } finally {
      setWorking(false);
    }
  }

  return { booking, view, setView, working, outcome, outcomeRef, actions, choose, moved, cancel };
}

/** When the demo is (or was) booked for, in the guest's zone and India's, and for which company. */
function BookingDetails({ booking }: { booking: Booking }) {
  const sameZone = booking.timeZone === businessTimeZone;
  return (
    <dl className="mt-6 space-y-3 text-sm">
      <div>
        <dt className="text-ink-muted">{booking.state === "cancelled" ? "Was booked for" : "Booked for"}</dt>
        {sameZone ? (
          <dd className="font-semibold">{booking.businessTime}</dd>
        ) : (
          <>
            <dd className="font-semibold">{booking.guestTime}</dd>
            <dd className="text-ink-muted">
              {booking.businessTime} <span className="sr-only">(India)</span>
            </dd>
          </>
        )}
      </div>
      {!sameZone && (
        <div>
          <dt className="text-ink-muted">Your time zone</dt>
          <dd className="font-semibold">{zoneName(booking.timeZone)}</dd>
        </div>
      )}
      {booking.company && (
        <div>
          <dt className="text-ink-muted">Company</dt>
          <dd className="font-semibold">{booking.company}</dd>
        </div>
      )}
    </dl>
  );
}

function BookingActions({ onChoose }: { onChoose: (view: View) => void }) {
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      <Button onClick={() => onChoose("reschedule")}>Reschedule</Button>
      <Button variant="secondary" onClick={() => onChoose("confirm-cancel")}>
        Cancel demo
      </Button>
    </div>
  );
}

function ConfirmCancel({ working, onCancel, onKeep }: { working: boolean; onCancel: () => void; onKeep: () => void }) {
  return (
    <section aria-labelledby="confirm-cancel-heading" className="mt-6 rounded-xl border border-line p-4">
      <h2 id="confirm-cancel-heading" className="font-semibold">
        Cancel this demo?
      </h2>
      <p className="mt-1 text-ink-muted text-sm">
        The time is released for others, and we email you a cancellation for your calendar.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="danger" onClick={onCancel} disabled={working}>
          {working ? "Cancelling…" : "Yes, cancel the demo"}
        </Button>
        <Button variant="secondary" onClick={onKeep} disabled={working}>
          Keep my demo
        </Button>
      </div>
    </section>
  );
}

interface RescheduleProps {
  id: string;
  signature: string;
  booking: Booking;
  businessToday: string;
  onMoved: (booking: Booking, message: string) => void;
  onBack: () => void;
}

/** The booking form's date and time fields, for a new slot; the server checks it again and moves the booking. */
function RescheduleForm(props: RescheduleProps) {
  const { booking, businessToday, onBack } = props;
  const { date, setDate, time, setTime, errors, working, slots, slotNote, submit } = useReschedule(props);

  return (
    <form method="post" noValidate onSubmit={submit} className="mt-6 space-y-5" aria-labelledby="reschedule-heading">
      <h2 id="reschedule-heading" className="font-semibold">
        Pick a new time
      </h2>
      <FormField label="New date" hint="Monday to Friday" error={errors.date} required>
        {(control) => (
          <input
            {...control}
            name="date"
            type="date"
            min={businessToday}
            value={date}
            onChange={(event) => {
              setDate(event.target.value);
              setTime("");
            }}
            className={inputClasses}
          />
        )}
      </FormField>
      <TimeField
        label="New time"
        error={errors.time}
        date={date}
        value={time}
        onChange={setTime}
        slots={slots}
        visitorZone={booking.timeZone}
      />
      <p
        aria-live="polite"
        className={cn("-mt-2 text-sm", slots.status === "error" ? "font-medium text-danger" : "text-ink-muted")}
      >
        {slotNote}
      </p>
      {errors.form && (
        <p role="alert" className="font-medium text-danger">
          {errors.form}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={working}>
          {working ? "Moving…" : "Move my demo"}
        </Button>
        <Button type="button" variant="secondary" onClick={onBack} disabled={working}>
          Back
        </Button>
      </div>
    </form>
  );
}

/** The new date and time, the chosen date's free times, and the request that moves the booking. */
function useReschedule({ id, signature, businessToday, onMoved }: RescheduleProps) {
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const [errors, setErrors] = useState<{ date?: string; time?: string; form?: string }>({});
  const [working, setWorking] = useState(false);
  // A date input reports "0002-11-25" while the year is being typed: ask only about whole, real dates.
  const dateUsable = isCalendarDate(date) && date >= businessToday;
  const { slots, reload } = useAvailableSlots(dateUsable ? date : "");

  const slotNote = !date
    ? "Choose a date to see the free times."
    : isCalendarDate(date) && date < businessToday
      ? "Please choose today or a later date."
      : slots.status === "loading"
        ? "Loading available times…"
        : slots.status === "error"
          ? demoMessages.slotsFailed
          : slots.status === "loaded" && slots.times.length === 0
            ? (slots.closed ?? "Every time on this date is taken. Please choose another day.")
            : "";

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: typeof errors = {};
    if (!date) found.date = demoMessages.dateRequired;
    if (!time) found.time = demoMessages.timeRequired;
    setErrors(found);
    if (found.date || found.time) return;
    setWorking(true);
    try {
      const reply = await apiRequest<{ message: string; booking: ManagedBooking }>(
        `/api/schedule-demo/${id}/reschedule`,
        { method: "POST", body: { signature, date, time } },
      );
      onMoved(reply.booking, reply.message);
    } catch (error) {
      const message = serverMessageOr(error, "We could not move the demo. Please try again.");
      setErrors({ form: message });
      // The slot may have just gone: show the date's times as they are now.
      reload();
      setTime("");
    } finally {
      setWorking(false);
    }
  }

  return { date, setDate, time, setTime, errors, working, slots, slotNote, submit };
}
