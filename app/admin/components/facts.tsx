import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/** A record's details in a dialog, label beside value (stacked on a phone). */
export function Facts({ facts, wideLabels = false }: { facts: Array<[string, ReactNode]>; wideLabels?: boolean }) {
  return (
    <dl
      className={cn(
        "grid gap-x-6 gap-y-3 text-sm",
        wideLabels ? "sm:grid-cols-[12rem_1fr]" : "sm:grid-cols-[8rem_1fr]",
      )}
    >
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-ink-muted">{label}</dt>
          <dd className="break-words font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
