/**
 * The demo player's state (SPEC §4 "Video demo"): the selected demo, whether it is playing,
 * and the seconds elapsed. A pure reducer, so the rules are unit-tested without a browser. With
 * a video, the video's own events report the time and whether it plays ("time", "playing"); with
 * screenshots, a one-second clock does ("tick").
 */
export interface DemoPlayerState {
  selectedIndex: number;
  playing: boolean;
  elapsedSeconds: number;
}

export type DemoPlayerAction =
  | { type: "select"; index: number }
  | { type: "toggle"; durationSeconds: number }
  | { type: "tick"; durationSeconds: number }
  /** A chapter (or the seek bar) moves the time; playing or paused stays as it was. */
  | { type: "seek"; seconds: number; durationSeconds: number }
  /** The video's time, as it plays. */
  | { type: "time"; seconds: number }
  /** The video started or stopped (its own events: the end, a key in full screen, …). */
  | { type: "playing"; playing: boolean };

export const initialDemoPlayerState: DemoPlayerState = { selectedIndex: 0, playing: false, elapsedSeconds: 0 };

export function demoPlayerReducer(state: DemoPlayerState, action: DemoPlayerAction): DemoPlayerState {
  switch (action.type) {
    case "select":
      // SPEC §2/§4: selecting a demo, even the current one, stops playback and rewinds it.
      return { selectedIndex: action.index, playing: false, elapsedSeconds: 0 };
    case "toggle":
      if (state.playing) return { ...state, playing: false };
      // Play after the end starts over, as a video player does.
      return {
        ...state,
        playing: true,
        elapsedSeconds: state.elapsedSeconds >= action.durationSeconds ? 0 : state.elapsedSeconds,
      };
    case "tick": {
      if (!state.playing) return state;
      const elapsedSeconds = Math.min(state.elapsedSeconds + 1, action.durationSeconds);
      // The clock stops at the demo's length instead of counting past the end.
      return { ...state, elapsedSeconds, playing: elapsedSeconds < action.durationSeconds };
    }
    case "seek":
      return { ...state, elapsedSeconds: Math.min(Math.max(0, action.seconds), action.durationSeconds) };
    case "time":
      return { ...state, elapsedSeconds: Math.max(0, action.seconds) };
    case "playing":
      return state.playing === action.playing ? state : { ...state, playing: action.playing };
  }
}

/** SPEC §2: elapsed time as minutes:seconds, e.g. 0:07 or 9:45. */
export function formatPlaybackTime(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(whole / 60);
  const seconds = whole % 60;
  return `${minutes}:${String(seconds).padStart(2, "0")}`;
}

/** The same time for `<time dateTime>`, as an ISO 8601 duration (PT9M45S). */
export function isoDuration(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  return `PT${Math.floor(whole / 60)}M${whole % 60}S`;
}

/** Which chapter the elapsed time falls in: the last one that has started (the first, before any). */
export function currentChapterIndex(elapsedSeconds: number, chapterStarts: readonly number[]): number {
  return Math.max(
    0,
    chapterStarts.findLastIndex((start) => start <= elapsedSeconds),
  );
}
