import { CalendarCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { browserTimeZone, businessTimeZone, calendarDateIn, isCalendarDate } from "../../../common/business-time";
import { demoMessages } from "../../../common/demo-rules";
import { type FieldErrors, fieldErrorsOf, topLevelFieldErrors } from "../../../common/field-errors";
import { ApiError, apiRequest } from "../../lib/api";
import { readAttribution } from "../../lib/attribution";
import { cn } from "../../lib/cn";
import { FormOutcome } from "../forms/form-outcome";
import { SpamTrap } from "../forms/spam-trap";
import { usePublicForm } from "../forms/use-public-form";
import { Button } from "../ui/button";
import { FormField, inputClasses } from "../ui/form-field";
import { EmailVerificationFields } from "./email-verification-fields";
import { TimeSelect } from "./time-select";
import { useAvailableSlots } from "./use-available-slots";
import { useEmailVerification } from "./use-email-verification";

interface Fields {
  name: string;
  company: string;
  email: string;
  phone: string;
  plan: string;
  date: string;
  time: string;
}

const emptyFields: Fields = { name: "", company: "", email: "", phone: "", plan: "", date: "", time: "" };
const fieldOrder: readonly (keyof Fields)[] = ["plan", "name", "company", "email", "phone", "date", "time"];

/** A plan the visitor can pick: its slug goes to the server, its name is what they read. */
export interface PlanChoice {
  slug: string;
  name: string;
}

/** SPEC §5: the date cannot be earlier than today. */
const earlyDateMessage = "Please choose today or a later date.";

/** The schemas (and Zod) load when the form is first checked, not with the page. */
const loadSchemas = () => import("../../../common/demo");

/**
 * SPEC §2 "Demo request": verify the work email, pick a free slot, send. Every rule is checked
 * again by the server; this form only spares the visitor a round trip.
 */
export function DemoRequestForm({
  businessToday,
  plans = [],
  initialPlan = "",
}: {
  businessToday: string;
  /** The plans pricing shows, in its order; none when they could not be loaded (the field is then left out). */
  plans?: readonly PlanChoice[];
  /** The slug a pricing link chose (?plan=), already checked against `plans`; "" for none. */
  initialPlan?: string;
}) {
  const [fields, setFields] = useState<Fields>({ ...emptyFields, plan: initialPlan });
  const [errors, setErrors] = useState<FieldErrors>({});
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

  const set = (field: keyof Fields) => (value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  };

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    announce(null);
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
      await apiRequest("/api/schedule-demo", { method: "POST", body: parsed.data });
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
    <form id="demo-form" method="post" noValidate onSubmit={submit} className="space-y-6">
      <FormOutcome outcome={outcome} outcomeRef={outcomeRef} successIcon={CalendarCheck} />

      <div className="grid gap-5 sm:grid-cols-2">
        {/* First: a visitor who came from a plan's Get Started sees their choice at once. */}
        {plans.length > 0 && (
          <FormField
            label="Plan"
            hint="The plan you are considering: we shape the demo around it."
            error={errors.plan}
            className="sm:col-span-2"
          >
            {(control) => (
              <select
                {...control}
                name="plan"
                value={fields.plan}
                onChange={(event) => set("plan")(event.target.value)}
                className={inputClasses}
              >
                <option value="">Not sure yet</option>
                {plans.map((plan) => (
                  <option key={plan.slug} value={plan.slug}>
                    {plan.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
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

      <SpamTrap inputRef={spamTrap} />

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
