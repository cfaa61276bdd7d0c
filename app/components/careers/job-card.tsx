import { Building2, CalendarDays, MapPin, Send } from "lucide-react";
import { longUsDate } from "../../../common/dates";
import type { JobOpening } from "../../../common/job-openings";
import { cta } from "../../lib/ctas";
import { buttonClasses } from "../ui/button";

/** One open role: what and where, when it was posted, the description, and how to apply. */
export function JobCard({ job, applyEmail }: { job: JobOpening; applyEmail: string }) {
  const apply = `mailto:${applyEmail}?subject=${encodeURIComponent(`Application: ${job.title}`)}`;
  return (
    <article className="rounded-2xl border border-line bg-surface p-6 shadow-card sm:p-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h3 className="font-bold text-xl">{job.title}</h3>
          <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-ink-muted text-sm">
            <div className="inline-flex items-center gap-1.5">
              <dt>
                <Building2 aria-hidden="true" className="size-4" />
                <span className="sr-only">Department</span>
              </dt>
              {/* SPEC §3: department is optional and shown as N/A when empty. */}
              <dd>{job.department || "N/A"}</dd>
            </div>
            <div className="inline-flex items-center gap-1.5">
              <dt>
                <MapPin aria-hidden="true" className="size-4" />
                <span className="sr-only">Location</span>
              </dt>
              <dd>{job.location}</dd>
            </div>
            <div className="inline-flex items-center gap-1.5">
              <dt>
                <CalendarDays aria-hidden="true" className="size-4" />
                <span className="sr-only">Posted</span>
              </dt>
              <dd>
                <time dateTime={job.postedDate}>{longUsDate(job.postedDate)}</time>
              </dd>
            </div>
          </dl>
        </div>
        <a href={apply} {...cta("careers-apply")} className={buttonClasses("primary", "md", "shrink-0 self-start")}>
          <Send aria-hidden="true" className="size-4" />
          Apply<span className="sr-only"> for {job.title}</span>
        </a>
      </div>
      <p className="mt-5 whitespace-pre-line text-ink-muted leading-relaxed">{job.description}</p>
    </article>
  );
}
