import { heroWords } from "../../../content/home";
import { cn } from "../../lib/cn";
import { usePrefersReducedMotion } from "../../lib/use-media-query";
import { useTypewriter } from "../../lib/use-typewriter";

/** SPEC §4: the home headline types at 80 ms, pauses 1500 ms, deletes at 40 ms. */
const headlineTiming = { typeMs: 80, pauseMs: 1500, deleteMs: 40 };

/**
 * The typed phrase of the home headline (an island). The server renders the first phrase in
 * full, so the headline is complete without JavaScript and the animation continues from there
 * (pause, delete, next). Every phrase is also laid out invisibly in the same grid cell, so the
 * box is as big as the longest one and nothing below moves while it types.
 */
export function TypedHeadline() {
  const reducedMotion = usePrefersReducedMotion();
  const { text, cursorVisible } = useTypewriter(heroWords, {
    ...headlineTiming,
    startTyped: true,
    skipToEnd: reducedMotion,
  });
  return (
    <span className="grid" aria-hidden="true">
      {heroWords.map((word) => (
        <span key={word} className="invisible col-start-1 row-start-1">
          {word}|
        </span>
      ))}
      {/* The cursor is the text's right border, not an element of its own: an element that moves
          as letters appear would count as layout shift. */}
      <span className="col-start-1 row-start-1">
        <span
          data-testid="typed-headline"
          data-cursor-visible={cursorVisible}
          className={cn(
            "border-r-[3px] bg-gradient-to-r from-indigo-600 to-fuchsia-600 bg-clip-text pr-1 text-transparent dark:from-indigo-300 dark:to-fuchsia-300",
            cursorVisible ? "border-brand-ink" : "border-transparent",
          )}
        >
          {text}
        </span>
      </span>
    </span>
  );
}
