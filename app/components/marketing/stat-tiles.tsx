import type { Stat } from "../../../content/types";
import { cn } from "../../lib/cn";

/** Big numbers with labels; a definition list, so each number is read with what it counts. */
export function StatTiles({ stats, className }: { stats: readonly Stat[]; className?: string }) {
  return (
    <dl className={cn("grid grid-cols-2 gap-4 lg:grid-cols-4", className)}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col rounded-2xl border border-line bg-surface p-6 text-center shadow-card"
        >
          <dt className="font-medium text-ink-muted text-sm">{stat.label}</dt>
          <dd className="order-first font-extrabold text-3xl text-brand-ink tracking-tight sm:text-4xl">
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
