import { z } from "./zod";

/** A part of the service as /status shows it: working, working with trouble, or not working. */
export const componentStates = ["operational", "degraded", "down"] as const;
export type ComponentState = (typeof componentStates)[number];

/**
 * The parts of the service a customer relies on, in the order /status lists them. Named for what
 * a visitor does (opens pages, books a demo, gets our emails), not for the machinery behind them.
 */
export const statusComponentIds = ["website", "booking", "email"] as const;
export type StatusComponentId = (typeof statusComponentIds)[number];
export const statusComponentNames: Record<StatusComponentId, string> = {
  website: "Website",
  booking: "Demo booking and forms",
  email: "Email delivery",
};

/** One checked part of the service: what a visitor is told, and the figures behind it. */
export const statusComponentSchema = z.object({
  id: z.enum(statusComponentIds),
  name: z.string(),
  state: z.enum(componentStates),
  /** One sentence for a visitor: what works and what does not. */
  summary: z.string(),
  /** The numbers the state was decided from, as label and value: only what a customer waits on. */
  facts: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type StatusComponent = z.infer<typeof statusComponentSchema>;

/** GET /api/status: the last check of every part, and when it ran. */
export const statusReportSchema = z.object({
  /** The worst state of any part. */
  state: z.enum(componentStates),
  /** When the checks ran (ISO). */
  checkedAt: z.string(),
  /** How long one check stays the answer, in seconds: the page asks again after that. */
  intervalSeconds: z.number(),
  components: z.array(statusComponentSchema),
});
export type StatusReport = z.infer<typeof statusReportSchema>;

/** A day in a part's history: the worst it was found that day, or "noData" when nothing checked it. */
export const statusDayStates = [...componentStates, "noData"] as const;
export type StatusDayState = (typeof statusDayStates)[number];

/** One business day (India time) of one part, from the checks recorded that day. */
export const statusDaySchema = z.object({
  /** The calendar date in India time, "2026-06-03". */
  date: z.string(),
  state: z.enum(statusDayStates),
  /** Minutes of the day a check covered, and of those, how many found the part degraded or down. */
  checkedMinutes: z.number().int(),
  degradedMinutes: z.number().int(),
  downMinutes: z.number().int(),
});
export type StatusDay = z.infer<typeof statusDaySchema>;

/** GET /api/status/history: each part's last days, oldest first, today last. */
export const statusHistorySchema = z.object({
  days: z.number().int(),
  components: z.array(
    z.object({
      id: z.enum(statusComponentIds),
      name: z.string(),
      /**
       * The share of checked minutes in which the part was not down (degraded still works), in
       * percent; null when no day of the range has data.
       */
      uptimePercent: z.number().nullable(),
      /** How many of the days have any check: uptime is over these days only. */
      daysWithData: z.number().int(),
      days: z.array(statusDaySchema),
    }),
  ),
});
export type StatusHistory = z.infer<typeof statusHistorySchema>;
