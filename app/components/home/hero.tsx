import { Check } from "lucide-react";
import { Link } from "react-router";
import { heroBadges, heroHeadlinePrefix, heroSubtitle, heroWords } from "../../../content/home";
import { cn } from "../../lib/cn";
import { usePrefersReducedMotion } from "../../lib/use-media-query";
import { useTypewriter } from "../../lib/use-typewriter";
import { buttonClasses } from "../ui/button";
import { DashboardPreview } from "./dashboard-preview";

/** SPEC §4: the home headline types at 80 ms, pauses 1500 ms, deletes at 40 ms. */
const headlineTiming = { typeMs: 80, pauseMs: 1500, deleteMs: 40 };
const finalWord = heroWords[heroWords.length - 1];

/**
 * The typed phrase. The server renders the first phrase in full, so the headline is complete
 * without JavaScript and the animation continues from there (pause, delete, next). Every phrase
 * is also laid out invisibly in the same grid cell, so the box is as big as the longest one and
 * nothing below moves while it types.
 */
function TypedPhrase() {
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

export function Hero() {
  return (
    <section className="relative overflow-hidden bg-[radial-gradient(ellipse_at_top_left,var(--brand-soft),transparent_55%)]">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-16 pb-20 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:px-8 lg:pt-24 lg:pb-28">
        <div>
          <h1 className="font-extrabold text-[2rem] leading-tight tracking-tight sm:text-5xl lg:text-[2.5rem] xl:text-[3.25rem]">
            <span className="block">{heroHeadlinePrefix}</span>
            <span className="sr-only">{finalWord}</span>
            <TypedPhrase />
          </h1>
          <p className="mt-6 max-w-xl text-ink-muted text-lg leading-relaxed">{heroSubtitle}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/schedule-demo" className={buttonClasses("primary", "lg")}>
              Schedule a Demo
            </Link>
            <Link to="/features" className={buttonClasses("secondary", "lg")}>
              Explore features
            </Link>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-3">
            {heroBadges.map((badge) => (
              <li key={badge} className="flex items-center gap-2 font-medium text-sm">
                <span className="inline-flex size-5 items-center justify-center rounded-full bg-success-soft text-success">
                  <Check aria-hidden="true" className="size-3.5" />
                </span>
                {badge}
              </li>
            ))}
          </ul>
        </div>
        <DashboardPreview />
      </div>
    </section>
  );
}
