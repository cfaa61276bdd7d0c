import type { IconName } from "../../../content/types";
import { cn } from "../../lib/cn";
import { Icon } from "../icon";

/** Cards of icon, title and text: security badges, key highlights, benefit tiles. */
export function IconCardGrid({
  items,
  columns = 3,
  className,
}: {
  items: readonly { icon: IconName; title: string; description: string }[];
  /** Columns on wide screens. */
  columns?: 3 | 4;
  className?: string;
}) {
  return (
    <ul className={cn("grid gap-6 sm:grid-cols-2", columns === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3", className)}>
      {items.map((item) => (
        <li key={item.title} className="rounded-2xl border border-line bg-surface p-6 shadow-card">
          <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-soft text-brand-ink">
            <Icon name={item.icon} />
          </span>
          <h3 className="mt-4 font-semibold">{item.title}</h3>
          <p className="mt-2 text-ink-muted text-sm leading-relaxed">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
