import { addDays, calendarDateIn, weekdayOf, zonedInstant } from "../../../common/business-time";

/**
 * The slot engine: pure functions from the rules, a date, the current instant and the slots
 * already booked to the slots still free. No clock, no database: DESIGN §4 "Demo slots".
 */
export interface SlotRules {
  /** The zone the business works in; dates and times of day are read in it. */
  timeZone: string;
  /** First slot start and closing time, "HH:MM"; the last slot ends at closing time. */
  opensAt: string;
  closesAt: string;
  slotMinutes: number;
  /** A slot must start at least this long after now. */
  minimumNoticeMinutes: number;
  /** How many days ahead of today (in the business zone) can be booked. */
  horizonDays: number;
  /** Weekdays that are open, 0 = Sunday. */
  workingDays: readonly number[];
  /** Closed days: "YYYY-MM-DD" for one date, "MM-DD" for the same date every year. */
  holidays: readonly string[];
}

export const demoSlotRules: Omit<SlotRules, "holidays"> = {
  timeZone: "Asia/Kolkata",
  opensAt: "09:00",
  closesAt: "18:00",
  slotMinutes: 30,
  minimumNoticeMinutes: 120,
  horizonDays: 60,
  workingDays: [1, 2, 3, 4, 5],
};

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return hours * 60 + minutes;
};
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** Every slot start of an open day: 09:00, 09:30 … 17:30. */
export function slotStarts(rules: SlotRules): string[] {
  const starts: string[] = [];
  for (
    let start = minutesOf(rules.opensAt);
    start + rules.slotMinutes <= minutesOf(rules.closesAt);
    start += rules.slotMinutes
  ) {
    starts.push(timeOf(start));
  }
  return starts;
}

export type ClosedReason = "past" | "beyond-horizon" | "closed-weekday" | "holiday";

/** What the booking page tells a visitor who picked a closed day. */
export function closedReasonText(reason: ClosedReason, rules: SlotRules): string {
  switch (reason) {
    case "past":
      return "This date has passed. Please choose today or a later date.";
    case "beyond-horizon":
      return `We book demos up to ${rules.horizonDays} days ahead. Please choose an earlier date.`;
    case "closed-weekday":
      return "Demos run Monday to Friday. Please choose a weekday.";
    case "holiday":
      return "We are closed for a public holiday that day. Please choose another date.";
  }
}

/** Why nothing can be booked on `date`, or null when the day is open. */
export function closedReason(date: string, now: Date, rules: SlotRules): ClosedReason | null {
  const today = calendarDateIn(now, rules.timeZone);
  if (date < today) return "past";
  if (date > addDays(today, rules.horizonDays)) return "beyond-horizon";
  if (!rules.workingDays.includes(weekdayOf(date))) return "closed-weekday";
  if (rules.holidays.includes(date) || rules.holidays.includes(date.slice(5))) return "holiday";
  return null;
}

/** The free slots of `date`, in order: open day, far enough from now, not booked. */
export function availableSlots({
  date,
  now,
  rules,
  booked = [],
}: {
  date: string;
  now: Date;
  rules: SlotRules;
  booked?: readonly string[];
}): string[] {
  if (closedReason(date, now, rules)) return [];
  const earliest = now.getTime() + rules.minimumNoticeMinutes * 60_000;
  const taken = new Set(booked);
  return slotStarts(rules).filter(
    (time) => !taken.has(time) && zonedInstant(date, time, rules.timeZone).getTime() >= earliest,
  );
}
