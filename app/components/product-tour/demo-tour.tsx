import { useEffect, useReducer, useRef } from "react";
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

/** Counts the elapsed time once a second while the demo plays (SPEC §2). */
function usePlaybackClock(playing: boolean, durationSeconds: number, dispatch: (action: DemoPlayerAction) => void) {
  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => dispatch({ type: "tick", durationSeconds }), 1000);
    return () => window.clearInterval(timer);
  }, [playing, durationSeconds, dispatch]);
}

/**
 * The player, the demo library and what the current demo covers. On a phone the player can
 * be scrolled out of sight when a demo is tapped lower in the list, so it is brought back into view.
 */
export function DemoTour({ demos }: { demos: readonly ProductDemo[] }) {
  const [state, dispatch] = useReducer(demoPlayerReducer, initialDemoPlayerState);
  const playerRef = useRef<HTMLElement>(null);
  const demo = demos[state.selectedIndex] ?? demos[0];
  usePlaybackClock(state.playing, demo?.durationSeconds ?? 0, dispatch);
  if (!demo) return null;

  function select(index: number, byPointer: boolean) {
    dispatch({ type: "select", index });
    const player = playerRef.current;
    if (byPointer && player && player.getBoundingClientRect().top < 0) {
      const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      player.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    }
  }

  const chapter = currentChapterIndex(state.elapsedSeconds, demo.durationSeconds, demo.chapters.length);

  return (
    // Phones read player, library, details; wide screens put the library in a column of its own.
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:gap-x-12 lg:gap-y-8">
      <section id="player" ref={playerRef} aria-labelledby="current-demo-title">
        <DemoPlayer
          demo={demo}
          position={state.selectedIndex + 1}
          total={demos.length}
          playing={state.playing}
          elapsedSeconds={state.elapsedSeconds}
          headingId="current-demo-title"
          onToggle={() => dispatch({ type: "toggle", durationSeconds: demo.durationSeconds })}
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
        <DemoDetails demo={demo} chapter={chapter} />
      </div>
    </div>
  );
}
