import { Check } from "lucide-react";
import { Link } from "react-router";
import { heroBadges, heroHeadlinePrefix, heroSubtitle, heroWords } from "../../../content/home";
import { Island } from "../../islands/island";
import { cta } from "../../lib/ctas";
import { buttonClasses } from "../ui/button";
import { DashboardPreview } from "./dashboard-preview";

const finalWord = heroWords[heroWords.length - 1];

export function Hero() {
  return (
    <section className="relative overflow-hidden bg-[radial-gradient(ellipse_at_top_left,var(--brand-soft),transparent_55%)]">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-16 pb-20 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:px-8 lg:pt-24 lg:pb-28">
        <div>
          <h1 className="font-extrabold text-[2rem] leading-tight tracking-tight sm:text-5xl lg:text-[2.5rem] xl:text-[3.25rem]">
            <span className="block">{heroHeadlinePrefix}</span>
            <span className="sr-only">{finalWord}</span>
            <Island name="typedHeadline" props={{}} as="span" />
          </h1>
          <p className="mt-6 max-w-xl text-ink-muted text-lg leading-relaxed">{heroSubtitle}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/schedule-demo" {...cta("home-hero-schedule-demo")} className={buttonClasses("primary", "lg")}>
              Schedule a Demo
            </Link>
            <Link to="/features" {...cta("home-hero-explore-features")} className={buttonClasses("secondary", "lg")}>
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
