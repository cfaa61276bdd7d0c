import { CalendarCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { browserTimeZone, businessTimeZone, calendarDateIn, isCalendarDate } from "../../../common/business-time";
import { demoMessages } from "../../../common/demo-rules";
import { type FieldErrors, fieldErrorsOf, topLevelFieldErrors } from "../../../common/field-errors";
import { ApiError, apiRequest } from "../../lib/api";
import { readAttribution } from "../../lib/attribution";
import { cn } from "../../lib/cn";
import { Button } from "../ui/button";
import { FormField, inputClasses } from "../ui/form-field";
import { type Tone, ToneMessage } from "../ui/tone-message";
import { EmailVerificationFields } from "./email-verification-fields";
import { TimeSelect } from "./time-select";
import { useAvailableSlots } from "./use-available-slots";
import { useEmailVerification } from "./use-email-verification";

interface Fields {
  name: string;
  company: string;
  email: string;
  phone: string;
  date: string;
  time: string;
}

const emptyFields: Fields = { name: "", company: "", email: "", phone: "", date: "", time: "" };
const fieldOrder: readonly (keyof Fields)[] = ["name", "company", "email", "phone", "date", "time"];

type Outcome = Tone | null;

/** SPEC §5: the date cannot be earlier than today. */
const earlyDateMessage = "Please choose today or a later date.";

/** The schemas (and Zod) load when the form is first checked, not with the page. */
const loadSchemas = () => import("../../../common/demo");

/**
 * SPEC §2 "Demo request": verify the work email, pick a free slot, send. Every rule is checked
 * again by the server; this form only spares the visitor a round trip.
 */
export function DemoRequestForm({ businessToday }: { businessToday: string }) {
  const [fields, setFields] = useState<Fields>(emptyFields);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [submitting, setSubmitting] = useState(false);
  // The server renders Kolkata's today; the browser knows the visitor's own (SPEC: minimum today).
  const [minDate, setMinDate] = useState(businessToday);
  const [visitorZone, setVisitorZone] = useState(businessTimeZone);
  const openedAt = useRef(0);
  const honeypot = useRef<HTMLInputElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const verification = useEmailVerification(fields.email);
  // A date input reports "0002-11-25" while the year is being typed: ask only about whole, real dates.
  const dateComplete = isCalendarDate(fields.date) && fields.date >= "1900";
  const dateTooEarly = dateComplete && fields.date < minDate;
  const { slots, reload } = useAvailableSlots(dateComplete && !dateTooEarly ? fields.date : "");

  useEffect(() => {
    const zone = browserTimeZone();
    setVisitorZone(zone);
    setMinDate(calendarDateIn(new Date(), zone));
    openedAt.current = performance.now();
    void loadSchemas();
  }, []);

  // SPEC §4: with slots loaded, an empty (or no longer offered) time takes the first one; none clears it.
  useEffect(() => {
    if (slots.status !== "loaded") return;
    setFields((current) => (slots.times.includes(current.time) ? current : { ...current, time: slots.times[0] ?? "" }));
  }, [slots]);

  const set = (field: keyof Fields) => (value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  };

  function showOutcome(next: Outcome) {
    setOutcome(next);
    // Keyboard and screen-reader users land on the result, wherever they pressed the button.
    requestAnimationFrame(() => outcomeRef.current?.focus());
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setOutcome(null);
    const { demoRequestInputSchema } = await loadSchemas();
    const parsed = demoRequestInputSchema.safeParse({
      ...fields,
      timeZone: visitorZone,
      ...readAttribution(),
      website: honeypot.current?.value ?? "",
      fillMs: Math.round(performance.now() - openedAt.current),
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
      showOutcome({ tone: "error", text: demoMessages.verifyFirst });
      return;
    }

    setSubmitting(true);
    try {
      await apiRequest("/api/schedule-demo", { method: "POST", body: parsed.data });
      // SPEC §4: the form is cleared and the chosen date's times are reloaded (the booked one is gone).
      setFields({ ...emptyFields, date: fields.date });
      setErrors({});
      verification.reset();
      reload();
      showOutcome({ tone: "success", text: demoMessages.booked });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setFields((current) => ({ ...current, time: "" }));
        reload();
        showOutcome({ tone: "error", text: demoMessages.slotTaken });
      } else if (error instanceof ApiError && error.status === 403) {
        verification.reset();
        showOutcome({ tone: "error", text: demoMessages.verifyFirst });
      } else if (error instanceof ApiError && error.status === 400 && Object.keys(error.errors).length > 0) {
        setErrors(topLevelFieldErrors(error.errors));
        if (error.errors.time) reload();
        showOutcome({ tone: "error", text: error.message });
      } else {
        showOutcome({ tone: "error", text: demoMessages.bookingFailed });
      }
    } finally {
      setSubmitting(false);
    }
  }

  const slotNote = dateTooEarly
    ? earlyDateMessage
    : slots.status === "error"
      ? demoMessages.slotsFailed
      : slots.status === "loaded" && slots.times.length === 0
        ? (slots.closed ?? "Every time on this date is taken. Please choose another day.")
        : slots.status === "loading"
          ? "Loading available times…"
          : "";

  return (
    <form id="demo-form" noValidate onSubmit={submit} className="space-y-6">
      <div ref={outcomeRef} tabIndex={-1} aria-live="polite" className="outline-none">
        {outcome && <ToneMessage message={outcome} banner successIcon={CalendarCheck} />}
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Full Name" error={errors.name}>
          {(control) => (
            <input
              {...control}
              name="name"
              autoComplete="name"
              value={fields.name}
              onChange={(event) => set("name")(event.target.value)}
              className={inputClasses}
            />
          )}
        </FormField>
        <FormField label="Company Name" error={errors.company} required>
          {(control) => (
            <input
              {...control}
              name="company"
              autoComplete="organization"
              required
              value={fields.company}
              onChange={(event) => set("company")(event.target.value)}
              className={inputClasses}
            />
          )}
        </FormField>

        <EmailVerificationFields
          email={fields.email}
          onEmailChange={set("email")}
          emailError={errors.email}
          verification={verification}
        />

        <FormField label="Phone Number" error={errors.phone} required className="sm:col-span-2">
          {(control) => (
            <input
              {...control}
              name="phone"
              type="tel"
              autoComplete="tel"
              required
              value={fields.phone}
              onChange={(event) => set("phone")(event.target.value)}
              className={inputClasses}
            />
          )}
        </FormField>

        <div className="grid gap-5 sm:col-span-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.5fr)]">
          <FormField label="Preferred Date" hint="Monday to Friday" error={errors.date} required>
            {(control) => (
              <input
                {...control}
                name="date"
                type="date"
                required
                min={minDate}
                value={fields.date}
                onChange={(event) => set("date")(event.target.value)}
                className={inputClasses}
              />
            )}
          </FormField>
          <FormField
            label="Preferred Time"
            hint={
              visitorZone === businessTimeZone
                ? "India Standard Time"
                : "India Standard Time (your own time in brackets)"
            }
            error={errors.time}
            required
          >
            {(control) => (
              <TimeSelect
                control={control}
                date={fields.date}
                value={fields.time}
                onChange={set("time")}
                slots={slots}
                visitorZone={visitorZone}
              />
            )}
          </FormField>
        </div>
        <p
          aria-live="polite"
          className={cn(
            "-mt-2 text-sm sm:col-span-2",
            slots.status === "error" ? "font-medium text-danger" : "text-ink-muted",
          )}
        >
          {slotNote}
        </p>
      </div>

      {/* Hidden from people and assistive technology; software that fills every field gives itself away. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Website
          <input ref={honeypot} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>

      <div className="flex flex-col gap-3 border-line border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-ink-muted text-xs">
          {verification.status === "verified"
            ? "Your email is verified. We will send the invitation there."
            : "Verify your work email to request the demo."}
        </p>
        <Button
          type="submit"
          size="lg"
          disabled={verification.status !== "verified" || submitting}
          className="shrink-0 whitespace-nowrap"
        >
          {submitting ? "Processing..." : "Request Demo"}
        </Button>
      </div>
    </form>
  );
}
