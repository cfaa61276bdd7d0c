import {
  type AnalyticsReport,
  analyticsMaxDays,
  analyticsQuerySchema,
  analyticsReportSchema,
} from "../../../common/analytics";
import { businessTimeZone } from "../../../common/business-time";
import { ctaLabel } from "../../../common/ctas";
import { businessDateOf } from "../../../common/dates";
import { spreadsheetCsv } from "../../http/csv";
import { HttpError } from "../../http/errors";
import type { ModuleRoutes } from "../module";
import type { AnalyticsService } from "./service";

const csvColumns = [
  { key: "section", header: "Section" },
  { key: "item", header: "Item" },
  { key: "pageViews", header: "Page views" },
  { key: "visitors", header: "Visitors" },
  { key: "count", header: "Count" },
  { key: "previous", header: "Previous period" },
  { key: "fromPrevious", header: "Conversion from previous step" },
  { key: "fromFirst", header: "Conversion from first step" },
];

type CsvRow = Partial<Record<(typeof csvColumns)[number]["key"], string | number>>;

/** The report as CSV rows: the same numbers as the page, one section after another. */
function csvRows(report: AnalyticsReport): CsvRow[] {
  const rows: CsvRow[] = [
    {
      section: "Range",
      item: `${report.from} to ${report.to}`,
      previous: `${report.previousFrom} to ${report.previousTo}`,
    },
    // Every day and figure below is of this zone's calendar days, as on the page.
    {
      section: "Time zone",
      item: `${businessTimeZone} (UTC+05:30); every day is a calendar day there`,
    },
    ...Object.entries(report.filters).map(([name, value]) => ({ section: "Filter", item: `${name}=${value}` })),
    {
      section: "Total",
      item: "Visitors",
      count: report.totals.visitors.value,
      previous: report.totals.visitors.previous,
    },
    {
      section: "Total",
      item: "Page views",
      count: report.totals.pageViews.value,
      previous: report.totals.pageViews.previous,
    },
    {
      section: "Total",
      item: "Demos booked",
      count: report.totals.demosBooked.value,
      previous: report.totals.demosBooked.previous,
    },
    ...report.series.map((day) => ({
      section: "Day",
      item: day.day,
      pageViews: day.pageViews,
      visitors: day.visitors,
    })),
  ];
  const lists: Array<[string, AnalyticsReport["pages"]]> = [
    ["Page", report.pages],
    ["Referrer", report.referrers],
    ["UTM source", report.utmSources],
    ["UTM medium", report.utmMediums],
    ["UTM campaign", report.utmCampaigns],
    ["Device", report.devices],
    ["Call to action", report.ctas],
  ];
  for (const [section, entries] of lists) {
    for (const entry of entries) {
      // A call to action by what it is, with the name its element carries (one this build does not
      // know, by its name alone).
      const label = section === "Call to action" ? ctaLabel(entry.key) : entry.key;
      const item = label === entry.key ? entry.key : `${label} (${entry.key})`;
      rows.push({ section, item, pageViews: entry.views, visitors: entry.visitors });
    }
  }
  for (const step of report.funnel) {
    rows.push({
      section: "Funnel",
      item: step.label,
      count: step.count,
      fromPrevious: step.fromPrevious ?? "",
      fromFirst: step.fromFirst ?? "",
    });
  }
  for (const [name, count] of Object.entries(report.events)) rows.push({ section: "Event", item: name, count });
  return rows;
}

/** The range the query names, checked against today (a `from` alone may not pass today). */
function checkedReport(analytics: AnalyticsService, query: Parameters<AnalyticsService["report"]>[0], today: string) {
  const { from, to } = analytics.rangeOf(query, today);
  if (from > to) throw new HttpError(400, "From must be on or before To", { from: "From must be on or before To" });
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
  if (days > analyticsMaxDays) {
    const message = `The range must be at most ${analyticsMaxDays} days`;
    throw new HttpError(400, message, { from: message });
  }
  return analytics.report(query);
}

/** GET /api/admin/analytics and its CSV (ADR 029). Staff only: they are in the admin scope. */
export const staffRoutes: ModuleRoutes = async (app, { services: { analytics }, clock }) => {
  app.get(
    "/api/admin/analytics",
    {
      schema: {
        summary: "The analytics report for a range, with filters",
        querystring: analyticsQuerySchema,
        response: { 200: analyticsReportSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return checkedReport(analytics, request.query, businessDateOf(clock.now()));
    },
  );

  app.get(
    "/api/admin/analytics/export.csv",
    { schema: { summary: "Export the analytics report as CSV", querystring: analyticsQuerySchema } },
    async (request, reply) => {
      const report = await checkedReport(analytics, request.query, businessDateOf(clock.now()));
      const csv = spreadsheetCsv(csvColumns);
      for (const row of csvRows(report)) csv.write(row);
      csv.end();
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="analytics-${report.from}-to-${report.to}.csv"`)
        .header("cache-control", "no-store")
        .send(csv);
    },
  );
};
