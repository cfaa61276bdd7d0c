import type { ProductDemo } from "../../../content/types";
import { cn } from "../../lib/cn";
import { Icon } from "../icon";
import { formatPlaybackTime, isoDuration } from "./demo-player-state";

/**
 * The six demos as toggle buttons; the current one is pressed. Plain buttons rather than tabs:
 * the player sits before the list in reading order, and every demo is one Tab stop away.
 */
export function DemoLibrary({
  demos,
  selectedIndex,
  headingId,
  onSelect,
}: {
  demos: readonly ProductDemo[];
  selectedIndex: number;
  headingId: string;
  onSelect: (index: number, byPointer: boolean) => void;
}) {
  return (
    <>
      <h2 id={headingId} className="font-bold text-xl tracking-tight">
        Demo library
      </h2>
      <p className="mt-1 text-ink-muted text-sm">{demos.length} short demos. Pick one to load it in the player.</p>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
        {demos.map((demo, index) => {
          const selected = index === selectedIndex;
          return (
            <li key={demo.id}>
              <button
                type="button"
                aria-pressed={selected}
                // A keyboard "click" has detail 0: keyboard users keep their place in the list.
                onClick={(event) => onSelect(index, event.detail > 0)}
                className={cn(
                  "flex w-full items-center gap-3 rounded-2xl border p-3 text-left transition-colors",
                  selected
                    ? "border-brand bg-brand-soft"
                    : "border-line bg-surface hover:border-line-strong hover:bg-surface-muted",
                )}
              >
                <span
                  className={cn(
                    "inline-flex size-10 shrink-0 items-center justify-center rounded-xl",
                    selected ? "bg-brand text-on-brand" : "bg-brand-soft text-brand-ink",
                  )}
                >
                  <Icon name={demo.icon} />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-sm leading-snug">{demo.title}</span>
                  <span className="mt-0.5 block text-ink-muted text-xs">
                    <span className="sr-only">Length </span>
                    <time dateTime={isoDuration(demo.durationSeconds)}>{formatPlaybackTime(demo.durationSeconds)}</time>
                    {" · "}
                    {demo.chapters.length} chapters
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
