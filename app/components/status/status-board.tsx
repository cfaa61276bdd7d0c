import { CircleAlert, CircleCheck, type LucideIcon, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { browserTimeZone, businessTimeZone } from "../../../common/business-time";
import type { ComponentState, StatusHistory, StatusReport } from "../../../common/status";
import { apiRequest } from "../../lib/api";
import { cn } from "../../lib/cn";
import { ComponentHistoryBars, StatusHistoryLegend } from "./status-history";

/** How often an open page asks again: twice per check interval would only repeat the same answer. */
export const statusRefreshMs = 30_000;

const stateLooks: Record<ComponentState, { label: string; icon: LucideIcon; tone: string; banner: string }> = {
  operational: {
    label: "Operational",
    icon: CircleCheck,
    tone: "text-success",
    banner: "All systems operational",
  },
  degraded: { label: "Degraded", icon: CircleAlert, tone: "text-gold", banner: "Some systems are degraded" },
  down: { label: "Down", icon: X, tone: "text-danger", banner: "Some systems are down" },
};
const bannerSurface: Record<ComponentState, string> = {
  operational: "border-success/40 bg-success-soft",
  degraded: "border-gold/40 bg-gold-soft",
  down: "border-danger/40 bg-danger-soft",
};

/** "10:42:07 AM IST": to the second, since the page refreshes every half minute. */
function timeIn(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    hour: "numeric",
    minute: "2-digit",
    second: "2-digit",
    timeZone,
    timeZoneName: "short",
  })
    .format(new Date(iso))
    .replace("GMT+5:30", "IST");
}
const dateIn = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone }).format(new Date(iso));

/** One sentence for screen readers when a refresh changes something: what changed, nothing else. */
function changesBetween(before: StatusReport, after: StatusReport): string {
  const changed = after.components.filter(
    (component) => before.components.find((old) => old.id === component.id)?.state !== component.state,
  );
  return changed.map((component) => `${component.name} is now ${stateLooks[component.state].label}.`).join(" ");
}

/**
 * /status's board: the overall state, each checked part with its state, summary and figures,
 * and when the check ran, in India time and (once in the browser) the visitor's own; under each
 * part, its last 90 days. While open it asks GET /api/status every half minute (the days change
 * once a day and are not asked again); a change is announced politely, never by motion.
 */
export function StatusBoard({ initial, history }: { initial: StatusReport; history: StatusHistory | null }) {
  const [report, setReport] = useState(initial);
  const [visitorZone, setVisitorZone] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [refreshFailed, setRefreshFailed] = useState(false);
  const latest = useRef(initial);

  useEffect(() => {
    const zone = browserTimeZone();
    if (zone !== businessTimeZone) setVisitorZone(zone);
  }, []);

  useEffect(() => {
    let stopped = false;
    const refresh = async () => {
      try {
        const next = await apiRequest<StatusReport>("/api/status");
        if (stopped) return;
        setAnnouncement(changesBetween(latest.current, next));
        latest.current = next;
        setReport(next);
        setRefreshFailed(false);
      } catch {
        if (!stopped) setRefreshFailed(true);
      }
    };
    const timer = window.setInterval(refresh, statusRefreshMs);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, []);

  const overall = stateLooks[report.state];
  const OverallIcon = overall.icon;
  return (
    <div className="mx-auto max-w-3xl px-4 pb-20 sm:px-6">
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <div
        className={cn("flex items-center gap-3 rounded-2xl border px-5 py-4", bannerSurface[report.state])}
        data-testid="status-overall"
      >
        <OverallIcon aria-hidden="true" className={cn("size-6 shrink-0", overall.tone)} />
        <p className="font-semibold text-lg">{overall.banner}</p>
      </div>

      <p className="mt-4 text-ink-muted text-sm" data-testid="status-checked-at">
        Checked at{" "}
        <time dateTime={report.checkedAt}>
          {timeIn(report.checkedAt, businessTimeZone)} on {dateIn(report.checkedAt, businessTimeZone)}
        </time>{" "}
        (India time)
        {visitorZone && <>, {timeIn(report.checkedAt, visitorZone)} your time</>}. The checks run every{" "}
        {report.intervalSeconds} seconds, and this page refreshes itself every {statusRefreshMs / 1000} seconds.
      </p>
      {refreshFailed && (
        <p className="mt-2 flex items-start gap-1.5 font-medium text-danger text-sm" role="status">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          This page could not reach the server to refresh. It shows the last check it received.
        </p>
      )}

      {history ? (
        <StatusHistoryLegend days={history.days} />
      ) : (
        <p className="mt-8 text-ink-muted text-sm" data-testid="status-history-unavailable">
          The history of the last days cannot be read just now. The checks above are current.
        </p>
      )}

      <ul className="mt-4 space-y-4">
        {report.components.map((component) => {
          const look = stateLooks[component.state];
          const Icon = look.icon;
          const past = history?.components.find((part) => part.id === component.id);
          return (
            <li
              key={component.id}
              id={`status-${component.id}`}
              className="rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-6"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="font-bold text-lg">{component.name}</h2>
                <p className={cn("flex items-center gap-1.5 font-semibold text-sm", look.tone)}>
                  <Icon aria-hidden="true" className="size-4" />
                  {look.label}
                </p>
              </div>
              <p className="mt-2 text-ink-muted leading-relaxed">{component.summary}</p>
              {component.facts.length > 0 && (
                <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
                  {component.facts.map((fact) => (
                    <div key={fact.label}>
                      <dt className="text-ink-muted">{fact.label}</dt>
                      <dd className="font-semibold">{fact.value}</dd>
                    </div>
                  ))}
                </dl>
              )}
              {history && past && <ComponentHistoryBars history={past} days={history.days} />}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
