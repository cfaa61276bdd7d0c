import { useEffect, useReducer, useRef, useState } from "react";
import type { TourDemoMedia } from "../../../common/product-tour";
import type { ProductDemo } from "../../../content/types";
import { DemoDetails } from "./demo-details";
import { DemoLibrary } from "./demo-library";
import { DemoPlayer } from "./demo-player";
import {
  currentChapterIndex,
  type DemoPlayerAction,
  demoPlayerReducer,
  initialDemoPlayerState,
} from "./demo-player-state";

/** Counts the elapsed time once a second while a demo without a video plays (SPEC §2). */
function usePlaybackClock(enabled: boolean, durationSeconds: number, dispatch: (action: DemoPlayerAction) => void) {
  useEffect(() => {
    if (!enabled) return;
    const timer = window.setInterval(() => dispatch({ type: "tick", durationSeconds }), 1000);
    return () => window.clearInterval(timer);
  }, [enabled, durationSeconds, dispatch]);
}

/**
 * The player, the demo library and what the current demo covers. A demo with a video plays it
 * (its events drive the time); one without steps through its chapters' screenshots on a clock.
 * On a phone the player can be scrolled out of sight when a demo is tapped lower in the list, so
 * it is brought back into view.
 */
export function DemoTour({
  demos,
  media,
}: {
  demos: readonly ProductDemo[];
  media: Readonly<Record<string, TourDemoMedia>> | null;
}) {
  const [state, dispatch] = useReducer(demoPlayerReducer, initialDemoPlayerState);
  const [videoDuration, setVideoDuration] = useState<number | null>(null);
  const [captionsOn, setCaptionsOn] = useState(true);
  const [muted, setMuted] = useState(false);
  const playerRef = useRef<HTMLElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const demo = demos[state.selectedIndex] ?? demos[0];
  const demoMedia = demo ? media?.[demo.id] : undefined;
  const video = demoMedia?.video ?? null;
  const durationSeconds = (video ? (videoDuration ?? video.durationSeconds) : null) ?? demo?.durationSeconds ?? 0;
  usePlaybackClock(state.playing && !video, durationSeconds, dispatch);
  if (!demo) return null;

  const starts = demo.chapters.map(
    (chapter, index) => demoMedia?.chapters[index]?.startSeconds ?? chapter.startSeconds,
  );
  const chapter = currentChapterIndex(state.elapsedSeconds, starts);

  function select(index: number, byPointer: boolean) {
    videoRef.current?.pause();
    setVideoDuration(null);
    dispatch({ type: "select", index });
    const player = playerRef.current;
    if (byPointer && player && player.getBoundingClientRect().top < 0) {
      const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      player.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    }
  }

  function toggle() {
    const element = videoRef.current;
    if (!video || !element) return dispatch({ type: "toggle", durationSeconds });
    if (element.paused) void element.play().catch(() => dispatch({ type: "playing", playing: false }));
    else element.pause();
  }

  function seek(seconds: number) {
    const element = videoRef.current;
    if (video && element) element.currentTime = seconds;
    dispatch({ type: "seek", seconds, durationSeconds });
  }

  function switchCaptions() {
    const next = !captionsOn;
    setCaptionsOn(next);
    const track = videoRef.current?.textTracks[0];
    if (track) track.mode = next ? "showing" : "hidden";
  }

  function switchSound() {
    const element = videoRef.current;
    if (element) element.muted = !muted;
    setMuted(!muted);
  }

  return (
    // Phones read player, library, details; wide screens put the library in a column of its own.
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:gap-x-12 lg:gap-y-8">
      <section id="player" ref={playerRef} aria-labelledby="current-demo-title">
        <DemoPlayer
          demo={demo}
          media={demoMedia}
          position={state.selectedIndex + 1}
          total={demos.length}
          headingId="current-demo-title"
          videoRef={videoRef}
          controls={{
            playing: state.playing,
            elapsedSeconds: state.elapsedSeconds,
            durationSeconds,
            chapter,
            captionsOn,
            muted,
            onSeek: seek,
            onCaptions: switchCaptions,
            onMute: switchSound,
          }}
          events={{
            onToggle: toggle,
            onTime: (seconds) => dispatch({ type: "time", seconds }),
            onPlaying: (playing) => dispatch({ type: "playing", playing }),
            onDuration: (seconds) => Number.isFinite(seconds) && setVideoDuration(seconds),
          }}
        />
      </section>

      <section aria-labelledby="demo-library-title" className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <DemoLibrary
          demos={demos}
          selectedIndex={state.selectedIndex}
          headingId="demo-library-title"
          onSelect={select}
        />
        {/* Screen readers hear which demo the player now shows; nothing is announced on load. */}
        <p aria-live="polite" className="sr-only">
          {`${demo.title} loaded in the player.`}
        </p>
      </section>

      <div className="lg:col-start-1 lg:row-start-2">
        <DemoDetails demo={demo} chapter={chapter} starts={starts} onSeek={seek} />
      </div>
    </div>
  );
}
