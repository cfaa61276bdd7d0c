import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { slugify } from "../../../common/slug";
import type { ExtraCapability } from "../../../content/types";
import { cn } from "../../lib/cn";
import { Icon } from "../icon";
import { CheckList } from "../ui/check-list";

/**
 * One additional capability. Its description and key features open on hover, on keyboard
 * focus and on tap (phones have no hover), and the button says whether they are showing.
 */
function CapabilityCard({ capability }: { capability: ExtraCapability }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  const open = hovered || focused || pinned;
  // Fixed rather than useId: the grid is an island (it hydrates as a tree of its own).
  const detailsId = `capability-${slugify(capability.name)}`;

  return (
    <li
      onPointerEnter={(event) => event.pointerType === "mouse" && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      className={cn(
        "rounded-2xl border bg-surface p-5 shadow-card transition-colors",
        open ? "border-brand" : "border-line",
      )}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onClick={() => setPinned((value) => !value)}
        className="flex w-full items-center gap-3 text-left"
      >
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand-ink">
          <Icon name={capability.icon} />
        </span>
        <span className="flex-1">
          <span className="block font-semibold">{capability.name}</span>
          <span className="block text-ink-muted text-xs">{capability.category}</span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cn("size-4 shrink-0 text-ink-muted transition-transform", open && "rotate-180")}
        />
      </button>
      <div id={detailsId} hidden={!open} className="mt-4 border-line border-t pt-4">
        <p className="text-ink-muted text-sm leading-relaxed">{capability.description}</p>
        <CheckList items={capability.features} className="mt-3 space-y-1.5" />
      </div>
    </li>
  );
}

export function CapabilityGrid({ capabilities }: { capabilities: readonly ExtraCapability[] }) {
  return (
    <ul className="mt-12 grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {capabilities.map((capability) => (
        <CapabilityCard key={capability.name} capability={capability} />
      ))}
    </ul>
  );
}
