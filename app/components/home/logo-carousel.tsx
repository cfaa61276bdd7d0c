import { Pause, Play } from "lucide-react";
import { useState } from "react";
import { clientLogos } from "../../../content/home";
import { cn } from "../../lib/cn";

/** A customer's wordmark: a monogram tile and the name, drawn in markup (we have no logo files). */
function Wordmark({ name, industry }: { name: string; industry: string }) {
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0])
    .join("");
  return (
    <div className="flex w-64 shrink-0 items-center gap-3 rounded-2xl border border-line bg-surface px-5 py-4">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-surface-sunken font-bold text-ink-muted text-sm">
        {initials}
      </span>
      <span className="min-w-0">
        <span className="block truncate font-semibold text-sm">{name}</span>
        <span className="block text-ink-muted text-xs">{industry}</span>
      </span>
    </div>
  );
}

/**
 * SPEC §9: six logos on a 20-second loop that pauses on hover. It also pauses while anything
 * inside has keyboard focus and with the pause button (WCAG 2.2.2), and stands still for
 * visitors who prefer reduced motion, where the logos simply wrap.
 */
export function LogoCarousel() {
  const [paused, setPaused] = useState(false);
  return (
    <div className="mt-10">
      <section
        aria-label="Customer logos"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: focusing the strip is how keyboard users pause it.
        tabIndex={0}
        className="group relative overflow-hidden rounded-2xl [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)] motion-reduce:[mask-image:none]"
      >
        <div
          data-testid="logo-track"
          data-paused={paused}
          className={cn(
            "flex w-max gap-4 animate-[marquee_20s_linear_infinite] group-focus-within:[animation-play-state:paused] group-hover:[animation-play-state:paused] motion-reduce:w-auto motion-reduce:animate-none motion-reduce:flex-wrap motion-reduce:justify-center",
            paused && "[animation-play-state:paused]",
          )}
        >
          <ul className="flex shrink-0 gap-4 motion-reduce:flex-wrap motion-reduce:justify-center">
            {clientLogos.map((logo) => (
              <li key={logo.name}>
                <Wordmark {...logo} />
              </li>
            ))}
          </ul>
          {/* The second copy makes the loop seamless; it is invisible to assistive tech and gone under reduced motion. */}
          <ul aria-hidden="true" className="flex shrink-0 gap-4 motion-reduce:hidden">
            {clientLogos.map((logo) => (
              <li key={logo.name}>
                <Wordmark {...logo} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <div className="mt-4 flex justify-center motion-reduce:hidden">
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          aria-pressed={paused}
          className="inline-flex items-center gap-2 rounded-full px-3 py-1.5 font-medium text-ink-muted text-xs hover:bg-surface-muted hover:text-ink"
        >
          {paused ? (
            <Play aria-hidden="true" className="size-3.5" />
          ) : (
            <Pause aria-hidden="true" className="size-3.5" />
          )}
          {paused ? "Play logo animation" : "Pause logo animation"}
        </button>
      </div>
    </div>
  );
}
