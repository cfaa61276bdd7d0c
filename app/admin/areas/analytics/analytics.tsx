import { ChartColumn, Download, Table2, X } from "lucide-react";
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { Await, Link, useNavigate, useSearchParams } from "react-router";
import {
  type AnalyticsComparison,
  type AnalyticsCount,
  type AnalyticsFilterKey,
  type AnalyticsReport,
  analyticsFilterKeys,
} from "../../../../common/analytics";
import { ctaLabel } from "../../../../common/ctas";
import { Button } from "../../../components/ui/button";
import { inputClasses } from "../../../components/ui/form-field";
import { EmptyPanel } from "../../../components/ui/load-states";
import { Skeleton } from "../../../components/ui/skeleton";
import { cn } from "../../../lib/cn";
import { DeferredLoadError } from "../../components/deferred-load-error";
import { PageHeader } from "../../components/page-header";
import { useToast } from "../../components/toast";
import { adminDownload, adminRequest } from "../../lib/api-client";
import { formatCalendarDate, formatDayAndMonth } from "../../lib/format";
import { adminMeta } from "../../lib/meta";
import type { Route } from "./+types/analytics";

export const meta: Route.MetaFunction = () => adminMeta("Analytics");

/** recharts is a chunk of its own, fetched after the numbers are on screen. */
const AnalyticsChart = lazy(() => import("../../components/analytics-chart"));

/** The URL's query, as the API reads it: range, from, to and the filters travel as they are. */
const apiQuery = (url: URL) => {
  const query = new URLSearchParams();
  for (const name of ["range", "from", "to", ...analyticsFilterKeys]) {
    const value = url.searchParams.get(name);
    if (value !== null) query.set(name, value);
  }
  return query.toString();
};

/** Not awaited: the page and its loading state show at once, the numbers fill in. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const report = adminRequest<AnalyticsReport>(`/api/admin/analytics?${apiQuery(new URL(request.url))}`, {
    signal: request.signal,
  });
  report.catch(() => {});
  return { report };
}

const failure = "Failed to load the analytics.";

export function ErrorBoundary() {
  return (
    <p role="alert" className="rounded-xl bg-danger-soft p-6 font-medium text-danger">
      {failure}
    </p>
  );
}

const filterLabels: Record<AnalyticsFilterKey, string> = {
  path: "Page",
  referrer: "Referrer",
  utm_source: "UTM source",
  utm_campaign: "UTM campaign",
  device: "Device",
};

const number = (value: number) => value.toLocaleString("en-US");
const percent = (share: number | null) => (share === null ? "—" : `${Math.round(share * 1000) / 10}%`);
/** How an empty key reads: a direct visit, or no UTM value. */
const keyLabel = (dimension: AnalyticsFilterKey | "utm_medium" | "cta", key: string) =>
  key === "" ? (dimension === "referrer" ? "Direct" : "(none)") : dimension === "cta" ? ctaLabel(key) : key;

const quickRanges = [
  { value: "7d", label: "7 days" },
  { value: "30d", label: "30 days" },
  { value: "90d", label: "90 days" },
] as const;

/** The search params with some changed ("" or null removes one). */
function withParams(searchParams: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(searchParams);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  const text = next.toString();
  return text ? `?${text}` : "?";
}

