import { Pause, Play } from "lucide-react";
import type { ProductDemo } from "../../../content/types";
import { cn } from "../../lib/cn";
import { Icon } from "../icon";
import { currentChapterIndex, formatPlaybackTime, isoDuration } from "./demo-player-state";

/** SPEC §2: the progress bar does not follow the time; it always shows this much. */
const fixedProgressPercent = 35;

/** Three bars that bounce while the demo plays; still (and hidden from assistive tech) otherwise. */
function PlayingBars({ playing }: { playing: boolean }) {
  return (
    <span aria-hidden="true" className="flex h-3.5 items-end gap-0.5">
      {["h-2", "h-3.5", "h-2.5"].map((height, bar) => (
        <span
          key={height}
          className={cn(
            "w-1 rounded-full bg-brand-ink",
            height,
            playing && "motion-safe:animate-pulse",
            bar === 1 && "[animation-delay:150ms]",
            bar === 2 && "[animation-delay:300ms]",
          )}
        />
      ))}
    </span>
  );
}

/**
 * A drawn stand-in for a video (there are no recordings yet): a framed stage with the demo's
 * icon, title and current chapter, then a control bar with play/pause, SPEC's fixed 35%
 * progress bar and the elapsed time. The title is the section's heading.
 */
export function DemoPlayer({
  demo,
  position,
  total,
  playing,
  elapsedSeconds,
  headingId,
  onToggle,
}: {
  demo: ProductDemo;
  position: number;
  total: number;
  playing: boolean;
  elapsedSeconds: number;
  headingId: string;
  onToggle: () => void;
}) {
  const chapter = currentChapterIndex(elapsedSeconds, demo.durationSeconds, demo.chapters.length);

  return (
    <div className="overflow-hidden rounded-3xl border border-line bg-surface shadow-card">
      <div className="relative flex aspect-[4/3] flex-col justify-between bg-[radial-gradient(circle_at_30%_20%,var(--brand-soft),transparent_65%),linear-gradient(to_bottom_right,var(--surface-muted),var(--surface-sunken))] p-4 sm:aspect-video sm:p-8">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(var(--line-strong)_1px,transparent_1px)] bg-[size:22px_22px] [mask-image:radial-gradient(ellipse_at_center,black_20%,transparent_75%)]"
        />
        <div className="relative flex items-center justify-between gap-3 font-semibold text-ink-muted text-xs">
          <span className="rounded-full border border-line bg-surface px-2.5 py-1">
            Demo {position} of {total}
          </span>
          <span className="inline-flex items-center gap-2 rounded-full border border-line bg-surface px-2.5 py-1">
            <PlayingBars playing={playing} />
            {playing ? "Playing" : "Paused"}
          </span>
        </div>
        <div className="relative flex flex-col items-center text-center">
          <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand text-on-brand shadow-lg sm:size-16">
            <Icon name={demo.icon} className="size-6 sm:size-8" />
          </span>
          <h2
            id={headingId}
            className="mt-3 max-w-xl text-balance font-bold text-lg tracking-tight sm:mt-5 sm:text-3xl"
          >
            {demo.title}
          </h2>
        </div>
        <p className="relative truncate text-center font-medium text-ink-muted text-xs sm:text-sm">
          Chapter {chapter + 1} of {demo.chapters.length}: {demo.chapters[chapter]}
        </p>
      </div>

      <div className="flex items-center gap-3 border-line border-t px-3 py-3 sm:gap-4 sm:px-5">
        <button
          type="button"
          onClick={onToggle}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand text-on-brand shadow-sm transition-colors hover:bg-brand-hover"
        >
          {playing ? (
            <Pause aria-hidden="true" className="size-5 fill-current" />
          ) : (
            <Play aria-hidden="true" className="ml-0.5 size-5 fill-current" />
          )}
          <span className="sr-only">{playing ? "Pause demo" : "Play demo"}</span>
        </button>
        <div
          role="progressbar"
          aria-label="Demo progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={fixedProgressPercent}
          aria-valuetext={`${fixedProgressPercent}%`}
          className="h-2 flex-1 overflow-hidden rounded-full bg-surface-sunken ring-1 ring-line-strong ring-inset"
        >
          {/* w-[35%] spelled out: Tailwind only generates classes it can read in the source. */}
          <div className="h-full w-[35%] rounded-full bg-brand-ink" />
        </div>
        <p className="shrink-0 font-medium text-ink-muted text-sm tabular-nums">
          <span className="sr-only">Elapsed time </span>
          <time data-testid="elapsed-time" dateTime={isoDuration(elapsedSeconds)} className="text-ink">
            {formatPlaybackTime(elapsedSeconds)}
          </time>
          <span aria-hidden="true"> / </span>
          <span className="sr-only"> of </span>
          <time dateTime={isoDuration(demo.durationSeconds)}>{formatPlaybackTime(demo.durationSeconds)}</time>
        </p>
      </div>
    </div>
  );
}
