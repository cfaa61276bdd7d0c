import { type FormEvent, useEffect, useState } from "react";
import { browserTimeZone, businessTimeZone, calendarDateIn, isCalendarDate } from "../../../common/business-time";
import type { BookedDemo, BookingConfirmation } from "../../../common/demo";
import { demoMessages } from "../../../common/demo-rules";
import { type FieldErrors, fieldErrorsOf, topLevelFieldErrors } from "../../../common/field-errors";
import { ApiError, apiRequest } from "../../lib/api";
import { readAttribution } from "../../lib/attribution";
import { usePublicForm } from "../forms/use-public-form";
import { type SlotsState, useAvailableSlots } from "./use-available-slots";
import { useEmailVerification } from "./use-email-verification";

export interface DemoFields {
  name: string;
  company: string;
  email: string;
  phone: string;
  plan: string;
  date: string;
  time: string;
}

const emptyFields: DemoFields = { name: "", company: "", email: "", phone: "", plan: "", date: "", time: "" };
const fieldOrder: readonly (keyof DemoFields)[] = ["plan", "name", "company", "email", "phone", "date", "time"];

/** SPEC §5: the date cannot be earlier than today. */
const earlyDateMessage = "Please choose today or a later date.";

/** The schemas (and Zod) load when the form is first checked, not with the page. */
const loadSchemas = () => import("../../../common/demo");

/**
 * Why the chosen date itself cannot be booked: it is before today, or the day is closed (a
 * weekend, a holiday, too far ahead). It is the Date field's error, shown under that field.
 */
function dateNoteFor(slots: SlotsState, dateTooEarly: boolean): string | undefined {
  if (dateTooEarly) return earlyDateMessage;
  return slots.status === "loaded" && slots.times.length === 0 ? slots.closed : undefined;
}

/** The line under the date and time: that every time of an open day is taken, or that they are loading. */
function slotNoteFor(slots: SlotsState, dateTooEarly: boolean): string {
  if (dateTooEarly) return "";
  if (slots.status === "error") return demoMessages.slotsFailed;
  if (slots.status === "loading") return "Loading available times…";
  return slots.status === "loaded" && slots.times.length === 0 && !slots.closed
    ? "Every time on this date is taken. Please choose another day."
    : "";
}

/**
 * The demo request's state: the fields and their errors, the visitor's time zone and earliest
 * date, the email's verification, the chosen date's free times, and the submission.
 */
export function useDemoRequest({ businessToday, initialPlan }: { businessToday: string; initialPlan: string }) {
  const [fields, setFields] = useState<DemoFields>({ ...emptyFields, plan: initialPlan });
  const [errors, setErrors] = useState<FieldErrors>({});
  /** The demo just booked, for the confirmation above the emptied form; null before, and once another try starts. */
  const [booked, setBooked] = useState<(BookedDemo & { email: string }) | null>(null);
  const { outcome, announce, outcomeRef, submitting, setSubmitting, spamTrap, spamSignals } = usePublicForm();
  // The server renders Kolkata's today; the browser knows the visitor's own (SPEC: minimum today).
  const [minDate, setMinDate] = useState(businessToday);
  const [visitorZone, setVisitorZone] = useState(businessTimeZone);
  const verification = useEmailVerification(fields.email);
  // A date input reports "0002-11-25" while the year is being typed: ask only about whole, real dates.
  const dateComplete = isCalendarDate(fields.date) && fields.date >= "1900";
  const dateTooEarly = dateComplete && fields.date < minDate;
  const { slots, reload } = useAvailableSlots(dateComplete && !dateTooEarly ? fields.date : "");

  useEffect(() => {
    const zone = browserTimeZone();
    setVisitorZone(zone);
    setMinDate(calendarDateIn(new Date(), zone));
    void loadSchemas();
  }, []);

  // SPEC §4: with slots loaded, an empty (or no longer offered) time takes the first one; none clears it.
  useEffect(() => {
    if (slots.status !== "loaded") return;
    setFields((current) => (slots.times.includes(current.time) ? current : { ...current, time: slots.times[0] ?? "" }));
  }, [slots]);

  const set = (field: keyof DemoFields) => (value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    announce(null);
    setBooked(null);
    const { demoRequestInputSchema } = await loadSchemas();
    const parsed = demoRequestInputSchema.safeParse({
      ...fields,
      timeZone: visitorZone,
      ...readAttribution(),
      ...spamSignals(),
    });
    const found = parsed.success ? {} : topLevelFieldErrors(fieldErrorsOf(parsed.error.issues));
    if (dateTooEarly) found.date = earlyDateMessage;
    if (Object.keys(found).length > 0) {
      setErrors(found);
      const first = fieldOrder.find((field) => found[field]);
      if (first) document.querySelector<HTMLElement>(`#demo-form [name="${first}"]`)?.focus();
      return;
    }
    if (!parsed.success) return;
    if (verification.status !== "verified") {
      announce({ tone: "error", text: demoMessages.verifyFirst });
      return;
    }

    setSubmitting(true);
    try {
      const reply = await apiRequest<BookingConfirmation>("/api/schedule-demo", { method: "POST", body: parsed.data });
      setBooked({ ...reply.booking, email: parsed.data.email });
      // SPEC §4: the form is cleared and the chosen date's times are reloaded (the booked one is gone).
      setFields({ ...emptyFields, plan: fields.plan, date: fields.date });
      setErrors({});
      verification.reset();
      reload();
      announce({ tone: "success", text: demoMessages.booked });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setFields((current) => ({ ...current, time: "" }));
        reload();
        announce({ tone: "error", text: demoMessages.slotTaken });
      } else if (error instanceof ApiError && error.status === 403) {
        verification.reset();
        announce({ tone: "error", text: demoMessages.verifyFirst });
      } else if (error instanceof ApiError && error.status === 400 && Object.keys(error.errors).length > 0) {
        setErrors(topLevelFieldErrors(error.errors));
        if (error.errors.time) reload();
        announce({ tone: "error", text: error.message });
      } else {
        announce({ tone: "error", text: demoMessages.bookingFailed });
      }
    } finally {
      setSubmitting(false);
    }
  }

  return {
    fields,
    errors,
    set,
    submit,
    minDate,
    visitorZone,
    verification,
    slots,
    slotNote: slotNoteFor(slots, dateTooEarly),
    dateNote: dateNoteFor(slots, dateTooEarly),
    outcome,
    booked,
    outcomeRef,
    submitting,
    spamTrap,
  };
}
