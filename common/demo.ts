import { isCalendarDate, isTimeZone } from "./calendar";
import { demoMessages, demoStatuses } from "./demo-rules";
import { emailField } from "./email-field";
import { listQuerySchema } from "./list-query";
import { z } from "./zod";

export { type DemoStatus, demoMessages, demoStatuses } from "./demo-rules";

/**
 * The demo-request contract (SPEC §3, §5, §7): the browser form and the server check the same
 * rules with SPEC's messages.
 */

const optionalText = (max: number) => z.string().trim().max(max).optional().default("");

/** Lower-cased whole: the address is the verification's identity, and `Anita@` is `anita@` everywhere that matters. */
export const demoEmailSchema = emailField({
  required: demoMessages.emailRequired,
  invalid: demoMessages.emailInvalid,
}).transform((email) => email.toLowerCase());

export const sendCodeSchema = z.object({ email: demoEmailSchema });
export type SendCodeInput = z.infer<typeof sendCodeSchema>;

export const verifyCodeSchema = z.object({
  email: demoEmailSchema,
  code: z
    .string({ error: demoMessages.enterCode })
    .trim()
    .min(1, demoMessages.enterCode)
    .regex(/^\d{6}$/, "The code is the 6 digits from the email"),
});
export type VerifyCodeInput = z.infer<typeof verifyCodeSchema>;

export const calendarDateSchema = z
  .string({ error: "Give a date as YYYY-MM-DD" })
  .refine(isCalendarDate, "Give a date as YYYY-MM-DD");

export const availableSlotsQuerySchema = z.object({ date: calendarDateSchema });
/** SPEC §7 reads `availableSlots`; `closed` says why a day has none (a weekend, a holiday…). */
export const availableSlotsSchema = z.object({ availableSlots: z.array(z.string()), closed: z.string().optional() });
export type AvailableSlots = z.infer<typeof availableSlotsSchema>;

/**
 * POST /api/schedule-demo: SPEC's six fields, then what helps sales follow up (the visitor's
 * zone, where they came from) and two spam signals the visitor never sees: `website`, a field
 * hidden from people, and `fillMs`, how long the form was open before it was sent.
 */
export const demoRequestInputSchema = z.object({
  name: optionalText(120),
  company: z
    .string({ error: demoMessages.companyRequired })
    .trim()
    .min(1, demoMessages.companyRequired)
    .max(160, "Company name must be at most 160 characters"),
  email: demoEmailSchema,
  phone: z
    .string({ error: demoMessages.phoneRequired })
    .trim()
    .min(1, demoMessages.phoneRequired)
    .max(40, "Phone number must be at most 40 characters")
    .refine((phone) => (phone.match(/\d/g) ?? []).length >= 7, "Please enter a valid phone number"),
  date: z
    .string({ error: demoMessages.dateRequired })
    .min(1, demoMessages.dateRequired)
    .refine(isCalendarDate, demoMessages.dateRequired),
  time: z
    .string({ error: demoMessages.timeRequired })
    .min(1, demoMessages.timeRequired)
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, demoMessages.timeRequired),
  timeZone: z.string().trim().refine(isTimeZone, "Unknown time zone").optional().default("Asia/Kolkata"),
  utmSource: optionalText(200),
  utmMedium: optionalText(200),
  utmCampaign: optionalText(200),
  referrer: optionalText(500),
  landingPage: optionalText(500),
  /** A plan's slug (pricing's Get Started sends ?plan=<slug>); the server stores the plan's name. */
  plan: optionalText(80),
  website: z.string().max(500).optional().default(""),
  fillMs: z.number().int().min(0).max(86_400_000).optional(),
});
export type DemoRequestInput = z.input<typeof demoRequestInputSchema>;

