import { CalendarCheck } from "lucide-react";
import { cn } from "../../lib/cn";
import { FormOutcome } from "../forms/form-outcome";
import { SpamTrap } from "../forms/spam-trap";
import { Button } from "../ui/button";
import { FormField, inputClasses, TextField } from "../ui/form-field";
import { BookingConfirmation } from "./booking-confirmation";
import { EmailVerificationFields } from "./email-verification-fields";
import { TimeField } from "./time-select";
import type { SlotsState } from "./use-available-slots";
import { useDemoRequest } from "./use-demo-request";

/** A plan the visitor can pick: its slug goes to the server, its name is what they read. */
export interface PlanChoice {
  slug: string;
  name: string;
}

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
  const { fields, errors, set, submit, minDate, visitorZone, verification, slots, slotNote, dateNote, ...form } =
    useDemoRequest({
      businessToday,
      initialPlan,
    });
  const verified = verification.status === "verified";

  return (
    <form id="demo-form" method="post" noValidate onSubmit={submit} className="space-y-6">
      <FormOutcome
        outcome={form.outcome}
        outcomeRef={form.outcomeRef}
        successIcon={CalendarCheck}
        details={form.booked && <BookingConfirmation booked={form.booked} />}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        {/* First: a visitor who came from a plan's Get Started sees their choice at once. */}
        {plans.length > 0 && <PlanField plans={plans} value={fields.plan} error={errors.plan} onChange={set("plan")} />}
        <TextField
          label="Full Name"
          error={errors.name}
          name="name"
          autoComplete="name"
          value={fields.name}
          onChange={(event) => set("name")(event.target.value)}
        />
        <TextField
          label="Company Name"
          error={errors.company}
          required
          name="company"
          autoComplete="organization"
          value={fields.company}
          onChange={(event) => set("company")(event.target.value)}
        />

        <EmailVerificationFields
          email={fields.email}
          onEmailChange={set("email")}
          emailError={errors.email}
          verification={verification}
        />

        <TextField
          label="Phone Number"
          error={errors.phone}
          required
          className="sm:col-span-2"
          name="phone"
          type="tel"
          autoComplete="tel"
          value={fields.phone}
          onChange={(event) => set("phone")(event.target.value)}
        />

        <DateAndTimeFields
          date={fields.date}
          time={fields.time}
          dateError={errors.date ?? dateNote}
          timeError={errors.time}
          minDate={minDate}
          visitorZone={visitorZone}
          slots={slots}
          onDateChange={set("date")}
          onTimeChange={set("time")}
        />
        <SlotNote slots={slots} text={slotNote} dateNote={dateNote} />
      </div>

      <SpamTrap inputRef={form.spamTrap} />

      <SubmitRow verified={verified} submitting={form.submitting} />
    </form>
  );
}

/** The plan the demo is shaped around; "Not sure yet" sends none. */
function PlanField({
  plans,
  value,
  error,
  onChange,
}: {
  plans: readonly PlanChoice[];
  value: string;
  error: string | undefined;
  onChange: (plan: string) => void;
}) {
  return (
    <FormField
      label="Plan"
      hint="The plan you are considering: we shape the demo around it."
      error={error}
      className="sm:col-span-2"
    >
      {(control) => (
        <select
          {...control}
          name="plan"
          value={value}
          onChange={(event) => onChange(event.target.value)}
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
  );
}

/** Preferred Date, then the free times of that date, in India's time and the visitor's own. */
function DateAndTimeFields({
  date,
  time,
  dateError,
  timeError,
  minDate,
  visitorZone,
  slots,
  onDateChange,
  onTimeChange,
}: {
  date: string;
  time: string;
  dateError: string | undefined;
  timeError: string | undefined;
  minDate: string;
  visitorZone: string;
  slots: SlotsState;
  onDateChange: (date: string) => void;
  onTimeChange: (time: string) => void;
}) {
  return (
    <div className="grid gap-5 sm:col-span-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.5fr)]">
      <FormField label="Preferred Date" hint="Monday to Friday" error={dateError} required>
        {(control) => (
          <input
            {...control}
            name="date"
            type="date"
            min={minDate}
            value={date}
            onChange={(event) => onDateChange(event.target.value)}
            className={inputClasses}
          />
        )}
      </FormField>
      <TimeField
        label="Preferred Time"
        error={timeError}
        date={date}
        value={time}
        onChange={onTimeChange}
        slots={slots}
        visitorZone={visitorZone}
      />
    </div>
  );
}

/**
 * Why there is no time to pick (or that they are loading), read out as it changes. A closed
 * day's reason shows under the Date field as its error; it is read out from here too, since an
 * error that appears under a field is not announced by itself.
 */
function SlotNote({ slots, text, dateNote }: { slots: SlotsState; text: string; dateNote: string | undefined }) {
  return (
    <p
      aria-live="polite"
      className={cn(
        "-mt-2 text-sm sm:col-span-2",
        slots.status === "error" ? "font-medium text-danger" : "text-ink-muted",
      )}
    >
      {text}
      {dateNote && <span className="sr-only">{dateNote}</span>}
    </p>
  );
}

/** Request Demo, which waits for a verified email, and a line saying so. */
function SubmitRow({ verified, submitting }: { verified: boolean; submitting: boolean }) {
  return (
    <div className="flex flex-col gap-3 border-line border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-ink-muted text-xs">
        {verified
          ? "Your email is verified. We will send the invitation there."
          : "Verify your work email to request the demo."}
      </p>
      <Button type="submit" size="lg" disabled={!verified || submitting} className="shrink-0 whitespace-nowrap">
        {submitting ? "Processing..." : "Request Demo"}
      </Button>
    </div>
  );
}
