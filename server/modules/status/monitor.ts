import type { ComponentState, StatusComponent, StatusReport } from "../../../common/status";
import type { Clock } from "../../clock";
import { withinTime } from "../../within-time";

/**
 * The live checks behind /status and GET /api/status: the database, the email backlog and the
 * page cache, as this instance sees them. A check runs at most once per interval, however many
 * visitors ask; visitors who ask while one runs share it. The answer says how old it is, so it is
 * never cached for longer than it stays true.
 */

/** How long one check is the answer. Short enough that an outage shows within seconds. */
export const statusIntervalMs = 15_000;
/** A database that has not answered `select 1` by then counts as down (a hung connection must not hang the page). */
export const databaseTimeoutMs = 2_000;
/** Answers slower than this, though they come, mean the database is struggling. */
const slowDatabaseMs = 500;
/**
 * Email waiting longer than this, from when it was due, is late; longer than `emailDownMs`, it is
 * not going out. A reminder scheduled for next week waits for nothing until then.
 */
const emailLateMs = 10 * 60_000;
const emailDownMs = 60 * 60_000;

export interface StatusSources {
  /** The probe /readyz uses too (server/app.ts): `select 1`, given up after `databaseTimeoutMs`. */
  pingDatabase(): Promise<void>;
  /** server/modules/mail/outbox.ts: what is due and not sent, measured from when it was due. */
  outbox: { dueBacklog(): Promise<{ waiting: number; oldestDueAt: Date | null }> };
  /** The page cache as it is now (server/http/page-cache.ts, server/http/content-version.ts). */
  pageCache(): { enabled: boolean; trustworthy: boolean; entries: number };
}

const order: Record<ComponentState, number> = { operational: 0, degraded: 1, down: 2 };
export const worstOf = (states: readonly ComponentState[]): ComponentState =>
  states.reduce<ComponentState>((worst, state) => (order[state] > order[worst] ? state : worst), "operational");

/** "45 seconds", "12 minutes", "3 hours": a waiting time as a visitor reads it. */
export function durationText(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 90) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return `${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return `${hours} hour${hours === 1 ? "" : "s"}`;
}

async function checkDatabase(sources: StatusSources, now: () => number): Promise<StatusComponent> {
  const name = "Database";
  const started = now();
  try {
    await sources.pingDatabase();
  } catch {
    return {
      id: "database",
      name,
      state: "down",
      summary:
        "The database is not answering. Pages that show live data and every form are unavailable until it is back.",
      facts: [{ label: "Answer", value: `none within ${durationText(databaseTimeoutMs)}` }],
    };
  }
  const tookMs = Math.max(0, Math.round(now() - started));
  const slow = tookMs > slowDatabaseMs;
  return {
    id: "database",
    name,
    state: slow ? "degraded" : "operational",
    summary: slow
      ? "The database answers, but slowly: pages and forms may take longer than usual."
      : "The database answers promptly. Pages, forms and demo bookings are working.",
    facts: [{ label: "Answered in", value: `${tookMs} ms` }],
  };
}

async function checkEmail(sources: StatusSources, at: Date): Promise<StatusComponent> {
  const name = "Email delivery";
  let backlog: Awaited<ReturnType<StatusSources["outbox"]["dueBacklog"]>>;
  try {
    backlog = await withinTime(sources.outbox.dueBacklog(), databaseTimeoutMs, "the outbox");
  } catch {
    return {
      id: "email",
      name,
      state: "down",
      summary: "Emails cannot be queued or sent while the database is not answering.",
      facts: [],
    };
  }
  const oldest = backlog.oldestDueAt;
  const waitedMs = oldest ? Math.max(0, at.getTime() - oldest.getTime()) : 0;
  const state: ComponentState = waitedMs >= emailDownMs ? "down" : waitedMs >= emailLateMs ? "degraded" : "operational";
  const summary =
    state === "operational"
      ? backlog.waiting === 0
        ? "Every email has gone out: confirmations, reminders and replies are on time."
        : "Emails are going out as they should."
      : state === "degraded"
        ? "Emails are going out late: confirmations and reminders may arrive after a delay."
        : "Emails are not going out. They are kept and will be sent once delivery resumes.";
  return {
    id: "email",
    name,
    state,
    summary,
    // How late email is, not how much of it there is: counts would tell anyone how many demos
    // are booked (each has its reminders) and how many emails failed.
    facts: [{ label: "Oldest waiting for", value: oldest ? durationText(waitedMs) : "nothing waiting" }],
  };
}

function checkPageCache(sources: StatusSources): StatusComponent {
  const name = "Page cache";
  const { enabled, trustworthy, entries } = sources.pageCache();
  if (!enabled) {
    return {
      id: "pageCache",
      name,
      state: "operational",
      summary: "Switched off on this server: every page is rendered fresh for each visitor.",
      facts: [{ label: "Pages held", value: "0" }],
    };
  }
  return {
    id: "pageCache",
    name,
    state: trustworthy ? "operational" : "degraded",
    summary: trustworthy
      ? "Pages are served from memory and refreshed the moment content changes."
      : "This server cannot hear about content changes just now, so it renders every page fresh: pages may load more slowly.",
    facts: [
      { label: "Pages held", value: String(entries) },
      { label: "Up to date with changes", value: trustworthy ? "yes" : "no" },
    ],
  };
}

export function createStatusMonitor({
  sources,
  clock,
  intervalMs = statusIntervalMs,
}: {
  sources: StatusSources;
  clock: Clock;
  intervalMs?: number;
}) {
  let latest: StatusReport | null = null;
  let inFlight: Promise<StatusReport> | null = null;

  async function runChecks(): Promise<StatusReport> {
    const at = clock.now();
    // The database's answer time is measured on the wall clock: a test clock stands still.
    const components = await Promise.all([
      checkDatabase(sources, () => performance.now()),
      checkEmail(sources, at),
      Promise.resolve(checkPageCache(sources)),
    ]);
    return {
      state: worstOf(components.map((component) => component.state)),
      checkedAt: at.toISOString(),
      intervalSeconds: Math.round(intervalMs / 1000),
      components,
    };
  }

  const ageOf = (report: StatusReport) => clock.now().getTime() - new Date(report.checkedAt).getTime();

  return {
    intervalMs,
    /**
     * The latest check and how many more milliseconds it stays the answer: the one from less than
     * an interval ago, or a new one (shared with everyone who asks while it runs).
     */
    async current(): Promise<{ report: StatusReport; freshForMs: number }> {
      if (!latest || ageOf(latest) >= intervalMs || ageOf(latest) < 0) {
        inFlight ??= runChecks().finally(() => {
          inFlight = null;
        });
        latest = await inFlight;
      }
      return { report: latest, freshForMs: Math.max(0, intervalMs - ageOf(latest)) };
    },
  };
}

export type StatusMonitor = ReturnType<typeof createStatusMonitor>;
