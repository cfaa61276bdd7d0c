import { isCalendarDate } from "./calendar";
import { z } from "./zod";

/**
 * GET /api/admin/analytics (ADR 029): the dashboard of first-party page views and events for a
 * range of calendar days in the business zone, with optional filters that narrow every number.
 */

export const analyticsDevices = ["desktop", "mobile", "tablet"] as const;
export type AnalyticsDevice = (typeof analyticsDevices)[number];

/** The quick ranges: the last N days, today included. */
export const analyticsRanges = { "7d": 7, "30d": 30, "90d": 90 } as const;
export type AnalyticsRange = keyof typeof analyticsRanges;

/** The longest range one request may ask for: a year, and its previous period beside it. */
export const analyticsMaxDays = 366;

/** The filters a dashboard URL may carry, in the order the page shows them. */
export const analyticsFilterKeys = ["path", "referrer", "utm_source", "utm_campaign", "device"] as const;
export type AnalyticsFilterKey = (typeof analyticsFilterKeys)[number];

const day = (label: string) => z.string().refine(isCalendarDate, `${label} must be a date (YYYY-MM-DD)`).optional();
/** A filter's value: as stored (a path, a host, a UTM value), bounded so a query stays cheap. */
const filterText = (label: string) => z.string().max(500, `${label} must be at most 500 characters`).optional();

export const analyticsQuerySchema = z
  .object({
    from: day("From"),
    to: day("To"),
    range: z.enum(["7d", "30d", "90d"], { error: "Range must be 7d, 30d or 90d" }).optional(),
    path: filterText("Page"),
    referrer: filterText("Referrer"),
    utm_source: filterText("UTM source"),
    utm_campaign: filterText("UTM campaign"),
    device: z.enum(analyticsDevices, { error: "Device must be desktop, mobile or tablet" }).optional(),
  })
  .superRefine((query, context) => {
    if (query.from && query.to) {
      if (query.from > query.to) {
        context.addIssue({ code: "custom", path: ["from"], message: "From must be on or before To" });
        return;
      }
      const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 + 1;
      if (days > analyticsMaxDays) {
        context.addIssue({
          code: "custom",
          path: ["from"],
          message: `The range must be at most ${analyticsMaxDays} days`,
        });
      }
    }
  });
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;
export type AnalyticsFilters = Partial<Record<AnalyticsFilterKey, string>>;

const counted = z.object({ key: z.string(), views: z.number(), visitors: z.number() });
export type AnalyticsCount = z.infer<typeof counted>;

const compared = z.object({
  value: z.number(),
  previous: z.number(),
  /** Percent change from the previous period; null when the previous period had none. */
  change: z.number().nullable(),
});
export type AnalyticsComparison = z.infer<typeof compared>;

export const funnelSteps = [
  { key: "visitors", label: "Visitors" },
  { key: "schedule_demo_viewed", label: "Viewed /schedule-demo" },
  { key: "demo_code_sent", label: "Sent a code" },
  { key: "demo_email_verified", label: "Verified their email" },
  { key: "demo_booked", label: "Booked a demo" },
] as const;

export const analyticsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
  filters: z.object({
    path: z.string().optional(),
    referrer: z.string().optional(),
    utm_source: z.string().optional(),
    utm_campaign: z.string().optional(),
    device: z.string().optional(),
  }),
  /**
   * The first day raw rows still cover (retention). With two or more filters, numbers are counted
   * from raw rows, so days before it count nothing; with none or one, daily rollups answer.
   */
  rawSince: z.string(),
  totals: z.object({ visitors: compared, pageViews: compared, demosBooked: compared }),
  /** Every day of the range, oldest first, zeros included. */
  series: z.array(z.object({ day: z.string(), visitors: z.number(), pageViews: z.number() })),
  pages: z.array(counted),
  referrers: z.array(counted),
  utmSources: z.array(counted),
  utmMediums: z.array(counted),
  utmCampaigns: z.array(counted),
  devices: z.array(counted),
  ctas: z.array(counted),
  funnel: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      count: z.number(),
      /** Share of the step before (0 to 1); null for the first step or when the step before is 0. */
      fromPrevious: z.number().nullable(),
      fromFirst: z.number().nullable(),
    }),
  ),
  events: z.object({ contact_sent: z.number(), newsletter_confirmed: z.number(), assistant_asked: z.number() }),
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;
