import { businessTimeZone, formatTimeOfDay, zonedInstant } from "../../../common/business-time";
import { type FieldControl, FormField, inputClasses } from "../ui/form-field";
import type { SlotsState } from "./use-available-slots";

/** "10:00 AM IST", and the visitor's own time beside it when they are elsewhere: "10:00 AM IST (Mon 9:30 PM PDT)". */
export function slotLabel(date: string, time: string, visitorZone: string): string {
  const instant = zonedInstant(date, time, businessTimeZone);
  const business = formatTimeOfDay(instant, businessTimeZone);
  if (visitorZone === businessTimeZone) return business;
  const local = formatTimeOfDay(instant, visitorZone);
  const localDay = new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone: visitorZone }).format(instant);
  const businessDay = new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone: businessTimeZone }).format(
    instant,
  );
  return `${business} (${localDay === businessDay ? "" : `${localDay} `}${local})`;
}

/**
 * The time field of the booking and the reschedule forms: the free slots of the chosen date in
 * India time, and a hint that says so (and that the visitor's own time is in brackets when they
 * are elsewhere).
 */
export function TimeField({
  label,
  error,
  ...select
}: { label: string; error?: string } & Omit<Parameters<typeof TimeSelect>[0], "control">) {
  return (
    <FormField
      label={label}
      hint={
        select.visitorZone === businessTimeZone
          ? "India Standard Time"
          : "India Standard Time (your own time in brackets)"
      }
      error={error}
      required
    >
      {(control) => <TimeSelect control={control} {...select} />}
    </FormField>
  );
}

/** SPEC's Preferred Time: "Select a time", then the free slots of the chosen date. */
function TimeSelect({
  control,
  date,
  value,
  onChange,
  slots,
  visitorZone,
}: {
  control: FieldControl;
  date: string;
  value: string;
  onChange: (time: string) => void;
  slots: SlotsState;
  visitorZone: string;
}) {
  return (
    <select
      {...control}
      name="time"
      value={value}
      aria-busy={slots.status === "loading"}
      onChange={(event) => onChange(event.target.value)}
      className={inputClasses}
    >
      <option value="">Select a time</option>
      {slots.times.map((time) => (
        <option key={time} value={time}>
          {slotLabel(date, time, visitorZone)}
        </option>
      ))}
    </select>
  );
}