function RangePicker({ report }: { report?: AnalyticsReport }) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const fromId = useId();
  const toId = useId();
  const custom = searchParams.has("from") || searchParams.has("to");
  const current = custom ? null : (searchParams.get("range") ?? "30d");
  const [from, setFrom] = useState(report?.from ?? searchParams.get("from") ?? "");
  const [to, setTo] = useState(report?.to ?? searchParams.get("to") ?? "");
  // The fields show the range the numbers are for, unless the person has typed in them since they
  // last chose a range (applied these fields, or a quick range): a report that arrives while they
  // type must not undo their typing. A busy machine showed it: the From typed while the 90 days
  // loaded was replaced by the 90 days' own, which then blocked the form (From after To).
  const typed = useRef(false);
  useEffect(() => {
    if (report && !typed.current) {
      setFrom(report.from);
      setTo(report.to);
    }
  }, [report]);

  function apply(event: FormEvent) {
    event.preventDefault();
    if (!from || !to) return;
    typed.current = false;
    navigate(withParams(searchParams, { from, to, range: null }), { preventScrollReset: true });
  }

  return (
    <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
      <nav aria-label="Range">
        <ul className="flex gap-1 rounded-lg border border-line bg-surface p-1">
          {quickRanges.map((range) => (
            <li key={range.value}>
              <Link
                to={withParams(searchParams, { range: range.value, from: null, to: null })}
                onClick={() => {
                  typed.current = false;
                }}
                preventScrollReset
                aria-current={current === range.value ? "page" : undefined}
                className={cn(
                  "block rounded-md px-3 py-1.5 font-medium text-sm",
                  current === range.value ? "bg-brand text-on-brand" : "text-ink-muted hover:bg-surface-muted",
                )}
              >
                {range.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form onSubmit={apply} className="flex flex-wrap items-end gap-2" aria-label="Custom range">
        <div>
          <label htmlFor={fromId} className="block font-medium text-ink-muted text-xs">
            From
          </label>
          <input
            id={fromId}
            type="date"
            value={from}
            max={to || undefined}
            onChange={(event) => {
              typed.current = true;
              setFrom(event.target.value);
            }}
            className={cn(inputClasses, "py-1.5")}
          />
        </div>
        <div>
          <label htmlFor={toId} className="block font-medium text-ink-muted text-xs">
            To
          </label>
          <input
            id={toId}
            type="date"
            value={to}
            min={from || undefined}
            onChange={(event) => {
              typed.current = true;
              setTo(event.target.value);
            }}
            className={cn(inputClasses, "py-1.5")}
          />
        </div>
        <Button type="submit" variant="secondary" size="sm">
          Apply range
        </Button>
      </form>
    </div>
  );
}

function ActiveFilters() {
  const [searchParams] = useSearchParams();
  const active = analyticsFilterKeys.filter((key) => searchParams.has(key));
  if (active.length === 0) return null;
  const cleared = Object.fromEntries(active.map((key) => [key, null]));
  return (
    <section aria-label="Filters" className="mt-4 flex flex-wrap items-center gap-2 text-sm">
      <span className="text-ink-muted">Filtered by</span>
      {active.map((key) => {
        const value = keyLabel(key, searchParams.get(key) ?? "");
        return (
          <Link
            key={key}
            to={withParams(searchParams, { [key]: null })}
            preventScrollReset
            className="inline-flex items-center gap-1 rounded-full border border-line-strong bg-surface px-3 py-1 font-medium hover:border-brand"
          >
            {filterLabels[key]}: {value}
            <X aria-hidden="true" className="size-3.5" />
            <span className="sr-only">(remove this filter)</span>
          </Link>
        );
      })}
      <Link
        to={withParams(searchParams, cleared)}
        preventScrollReset
        className="font-medium text-brand-ink hover:underline"
      >
        Clear filters
      </Link>
    </section>
  );
}

function Change({ comparison }: { comparison: AnalyticsComparison }) {
  if (comparison.change === null) return <span className="text-ink-muted">no previous data</span>;
  const sign = comparison.change > 0 ? "+" : "";
  return (
    <span className={cn(comparison.change >= 0 ? "text-success" : "text-danger", "font-medium")}>
      {sign}
      {comparison.change}%
    </span>
  );
}

function Totals({ report }: { report: AnalyticsReport }) {
  const tiles: Array<[string, AnalyticsComparison]> = [
    ["Visitors", report.totals.visitors],
    ["Page views", report.totals.pageViews],
    ["Demos booked", report.totals.demosBooked],
  ];
  const previous = `${formatDayAndMonth(report.previousFrom)} – ${formatDayAndMonth(report.previousTo)}`;
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {tiles.map(([label, comparison]) => (
        <li key={label} className="rounded-2xl border border-line bg-surface p-4 shadow-card sm:p-5">
          <span className="font-medium text-ink-muted text-sm">{label}</span>
          <span
            className="mt-1 block font-bold text-3xl tabular-nums"
            data-testid={`total-${label.toLowerCase().replace(/\s+/g, "-")}`}
          >
            {number(comparison.value)}
          </span>
          <span className="mt-1 block text-sm">
            <Change comparison={comparison} />{" "}
            <span className="text-ink-muted">
              vs {number(comparison.previous)} ({previous})
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

function PerDay({ report }: { report: AnalyticsReport }) {
  const [asTable, setAsTable] = useState(false);
  return (
    <section aria-labelledby="per-day-heading" className="mt-6 rounded-2xl border border-line bg-surface shadow-card">
      <div className="flex flex-wrap items-center justify-between gap-3 border-line border-b px-5 py-3">
        <div>
          <h2 id="per-day-heading" className="font-semibold">
            Visitors and page views per day
          </h2>
          <p className="text-ink-muted text-sm">
            <span aria-hidden="true" className="mr-1 inline-block h-0.5 w-4 bg-brand align-middle" /> Visitors{" "}
            <span aria-hidden="true" className="mr-1 ml-3 inline-block h-0.5 w-4 bg-ink-muted align-middle" /> Page
            views
          </p>
        </div>
        <Button variant="secondary" size="sm" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
          {asTable ? (
            <ChartColumn aria-hidden="true" className="size-4" />
          ) : (
            <Table2 aria-hidden="true" className="size-4" />
          )}
          {asTable ? "Show chart" : "Show table"}
        </Button>
      </div>
      <div className="p-4">
        {!asTable && (
          <div aria-hidden="true" className="h-64" data-testid="analytics-chart">
            <Suspense fallback={<Skeleton className="size-full" />}>
              <AnalyticsChart
                days={report.series.map((day) => ({
                  label: formatDayAndMonth(day.day),
                  visitors: day.visitors,
                  pageViews: day.pageViews,
                }))}
              />
            </Suspense>
          </div>
        )}
        <div className={cn(!asTable && "sr-only", "max-h-96 overflow-y-auto")}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Visitors and page views per day, oldest first</caption>
            <thead className="text-ink-muted">
              <tr className="border-line border-b">
                <th scope="col" className="px-3 py-2 font-semibold">
                  Day
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Visitors
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Page views
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {report.series.map((day) => (
                <tr key={day.day}>
                  <th scope="row" className="px-3 py-2 font-normal">
                    {formatCalendarDate(day.day)}
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">{number(day.visitors)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{number(day.pageViews)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}

/** A top list as a table; an entry of a filterable dimension is a link that sets its filter. */
function TopList({
  title,
  entries,
  dimension,
  itemHeader,
}: {
  title: string;
  entries: AnalyticsCount[];
  dimension: AnalyticsFilterKey | "utm_medium" | "cta";
  itemHeader: string;
}) {
  const [searchParams] = useSearchParams();
  const headingId = useId();
  const filterable = (analyticsFilterKeys as readonly string[]).includes(dimension);
  const views = dimension === "cta" ? "Clicks" : "Views";
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-line bg-surface shadow-card">
      <h2 id={headingId} className="border-line border-b px-5 py-3 font-semibold">
        {title}
      </h2>
      {entries.length === 0 ? (
        <p className="px-5 py-4 text-ink-muted text-sm">Nothing counted in this range.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="text-ink-muted">
            <tr className="border-line border-b">
              <th scope="col" className="px-5 py-2 font-semibold">
                {itemHeader}
              </th>
              <th scope="col" className="w-20 px-3 py-2 text-right font-semibold">
                {views}
              </th>
              <th scope="col" className="w-24 px-5 py-2 text-right font-semibold">
                Visitors
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {entries.map((entry) => (
              <tr key={entry.key}>
                <th scope="row" className="max-w-0 px-5 py-2 font-normal">
                  {filterable ? (
                    <Link
                      to={withParams(searchParams, { [dimension]: entry.key })}
                      preventScrollReset
                      className="block truncate font-medium hover:text-brand-ink hover:underline"
                      title={`Filter by ${filterLabels[dimension as AnalyticsFilterKey].toLowerCase()} ${keyLabel(dimension, entry.key)}`}
                    >
                      {keyLabel(dimension, entry.key)}
                    </Link>
                  ) : (
                    <span className="block truncate">{keyLabel(dimension, entry.key)}</span>
                  )}
                </th>
                <td className="px-3 py-2 text-right tabular-nums">{number(entry.views)}</td>
                <td className="px-5 py-2 text-right tabular-nums">{number(entry.visitors)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Funnel({ report }: { report: AnalyticsReport }) {
  const first = report.funnel[0]?.count ?? 0;
  return (
    <section aria-labelledby="funnel-heading" className="mt-6 rounded-2xl border border-line bg-surface shadow-card">
      <div className="border-line border-b px-5 py-3">
        <h2 id="funnel-heading" className="font-semibold">
          Demo funnel
        </h2>
        <p className="text-ink-muted text-sm">Visitors per day at each step, and the share who went on.</p>
      </div>
      <table className="w-full text-left text-sm">
        <thead className="text-ink-muted">
          <tr className="border-line border-b">
            <th scope="col" className="px-5 py-2 font-semibold">
              Step
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Visitors
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              From previous step
            </th>
            <th scope="col" className="px-5 py-2 text-right font-semibold">
              From first step
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {report.funnel.map((step) => (
            <tr key={step.key} data-testid={`funnel-${step.key}`}>
              <th scope="row" className="px-5 py-2 font-normal">
                <span className="block font-medium">{step.label}</span>
                <span aria-hidden="true" className="mt-1 block h-1.5 rounded-full bg-surface-sunken">
                  <span
                    className="block h-full rounded-full bg-brand"
                    style={{ width: `${first === 0 ? 0 : Math.max(1, (step.count / first) * 100)}%` }}
                  />
                </span>
              </th>
              <td className="px-3 py-2 text-right font-semibold tabular-nums">{number(step.count)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{percent(step.fromPrevious)}</td>
              <td className="px-5 py-2 text-right tabular-nums">{percent(step.fromFirst)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="grid grid-cols-3 gap-3 border-line border-t px-5 py-3 text-sm">
        {(
          [
            ["Contact forms sent", report.events.contact_sent],
            ["Newsletter sign-ups confirmed", report.events.newsletter_confirmed],
            ["Assistant questions", report.events.assistant_asked],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt className="text-ink-muted">{label}</dt>
            <dd className="font-semibold text-lg tabular-nums">{number(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Report({ report }: { report: AnalyticsReport }) {
  const filtered = Object.keys(report.filters).length > 0;
  // One filter is read from rollups kept for good; two or more at once only from the raw rows.
  const combined = Object.keys(report.filters).length > 1;
  const nothing =
    report.totals.pageViews.value === 0 &&
    report.funnel.every((step) => step.count === 0) &&
    Object.values(report.events).every((count) => count === 0);
  return (
    <>
      <p className="mt-4 text-ink-muted text-sm" data-testid="analytics-range">
        {formatCalendarDate(report.from)} – {formatCalendarDate(report.to)}, compared with{" "}
        {formatCalendarDate(report.previousFrom)} – {formatCalendarDate(report.previousTo)}.
        {combined && report.from < report.rawSince && (
          <>
            {" "}
            Numbers for two filters at once are counted from raw page views, kept since{" "}
            {formatCalendarDate(report.rawSince)}.
          </>
        )}
      </p>
      <div className="mt-4">
        <h2 className="sr-only">Results</h2>
        {nothing ? (
          <EmptyPanel
            title="No visits in this range"
            text={
              filtered
                ? "Nothing matches these filters in this range. Clear a filter or choose a longer range."
                : "Page views appear here as people browse the site. Choose another range to look further back."
            }
          />
        ) : (
          <>
            <Totals report={report} />
            <PerDay report={report} />
            <Funnel report={report} />
            <div className="mt-6 grid gap-4 lg:grid-cols-2">
              <TopList title="Top pages" entries={report.pages} dimension="path" itemHeader="Page" />
              <TopList title="Top referrers" entries={report.referrers} dimension="referrer" itemHeader="Referrer" />
              <TopList
                title="UTM campaigns"
                entries={report.utmCampaigns}
                dimension="utm_campaign"
                itemHeader="Campaign"
              />
              <TopList title="UTM sources" entries={report.utmSources} dimension="utm_source" itemHeader="Source" />
              <TopList title="UTM mediums" entries={report.utmMediums} dimension="utm_medium" itemHeader="Medium" />
              <TopList title="Devices" entries={report.devices} dimension="device" itemHeader="Device" />
              <TopList title="Calls to action clicked" entries={report.ctas} dimension="cta" itemHeader="Button" />
            </div>
          </>
        )}
      </div>
    </>
  );
}

function ReportLoading() {
  return (
    <div role="status" className="mt-4">
      <span className="sr-only">Loading the analytics…</span>
      <div className="grid gap-3 sm:grid-cols-3">
        <Skeleton className="h-28 rounded-2xl" />
        <Skeleton className="h-28 rounded-2xl" />
        <Skeleton className="h-28 rounded-2xl" />
      </div>
      <Skeleton className="mt-6 h-[22rem] rounded-2xl" />
    </div>
  );
}

export default function Analytics({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const toast = useToast();
  const [exporting, setExporting] = useState(false);
  const [loaded, setLoaded] = useState<AnalyticsReport>();

  async function exportCsv() {
    setExporting(true);
    try {
      await adminDownload(`/api/admin/analytics/export.csv?${apiQuery(new URL(`/?${searchParams}`, "http://x"))}`);
      toast.success("The CSV has been downloaded.");
    } catch {
      toast.error("Failed to export the analytics.");
    } finally {
      setExporting(false);
    }
  }

  return (
    <div>
      <PageHeader
        title="Analytics"
        description="Page views, where visitors come from, and how many book a demo. No cookies, nothing personal stored."
        actions={
          <Button variant="secondary" onClick={exportCsv} disabled={exporting}>
            <Download aria-hidden="true" className="size-4" />
            {exporting ? "Downloading…" : "Download CSV"}
          </Button>
        }
      />
      <RangePicker report={loaded} />
      <ActiveFilters />
      <Suspense fallback={<ReportLoading />}>
        <Await resolve={loaderData.report} errorElement={<DeferredLoadError message={failure} className="mt-4" />}>
          {(report) => <Loaded report={report} onLoaded={setLoaded} />}
        </Await>
      </Suspense>
    </div>
  );
}

/** Hands the loaded range to the picker (its date fields show the range the numbers are for). */
function Loaded({ report, onLoaded }: { report: AnalyticsReport; onLoaded: (report: AnalyticsReport) => void }) {
  useEffect(() => onLoaded(report), [report, onLoaded]);
  return <Report report={report} />;
}
