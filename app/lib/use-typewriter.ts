import { useEffect, useState } from "react";

/** SPEC §4: the shared typewriter's defaults. */
export const typewriterDefaults = {
  typeMs: 100,
  deleteMs: 50,
  pauseMs: 1000,
  /** After the last word is typed, the cursor keeps blinking this long, then disappears. */
  cursorStopMs: 1000,
  blinkMs: 500,
};

export type TypewriterOptions = Partial<typeof typewriterDefaults> & {
  /** Start with the first word already typed (as the server rendered it), about to be deleted. */
  startTyped?: boolean;
  /** Show the last word at once, with no motion (reduced-motion users). */
  skipToEnd?: boolean;
};

interface State {
  index: number;
  length: number;
  phase: "typing" | "pausing" | "deleting" | "done";
}

/**
 * Types each word, pauses, deletes it and types the next, stopping on the last word.
 * Returns the visible text, whether the cursor shows (it blinks), and whether it has finished.
 */
export function useTypewriter(words: readonly string[], options: TypewriterOptions = {}) {
  const { typeMs, deleteMs, pauseMs, cursorStopMs, blinkMs } = { ...typewriterDefaults, ...options };
  const last = words.length - 1;
  const [state, setState] = useState<State>(() =>
    options.startTyped && words.length > 1
      ? { index: 0, length: words[0]?.length ?? 0, phase: "pausing" }
      : { index: 0, length: 0, phase: "typing" },
  );
  const [cursorOn, setCursorOn] = useState(true);
  const [cursorStopped, setCursorStopped] = useState(false);

  const skip = options.skipToEnd === true;
  useEffect(() => {
    if (skip) setState({ index: last, length: words[last]?.length ?? 0, phase: "done" });
  }, [skip, last, words]);

  useEffect(() => {
    if (state.phase === "done") return;
    const word = words[state.index] ?? "";
    const next = (): State => {
      switch (state.phase) {
        case "typing":
          if (state.length < word.length) return { ...state, length: state.length + 1 };
          return state.index === last ? { ...state, phase: "done" } : { ...state, phase: "pausing" };
        case "pausing":
          return { ...state, phase: "deleting" };
        default:
          return state.length > 0
            ? { ...state, length: state.length - 1 }
            : { index: state.index + 1, length: 0, phase: "typing" };
      }
    };
    const delay = state.phase === "typing" ? typeMs : state.phase === "pausing" ? pauseMs : deleteMs;
    const timer = setTimeout(() => setState(next()), delay);
    return () => clearTimeout(timer);
  }, [state, words, last, typeMs, deleteMs, pauseMs]);

  const done = state.phase === "done";
  useEffect(() => {
    if (cursorStopped) return;
    const blink = setInterval(() => setCursorOn((on) => !on), blinkMs);
    const stop = done ? setTimeout(() => setCursorStopped(true), cursorStopMs) : undefined;
    return () => {
      clearInterval(blink);
      clearTimeout(stop);
    };
  }, [done, cursorStopped, blinkMs, cursorStopMs]);

  return {
    text: (words[state.index] ?? "").slice(0, state.length),
    cursorVisible: !cursorStopped && cursorOn,
    done,
  };
}
