import { longUsDate } from "../../../common/dates";
import type { StatusDay, StatusDayState, StatusHistory } from "../../../common/status";
import { cn } from "../../lib/cn";

type ComponentHistory = StatusHistory["components"][number];

/** A day's colour and its word. The word goes everywhere the colour does: colour is never alone. */
export const dayLooks: Record<StatusDayState, { label: string; bar: string }> = {
  operational: { label: "Operational", bar: "bg-success" },
  degraded: { label: "Degraded", bar: "bg-caution" },
  down: { label: "Down", bar: "bg-danger" },
  noData: { label: "No data", bar: "bg-line-strong" },
};

const minuteWord = (minutes: number) => `${minutes} minute${minutes === 1 ? "" : "s"}`;

/** "45 minutes", "3 hours", "2 hours 5 minutes": how long, to the minute (each check is one). */
export function minutesText(total: number): string {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  if (hours === 0) return minuteWord(minutes);
  const hourText = `${hours} hour${hours === 1 ? "" : "s"}`;
  return minutes === 0 ? hourText : `${hourText} ${minuteWord(minutes)}`;
}

const minutesPerDay = 24 * 60;

/**
 * What happened that day, in words: how long it was down or degraded, and, when the checks did
 * not cover the whole day, how much of it they did (a day half checked is not a day all green).
 */
export function dayDetail(day: StatusDay, isToday: boolean): string {
  if (day.state === "noData") return isToday ? "Not checked yet today" : "Not monitored that day";
  const problems = [
    day.downMinutes > 0 && `down for ${minutesText(day.downMinutes)}`,
    day.degradedMinutes > 0 && `degraded for ${minutesText(day.degradedMinutes)}`,
  ].filter(Boolean);
  const found = problems.length > 0 ? problems.join(", ") : "no problems found";
  const sentence = found.charAt(0).toUpperCase() + found.slice(1);
  if (isToday) return `${sentence} in ${minutesText(day.checkedMinutes)} checked so far`;
  return day.checkedMinutes < minutesPerDay ? `${sentence} in ${minutesText(day.checkedMinutes)} checked` : sentence;
}

/** "99.95% uptime over the last 90 days", or over the days that have data when not all do. */
export function uptimeText(history: ComponentHistory, days: number): string {
  if (history.uptimePercent === null) return `No data yet for the last ${days} days`;
  const uptime = `${history.uptimePercent}% uptime`;
  if (history.daysWithData === days) return `${uptime} over the last ${days} days`;
  const withData = `${history.daysWithData} day${history.daysWithData === 1 ? "" : "s"}`;
  return `${uptime} over the ${withData} with data in the last ${days}`;
}

/** The key to the bars' colours, once above the parts. */
export function StatusHistoryLegend({ days }: { days: number }) {
  return (
    <div className="mt-8 flex flex-wrap items-center gap-x-5 gap-y-2 text-ink-muted text-sm">
      <p>Each bar is one day of the last {days}, in India time:</p>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {Object.values(dayLooks).map((look) => (
          <li key={look.label} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={cn("inline-block h-3 w-1.5 rounded-sm", look.bar)} />
            {look.label}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One part's days as bars, as status pages draw them, with its uptime in words. The bars are a
 * picture for the eye (a mouse shows each day's words on hover); the table under them, one
 * keyboard press away, says every day in words to everyone, screen readers included.
 */
export function ComponentHistoryBars({ history, days }: { history: ComponentHistory; days: number }) {
  const last = history.days.length - 1;
  return (
    <div className="mt-5" data-testid={`status-history-${history.id}`}>
      <div aria-hidden="true" className="flex h-9 items-stretch gap-px sm:gap-0.5">
        {history.days.map((day, index) => (
          <span
            key={day.date}
            data-state={day.state}
            className={cn("group relative flex-1 rounded-[1px] sm:rounded-sm", dayLooks[day.state].bar)}
          >
            <span
              className={cn(
                "pointer-events-none absolute bottom-full z-10 mb-2 hidden w-56 rounded-lg border border-line bg-surface p-2 text-ink text-xs shadow-card group-hover:block",
                index < history.days.length / 2 ? "left-0" : "right-0",
              )}
            >
              <span className="block font-semibold">{longUsDate(day.date)}</span>
              {dayLooks[day.state].label}: {dayDetail(day, index === last)}
            </span>
          </span>
        ))}
      </div>
      <div aria-hidden="true" className="mt-1.5 flex justify-between text-ink-muted text-xs">
        <span>{days} days ago</span>
        <span>Today</span>
      </div>
      <p className="mt-2 font-semibold text-sm" data-testid="status-uptime">
        {uptimeText(history, days)}
      </p>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer rounded text-brand-ink underline-offset-4 hover:underline">
          Day-by-day history<span className="sr-only"> of {history.name}</span>
        </summary>
        <div className="mt-3 rounded-lg border border-line">
          <table className="w-full text-left">
            <caption className="sr-only">
              {history.name}: each of the last {days} days, newest first (India time)
            </caption>
            <thead className="bg-surface-muted">
              <tr>
                <th scope="col" className="px-2 py-2 font-semibold sm:px-3">
                  Day
                </th>
                <th scope="col" className="px-2 py-2 font-semibold sm:px-3">
                  Status
                </th>
                <th scope="col" className="px-2 py-2 font-semibold sm:px-3">
                  What happened
                </th>
              </tr>
            </thead>
            <tbody>
              {history.days
                .map((day, index) => ({ day, isToday: index === last }))
                .reverse()
                .map(({ day, isToday }) => (
                  <tr key={day.date} className="border-line border-t">
                    <th scope="row" className="px-2 py-1.5 font-normal sm:whitespace-nowrap sm:px-3">
                      {longUsDate(day.date)}
                    </th>
                    <td className="px-2 py-1.5 sm:px-3">
                      <span className="flex items-center gap-1.5">
                        <span
                          aria-hidden="true"
                          className={cn("inline-block h-3 w-1.5 rounded-sm", dayLooks[day.state].bar)}
                        />
                        {dayLooks[day.state].label}
                      </span>
                    </td>
                    <td className="px-2 py-1.5 text-ink-muted sm:px-3">{dayDetail(day, isToday)}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
