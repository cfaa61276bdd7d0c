import { CalendarCheck } from "lucide-react";
import { Link } from "react-router";
import type { ProductDemo } from "../../../content/types";
import { cn } from "../../lib/cn";
import { cta } from "../../lib/ctas";
import { buttonClasses } from "../ui/button";

/** What the current demo covers: its description, Schedule Demo and the chapters, the playing one marked. */
export function DemoDetails({ demo, chapter }: { demo: ProductDemo; chapter: number }) {
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
        <ol className="mt-3 space-y-2">
          {demo.chapters.map((name, index) => (
            <li
              key={name}
              aria-current={index === chapter ? "step" : undefined}
              className={cn("flex items-start gap-3 text-sm", index === chapter ? "font-semibold" : "text-ink-muted")}
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
              <span className="pt-0.5">{name}</span>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
