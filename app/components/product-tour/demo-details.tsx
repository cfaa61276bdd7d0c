import { CalendarCheck } from "lucide-react";
import { Link } from "react-router";
import type { ProductDemo } from "../../../content/types";
import { cn } from "../../lib/cn";
import { cta } from "../../lib/ctas";
import { buttonClasses } from "../ui/button";
import { formatPlaybackTime, isoDuration } from "./demo-player-state";

/**
 * What the current demo covers: its description, Schedule Demo and the chapters, the playing one
 * marked. Each chapter is a button that takes the player to its start.
 */
export function DemoDetails({
  demo,
  chapter,
  starts,
  onSeek,
}: {
  demo: ProductDemo;
  chapter: number;
  starts: readonly number[];
  onSeek: (seconds: number) => void;
}) {
  return (
    <div className="grid gap-8 md:grid-cols-[minmax(0,1fr)_16rem]">
      <div>
        <p className="text-ink-muted text-lg leading-relaxed">{demo.description}</p>
        <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2">
          <Link to="/schedule-demo" {...cta("tour-schedule-demo")} className={buttonClasses("primary", "lg")}>
            <CalendarCheck aria-hidden="true" className="size-5" />
            Schedule Demo
          </Link>
          <p className="text-ink-muted text-sm">See it live with your own attendance and payroll rules.</p>
        </div>
      </div>
      <div>
        <h2 className="font-semibold text-ink-muted text-sm uppercase tracking-wider">In this demo</h2>
        <ol className="mt-3 space-y-1">
          {demo.chapters.map(({ title }, index) => (
            <li key={title}>
              <button
                type="button"
                onClick={() => onSeek(starts[index] ?? 0)}
                aria-current={index === chapter ? "step" : undefined}
                className={cn(
                  "-mx-2 flex w-full items-start gap-3 rounded-lg px-2 py-1.5 text-left text-sm hover:bg-surface-muted",
                  index === chapter ? "font-semibold" : "text-ink-muted",
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    "inline-flex size-6 shrink-0 items-center justify-center rounded-full text-xs",
                    index === chapter ? "bg-brand text-on-brand" : "bg-surface-sunken",
                  )}
                >
                  {index + 1}
                </span>
                <span className="min-w-0 flex-1 pt-0.5">{title}</span>
                <time
                  dateTime={isoDuration(starts[index] ?? 0)}
                  className="pt-0.5 font-normal text-ink-muted tabular-nums"
                >
                  {formatPlaybackTime(starts[index] ?? 0)}
                </time>
              </button>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
