import { Download } from "lucide-react";
import { Suspense, useEffect, useState } from "react";
import { Await, useSearchParams } from "react-router";
import { type AnalyticsReport, analyticsFilterKeys } from "../../../../common/analytics";
import { Button } from "../../../components/ui/button";
import { EmptyPanel } from "../../../components/ui/load-states";
import { Skeleton } from "../../../components/ui/skeleton";
import { DeferredLoadError } from "../../components/deferred-load-error";
import { PageHeader } from "../../components/page-header";
import { useToast } from "../../components/toast";
import { adminDownload, adminRequest } from "../../lib/api-client";
import { formatCalendarDate } from "../../lib/format";
import { adminMeta } from "../../lib/meta";
import type { Route } from "./+types/analytics";
import { ActiveFilters } from "./active-filters";
import { Funnel } from "./funnel";
import { PerDay } from "./per-day";
import { RangePicker } from "./range-picker";
import { TopList } from "./top-list";
import { Totals } from "./totals";

export const meta: Route.MetaFunction = () => adminMeta("Analytics");

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
