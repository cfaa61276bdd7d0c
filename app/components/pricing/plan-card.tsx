import { Check } from "lucide-react";
import { indianDigitGroups } from "../../../common/digit-grouping";
import type { Plan } from "../../../common/plan";
import { slugify } from "../../../common/slug";
import { SiteLink } from "../../islands/site-link";
import { cn } from "../../lib/cn";
import { cta } from "../../lib/ctas";
import { Icon } from "../icon";
import { buttonClasses } from "../ui/button";
import type { PlanPresentation, PlanTier } from "./plan-presentation";

const cardStyles: Record<PlanTier, string> = {
  popular: "border-brand ring-2 ring-brand lg:-my-3 lg:py-11",
  gold: "border-amber-300 dark:border-amber-700/70",
  standard: "border-line",
};

const iconStyles: Record<PlanTier, string> = {
  popular: "bg-brand text-on-brand",
  gold: "bg-gold-soft text-gold",
  standard: "bg-brand-soft text-brand-ink",
};

/**
 * One plan. Its Get Started books a demo with the plan already chosen (/schedule-demo?plan=<slug>,
 * the slug of its name, which the booking form and the server both resolve); `action` replaces it
 * (the home page's preview links to /pricing instead).
 */
export function PlanCard({
  plan,
  presentation,
  popularLabel = "Most Popular",
  action,
}: {
  plan: Plan;
  presentation: PlanPresentation;
  popularLabel?: string;
  action?: React.ReactNode;
}) {
  const { tier } = presentation;
  return (
    <article
      aria-labelledby={`plan-${plan._id}`}
      className={cn("relative flex flex-col rounded-2xl border bg-surface p-8 shadow-card", cardStyles[tier])}
    >
      {tier === "popular" && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full bg-brand px-3 py-1 font-semibold text-on-brand text-xs uppercase tracking-wide">
          {popularLabel}
        </p>
      )}
      <div className="flex items-center gap-3">
        <span className={cn("inline-flex size-11 items-center justify-center rounded-xl", iconStyles[tier])}>
          <Icon name={presentation.icon} className="size-5" />
        </span>
        <div>
          <h3 id={`plan-${plan._id}`} className="font-bold text-xl">
            {plan.name}
          </h3>
          {plan.tag && <p className="text-ink-muted text-sm">{plan.tag}</p>}
        </div>
      </div>
      <p className="mt-4 text-ink-muted text-sm leading-relaxed">{presentation.description}</p>
      <div className="mt-6 flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span className="font-extrabold text-4xl tracking-tight">{plan.price}</span>
        {plan.priceDetails && <span className="text-ink-muted text-sm">{plan.priceDetails}</span>}
        {presentation.savingsLabel && (
          <span className="rounded-full bg-success-soft px-2.5 py-0.5 font-semibold text-success text-xs">
            {presentation.savingsLabel}
          </span>
        )}
      </div>
      {(plan.includedUsers > 0 || plan.additionalUser) && (
        <p className="mt-3 text-sm">
          {plan.includedUsers > 0 && (
            <span className="font-semibold">{indianDigitGroups(plan.includedUsers)} users included</span>
          )}
          {plan.includedUsers > 0 && plan.additionalUser && <span className="text-ink-muted"> · </span>}
          {plan.additionalUser && <span className="text-ink-muted">{plan.additionalUser}</span>}
        </p>
      )}
      <ul className="mt-6 flex-1 space-y-3 border-line border-t pt-6">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3 text-sm">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div className="mt-8">
        {action ?? (
          <SiteLink
            to={`/schedule-demo?plan=${encodeURIComponent(slugify(plan.name))}`}
            aria-label={`Get started with the ${plan.name} plan`}
            {...cta("pricing-get-started")}
            className={buttonClasses(tier === "popular" ? "primary" : "secondary", "md", "w-full")}
          >
            Get Started
          </SiteLink>
        )}
      </div>
    </article>
  );
}
