import {
  type ComponentState,
  type StatusComponent,
  type StatusReport,
  statusComponentNames,
} from "../../../common/status";
import type { Clock } from "../../clock";
import { withinTime } from "../../within-time";

/**
 * The live checks behind /status and GET /api/status, as this instance sees them, told as the
 * parts a customer relies on: the website (the database and the page cache behind it), demo
 * booking and forms (the database), and email delivery (the outbox's backlog). No figure about
 * the machinery (a cache's size, a query's milliseconds) is shown. A check runs at most once per
 * interval, however many visitors ask; visitors who ask while one runs share it. The answer says
 * how old it is, so it is never cached for longer than it stays true.
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
  /**
   * Whether pages are served from memory and hear of content changes (server/http/page-cache.ts,
   * server/http/content-version.ts). Not how many: the cache's size is no visitor's business.
   */
  pageCache(): { enabled: boolean; trustworthy: boolean };
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

/** What one `select 1` said about the database: the verdict behind the website's and the forms' states. */
type DatabaseProbe = "prompt" | "slow" | "silent";

async function probeDatabase(sources: StatusSources, now: () => number): Promise<DatabaseProbe> {
  const started = now();
  try {
    await sources.pingDatabase();
  } catch {
    return "silent";
  }
  return now() - started > slowDatabaseMs ? "slow" : "prompt";
}

/**
 * The website: pages are drawn from memory or, when not kept, from the database. Either trouble
 * makes it degraded, not down: this very page is being served, and so are the pages kept in memory.
 */
function checkWebsite(database: DatabaseProbe, pageCache: ReturnType<StatusSources["pageCache"]>): StatusComponent {
  const [state, summary]: [ComponentState, string] =
    database === "silent"
      ? ["degraded", "Some pages may fail to load just now: those that show live content need the service behind them."]
      : database === "slow" || (pageCache.enabled && !pageCache.trustworthy)
        ? ["degraded", "Pages load, but more slowly than usual."]
        : ["operational", "Pages load normally."];
  return { id: "website", name: statusComponentNames.website, state, summary, facts: [] };
}

/** Booking a demo, and every other form (contact, newsletter), writes to the database as it is sent. */
function checkBooking(database: DatabaseProbe): StatusComponent {
  const [state, summary]: [ComponentState, string] =
    database === "silent"
      ? ["down", "Demo booking and forms are unavailable: what you send cannot be saved just now."]
      : database === "slow"
        ? ["degraded", "Demo booking and forms work, but may take longer than usual to answer."]
        : ["operational", "Demo booking, the contact form and newsletter sign-up are working."];
  return { id: "booking", name: statusComponentNames.booking, state, summary, facts: [] };
}

async function checkEmail(sources: StatusSources, at: Date): Promise<StatusComponent> {
  const name = statusComponentNames.email;
  let backlog: Awaited<ReturnType<StatusSources["outbox"]["dueBacklog"]>>;
  try {
    backlog = await withinTime(sources.outbox.dueBacklog(), databaseTimeoutMs, "the outbox");
  } catch {
    return {
      id: "email",
      name,
      state: "down",
      summary: "Emails cannot be queued or sent just now.",
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
    const [database, email] = await Promise.all([
      probeDatabase(sources, () => performance.now()),
      checkEmail(sources, at),
    ]);
    const components = [checkWebsite(database, sources.pageCache()), checkBooking(database), email];
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