/** A demo request as the back office lists it (SPEC §3 plus what the booking records). */
export const demoRequestSchema = z.object({
  _id: z.string(),
  name: z.string(),
  company: z.string(),
  email: z.string(),
  phone: z.string(),
  date: z.string(),
  time: z.string(),
  createdAt: z.string(),
  status: z.enum(demoStatuses),
  notes: z.string(),
  timeZone: z.string(),
  utmSource: z.string(),
  utmMedium: z.string(),
  utmCampaign: z.string(),
  referrer: z.string(),
  landingPage: z.string(),
  plan: z.string(),
  spamReason: z.string().nullable(),
  /** Why it may be spam, when the signals were unsure: it was booked as usual, marked. */
  spamDoubt: z.string().nullable(),
});
export type DemoRequest = z.infer<typeof demoRequestSchema>;

export const demoSortColumns = ["createdAt", "name", "company", "email", "phone", "date", "status"] as const;

/** GET /api/admin/demo-requests: server-side paging, sorting and search for the back-office table. */
export const demoListQuerySchema = listQuerySchema(demoSortColumns, { sort: "createdAt" }).extend({
  status: z.enum([...demoStatuses, "spam"]).optional(),
});
export type DemoListQuery = z.infer<typeof demoListQuerySchema>;

/** PATCH /api/admin/demo-requests/{id}: staff's follow-up fields. */
export const demoRequestChangesSchema = z
  .object({
    status: z
      .enum(demoStatuses, {
        error: `Status is one of ${demoStatuses.map((status) => status.replace("_", " ")).join(", ")}`,
      })
      .optional(),
    notes: z.string().trim().max(5000, "Notes must be at most 5,000 characters").optional(),
  })
  .refine((changes) => changes.status !== undefined || changes.notes !== undefined, "Change the status or the notes");

/** What happened to one demo request, in order: the back office's timeline of it. */
export const demoTimelineKinds = ["booked", "email", "status", "notes", "cancelled"] as const;
export const demoTimelineEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(demoTimelineKinds),
  /** One line: "Booked for …", "Email sent: …", "Status: New → Contacted", "Notes changed". */
  text: z.string(),
  /** Who did it: a staff member's username; null for the visitor and for the site itself. */
  actor: z.string().nullable(),
  /** More, where there is more: the notes as written, an email's recipient and outcome. */
  detail: z.string().nullable(),
});
export type DemoTimelineEntry = z.infer<typeof demoTimelineEntrySchema>;

/** A booked demo as the booking form confirms it (POST /api/schedule-demo's 201). */
export const bookedDemoSchema = z.object({
  /** "Tue, 1 Dec 2026, 11:00"-style, in India's time (the business's). */
  businessTime: z.string(),
  /** The same moment in the visitor's zone. */
  guestTime: z.string(),
  timeZone: z.string(),
  /** The booking as a calendar file (signed: only its booker has it). */
  calendarUrl: z.string(),
  /** The page that moves or cancels it, as the emails link it. */
  manageUrl: z.string(),
});
export type BookedDemo = z.infer<typeof bookedDemoSchema>;

export const bookingConfirmationSchema = z.object({ message: z.string(), _id: z.string(), booking: bookedDemoSchema });
export type BookingConfirmation = z.infer<typeof bookingConfirmationSchema>;

export const cancelDemoSchema = z.object({ signature: z.string().min(10).max(200) });

/** POST /api/schedule-demo/:id/reschedule: the manage link's signature and the new slot, checked like a booking's. */
export const rescheduleDemoSchema = z.object({
  signature: z.string().min(10).max(200),
  date: demoRequestInputSchema.shape.date,
  time: demoRequestInputSchema.shape.time,
});
export type RescheduleDemoInput = z.input<typeof rescheduleDemoSchema>;

/** A booking as the manage page shows it: its slot in India's zone and the guest's, and whether it can still change. */
export const managedBookingSchema = z.object({
  name: z.string(),
  company: z.string(),
  date: z.string(),
  time: z.string(),
  timeZone: z.string(),
  state: z.enum(["open", "cancelled", "closed"]),
  businessTime: z.string(),
  guestTime: z.string(),
});
export type ManagedBooking = z.infer<typeof managedBookingSchema>;
export const rescheduledSchema = z.object({ message: z.string(), booking: managedBookingSchema });
