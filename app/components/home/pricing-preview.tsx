import { Link } from "react-router";
import type { Plan } from "../../../common/plan";
import { cta } from "../../lib/ctas";
import { PlanCard } from "../pricing/plan-card";
import { presentPlan } from "../pricing/plan-presentation";
import { buttonClasses } from "../ui/button";

/**
 * SPEC §2 Home pricing preview: the plans /pricing shows, with the second one marked popular
 * (on the home page popularity goes by position, not by name), each linking to /pricing.
 */
export function PricingPreview({ plans }: { plans: readonly Plan[] }) {
  return (
    <>
      <div className="mt-12 grid items-stretch gap-8 md:grid-cols-2 lg:grid-cols-3">
        {plans.map((plan, index) => (
          <PlanCard
            key={plan._id}
            plan={plan}
            presentation={presentPlan({ ...plan, popular: index === 1 }, "flag")}
            action={
              <Link
                to="/pricing"
                aria-label={`View details of the ${plan.name} plan`}
                {...cta("home-pricing-view-details")}
                className={buttonClasses(index === 1 ? "primary" : "secondary", "md", "w-full")}
              >
                View Details
              </Link>
            }
          />
        ))}
      </div>
      <div className="mt-10 flex flex-col items-center gap-3 text-center">
        <p className="text-ink-muted">Need something tailored for a larger team?</p>
        <Link to="/contact?topic=sales" {...cta("home-talk-to-sales")} className={buttonClasses("secondary", "md")}>
          Talk to Sales
        </Link>
      </div>
    </>
  );
}
