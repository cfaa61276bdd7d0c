import { CalendarDays, Mail, Pencil } from "lucide-react";
import { businessTimeZone } from "../../../common/business-time";
import type { BookedDemo } from "../../../common/demo";
import { buttonClasses } from "../ui/button";

/**
 * What a visitor reads once their demo is booked, above the emptied form (SPEC §4 clears it):
 * the time in their own zone and in India's, where the invitation went, and a calendar file and
 * the manage page one click away, so nobody has to wait for the email to save the date.
 */
export function BookingConfirmation({ booked }: { booked: BookedDemo & { email: string } }) {
  const inIndia = booked.timeZone === businessTimeZone;
  return (
    <div className="mt-3 rounded-lg border border-line bg-surface px-4 py-4 text-sm">
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="text-ink-muted">{inIndia ? "Your demo" : "Your demo, your time"}</dt>
        <dd className="font-semibold text-ink">{booked.guestTime}</dd>
        {!inIndia && (
          <>
            <dt className="text-ink-muted">In India</dt>
            <dd className="text-ink">{booked.businessTime}</dd>
          </>
        )}
      </dl>
      <p className="mt-3 flex items-start gap-2 text-ink">
        <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-muted" />
        <span>
          Check your email: the invitation is on its way to <strong className="break-all">{booked.email}</strong>, with
          a link to reschedule or cancel.
        </span>
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={booked.calendarUrl} download="aster-hrms-demo.ics" className={buttonClasses("secondary", "sm")}>
          <CalendarDays aria-hidden="true" className="size-4" />
          Add to calendar
        </a>
        <a href={booked.manageUrl} className={buttonClasses("ghost", "sm")}>
          <Pencil aria-hidden="true" className="size-4" />
          Reschedule or cancel
        </a>
      </div>
    </div>
  );
}
