import { Captions, Maximize, Pause, Play, Volume2, VolumeX } from "lucide-react";
import { type ReactNode, type Ref, useRef } from "react";
import type { TourDemoMedia } from "../../../common/product-tour";
import type { ProductDemo } from "../../../content/types";
import { cn } from "../../lib/cn";
import { formatPlaybackTime, isoDuration } from "./demo-player-state";
import { DemoStage, type VideoEvents } from "./demo-stage";

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

const controlClasses =
  "inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink hover:bg-surface-muted aria-pressed:bg-brand-soft aria-pressed:text-brand-ink";

function ControlButton({
  label,
  pressed,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" onClick={onClick} aria-pressed={pressed} className={controlClasses}>
      {children}
      <span className="sr-only">{label}</span>
    </button>
  );
}

/** Player state the tour owns (demo-tour.tsx), with what its buttons do. */
export interface PlayerControls {
  playing: boolean;
  elapsedSeconds: number;
  durationSeconds: number;
  chapter: number;
  captionsOn: boolean;
  muted: boolean;
  onSeek: (seconds: number) => void;
  onCaptions: () => void;
  onMute: () => void;
}

/**
 * The demo player (SPEC §2 "Video demos", ADR 048): the demo's title, its stage (the video, or
 * the current chapter's screenshot), and its own controls: play/pause, a seek bar that is also
 * the progress, the elapsed time, and, for a video, captions, sound and full screen.
 */
export function DemoPlayer({
  demo,
  media,
  position,
  total,
  headingId,
  controls,
  videoRef,
  events,
}: {
  demo: ProductDemo;
  media: TourDemoMedia | undefined;
  position: number;
  total: number;
  headingId: string;
  controls: PlayerControls;
  videoRef: Ref<HTMLVideoElement>;
  events: VideoEvents;
}) {
  const stage = useRef<HTMLDivElement>(null);
  const { playing, elapsedSeconds, durationSeconds, chapter } = controls;
  const video = media?.video;

  return (
    <div className="overflow-hidden rounded-3xl border border-line bg-surface shadow-card">
      <div className="flex items-center justify-between gap-3 border-line border-b px-4 py-3 sm:px-5">
        <h2 id={headingId} className="min-w-0 font-bold text-base tracking-tight sm:text-xl">
          {demo.title}
        </h2>
        <span className="inline-flex shrink-0 items-center gap-2 font-semibold text-ink-muted text-xs">
          <PlayingBars playing={playing} />
          {playing ? "Playing" : "Paused"}
          <span aria-hidden="true">·</span>
          Demo {position} of {total}
        </span>
      </div>
      <div ref={stage} className="relative aspect-video bg-surface-sunken">
        <DemoStage demo={demo} media={media} chapter={chapter} videoRef={videoRef} events={events} />
      </div>
      <p className="truncate border-line border-t px-4 pt-3 font-medium text-ink-muted text-xs sm:px-5 sm:text-sm">
        Chapter {chapter + 1} of {demo.chapters.length}: {demo.chapters[chapter]?.title}
      </p>
      <div className="flex items-center gap-2 px-3 py-3 sm:gap-3 sm:px-5">
        <button
          type="button"
          onClick={events.onToggle}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand text-on-brand shadow-sm transition-colors hover:bg-brand-hover"
        >
          {playing ? (
            <Pause aria-hidden="true" className="size-5 fill-current" />
          ) : (
            <Play aria-hidden="true" className="ml-0.5 size-5 fill-current" />
          )}
          <span className="sr-only">{playing ? "Pause demo" : "Play demo"}</span>
        </button>
        <input
          type="range"
          aria-label="Demo progress"
          min={0}
          max={Math.max(1, Math.round(durationSeconds))}
          step={1}
          value={Math.min(Math.round(elapsedSeconds), Math.round(durationSeconds))}
          aria-valuetext={`${formatPlaybackTime(elapsedSeconds)} of ${formatPlaybackTime(durationSeconds)}`}
          onChange={(event) => controls.onSeek(Number(event.target.value))}
          className="h-2 min-w-0 flex-1 cursor-pointer accent-[var(--brand)]"
        />
        <p className="shrink-0 font-medium text-ink-muted text-sm tabular-nums">
          <span className="sr-only">Elapsed time </span>
          <time data-testid="elapsed-time" dateTime={isoDuration(elapsedSeconds)} className="text-ink">
            {formatPlaybackTime(elapsedSeconds)}
          </time>
          <span aria-hidden="true"> / </span>
          <span className="sr-only"> of </span>
          <time dateTime={isoDuration(durationSeconds)}>{formatPlaybackTime(durationSeconds)}</time>
        </p>
        {video && (
          <>
            {video.captionsUrl && (
              <ControlButton label="Captions" pressed={controls.captionsOn} onClick={controls.onCaptions}>
                <Captions aria-hidden="true" className="size-5" />
              </ControlButton>
            )}
            <ControlButton label={controls.muted ? "Unmute" : "Mute"} onClick={controls.onMute}>
              {controls.muted ? (
                <VolumeX aria-hidden="true" className="size-5" />
              ) : (
                <Volume2 aria-hidden="true" className="size-5" />
              )}
            </ControlButton>
            <ControlButton label="Full screen" onClick={() => void stage.current?.requestFullscreen?.()}>
              <Maximize aria-hidden="true" className="size-5" />
            </ControlButton>
          </>
        )}
      </div>
    </div>
  );
}
