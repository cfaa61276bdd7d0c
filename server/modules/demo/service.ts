import type { DemoListQuery } from "../../../common/demo";
import { type BookingInput, bookDemo, freeSlots } from "./booking";
import { bookingConfirmation, calendarFile } from "./booking-confirmation";
import { createDemoContext, type DemoDeps } from "./context";
import { cancelDemo, findForCancellation, findForManaging, rescheduleDemo } from "./reschedule-and-cancel";
import {
  countDemoRequests,
  exportDemoRequests,
  listDemoRequests,
  recentDemoRequests,
  requestsPerWeek,
  staffWrites,
} from "./staff-list";
import { demoTimeline } from "./timeline";

/**
 * Demo booking, wired: each step is a function of the module's context and its input, in a file
 * named for what it does (booking, reschedule-and-cancel, reminders, manage-links, staff-list).
 * This only binds them to one context for the routes and the dashboard.
 */
export function createDemoService(deps: DemoDeps) {
  const context = createDemoContext(deps);
  const { update, remove } = staffWrites(context);
  return {
    rules: context.rules,
    availableSlots: (date: string) => freeSlots(context, date),
    book: (input: BookingInput) => bookDemo(context, input),
    confirmation: (id: string, slot: { date: string; time: string; timeZone: string }) =>
      bookingConfirmation(context, id, slot),
    calendarFile: (id: string, signature: string) => calendarFile(context, id, signature),
    findForCancellation: (id: string, signature: string) => findForCancellation(context, id, signature),
    findForManaging: (id: string, signature: string) => findForManaging(context, id, signature),
    reschedule: (id: string, signature: string, date: string, time: string) =>
      rescheduleDemo(context, { id, signature, date, time }),
    cancel: (id: string, signature: string) => cancelDemo(context, { id, signature }),
    list: (query: DemoListQuery) => listDemoRequests(context, query),
    timeline: (id: string) => demoTimeline(context, id),
    exportRows: (query: Omit<DemoListQuery, "page" | "limit">) => exportDemoRequests(context, query),
    update,
    remove,
    requestsPerWeek: (weeks: number) => requestsPerWeek(context, weeks),
    count: () => countDemoRequests(context),
    recent: (limit: number) => recentDemoRequests(context, limit),
  };
}

export type DemoService = ReturnType<typeof createDemoService>;
