import { Check } from "lucide-react";
import { cn } from "../../lib/cn";

/** A list of short points, each after a check mark (green unless `checkClassName` says otherwise). */
export function CheckList({
  items,
  className,
  checkClassName = "text-success",
}: {
  items: readonly string[];
  className?: string;
  checkClassName?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-sm">
          <Check aria-hidden="true" className={cn("mt-0.5 size-4 shrink-0", checkClassName)} />
          {item}
        </li>
      ))}
    </ul>
  );
}
