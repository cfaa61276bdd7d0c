import { CalendarCheck } from "lucide-react";
import { Suspense } from "react";
import { Await, data } from "react-router";
import type { Plan } from "../../common/plan";
import { pricingFaqs } from "../../content/faqs";
import { pricingBenefits } from "../../content/pricing";
import { JsonLd } from "../components/json-ld";
import { IconCardGrid } from "../components/marketing/icon-card-grid";
import { PageHero } from "../components/marketing/page-hero";
import { PlanCard } from "../components/pricing/plan-card";
import { presentPlan } from "../components/pricing/plan-presentation";
import { NoPlans, PlanGridSkeleton } from "../components/pricing/plan-states";
import { buttonClasses } from "../components/ui/button";
import { SectionHeading } from "../components/ui/section-heading";
import { islandsPage } from "../islands/document";
import { Island } from "../islands/island";
import { SiteLink } from "../islands/site-link";
import { cta } from "../lib/ctas";
import { fetchPlans } from "../lib/plans-api";
import { pageMeta, publicUrlOf } from "../lib/seo";
import { faqPageJsonLd } from "../lib/structured-data";
import type { Route } from "./+types/pricing";

/** An islands page (ADR 016): the FAQ, Live Chat (and a failure panel's retry) hydrate, not the router. */
export const handle = islandsPage;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Pricing",
    description:
      "Aster HRMS plans for every team size, priced in rupees. Start with a 14-day free trial: no credit card, no setup fees, cancel anytime.",
    path: "/pricing",
    publicUrl: publicUrlOf(matches),
  });

/**
 * First load: plans come from the database, so the HTML already has them. When they cannot be
 * loaded the page still renders SPEC's error panel, with 503 while the database is unreachable.
 */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    return { plans: await context.services.plans.list() };
  } catch (error) {
    return data({ plans: null }, { status: context.loadFailed(error, "plans") });
  }
}

/**
 * Later visits within the app: fetch from the API without waiting, so the page appears at
 * once with the skeleton (SPEC §4) and the cards replace it when the plans arrive.
 */
export function clientLoader(): { plans: Promise<Plan[]> } {
  const plans = fetchPlans();
  // A fast failure can reject before <Await> subscribes; that would surface as an unhandled
  // rejection. <Await> still receives the rejection and shows the error panel.
  plans.catch(() => {});
  return { plans };
}

function PlanGrid({ plans }: { plans: Plan[] }) {
  if (plans.length === 0) return <NoPlans />;
  return (
    <div className="grid items-stretch gap-8 md:grid-cols-2 lg:grid-cols-3">
      {plans.map((plan) => (
        <PlanCard key={plan._id} plan={plan} presentation={presentPlan(plan)} />
      ))}
    </div>
  );
}

export default function Pricing({ loaderData }: Route.ComponentProps) {
  const failed = <Island name="reloadingPricingError" props={{}} />;

  return (
    <main id="main">
      <JsonLd data={faqPageJsonLd(pricingFaqs)} />
      <PageHero
        eyebrow="Pricing"
        title="Simple pricing that grows with your team"
        intro="Start with a 14-day free trial. No credit card required, no setup fees, cancel anytime."
      />

      <section aria-labelledby="plans-heading" className="mx-auto max-w-6xl px-4 pt-6 pb-20 sm:px-6 lg:px-8">
        <h2 id="plans-heading" className="sr-only">
          Plans
        </h2>
        <Suspense fallback={<PlanGridSkeleton />}>
          <Await resolve={loaderData.plans} errorElement={failed}>
            {(plans) => (plans ? <PlanGrid plans={plans} /> : failed)}
          </Await>
        </Suspense>
      </section>

      <section
        aria-labelledby="pricing-benefits"
        className="below-fold border-line border-y bg-surface-muted px-4 py-20 sm:px-6"
      >
        <SectionHeading id="pricing-benefits" eyebrow="Every plan" title="What comes with every plan" />
        <IconCardGrid items={pricingBenefits} columns={4} className="mx-auto mt-12 max-w-6xl" />
      </section>

      <section aria-labelledby="pricing-faq" className="below-fold mx-auto max-w-3xl px-4 py-20 sm:px-6">
        <SectionHeading id="pricing-faq" eyebrow="FAQ" title="Questions about plans and billing" />
        <div className="mt-10">
          <Island name="faqAccordion" props={{ items: pricingFaqs, idPrefix: "pricing-faq" }} />
        </div>
      </section>

      <section className="px-4 pb-24 sm:px-6">
        <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 rounded-3xl bg-indigo-700 px-6 py-12 text-center text-white sm:px-12">
          <h2 className="font-bold text-3xl tracking-tight">Need a plan for more than 500 people?</h2>
          <p className="max-w-2xl text-indigo-100">
            Talk to us about volume pricing, bank-transfer billing and a dedicated success manager.
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <SiteLink to="/schedule-demo" {...cta("pricing-schedule-call")} className={buttonClasses("light", "lg")}>
              <CalendarCheck aria-hidden="true" className="size-5" />
              Schedule a Call
            </SiteLink>
            <Island name="liveChatButton" props={{}} />
          </div>
        </div>
      </section>
    </main>
  );
}
