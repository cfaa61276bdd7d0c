import type { Plan } from "../../common/plan";
import { company } from "../../content/company";
import { homeFaqs } from "../../content/faqs";
import { closingCta, homeStats, homeSectionIntros as intros, securityBadges } from "../../content/home";
import { defaultPlans } from "../../content/pricing";
import { BenefitMetrics } from "../components/home/benefit-metrics";
import { Hero } from "../components/home/hero";
import { PricingPreview } from "../components/home/pricing-preview";
import { Testimonials } from "../components/home/testimonials";
import { WorkflowSteps } from "../components/home/workflow-steps";
import { JsonLd } from "../components/json-ld";
import { CtaBand } from "../components/marketing/cta-band";
import { IconCardGrid } from "../components/marketing/icon-card-grid";
import { StatTiles } from "../components/marketing/stat-tiles";
import { SectionHeading } from "../components/ui/section-heading";
import { islandsPage } from "../islands/document";
import { Island } from "../islands/island";
import { cn } from "../lib/cn";
import { pageMeta, publicUrlOf } from "../lib/seo";
import { faqPageJsonLd, organizationJsonLd } from "../lib/structured-data";
import type { Route } from "./+types/home";

/** An islands page (ADR 016): the browser hydrates the header, the typed headline, the explorer, the logos and the FAQ, not the router. */
export const handle = islandsPage;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Aster HRMS: attendance, payroll and HR in one cloud platform",
    description:
      "Attendance in 8 ways, payroll with PF, ESI and TDS, leave, hiring and field teams in one HR platform. 14-day free trial, no credit card.",
    path: "/",
    publicUrl: publicUrlOf(matches),
  });

/**
 * SPEC §4: the preview starts from the two default plans and shows the server's list when it
 * has any. A failure is logged ("Failed to fetch plans") and the visitor sees the defaults.
 */
export async function loader({ context }: Route.LoaderArgs): Promise<{ plans: readonly Plan[] }> {
  try {
    const plans = await context.services.plans.list();
    return { plans: plans.length > 0 ? plans : defaultPlans };
  } catch (error) {
    context.log.error({ err: error }, "Failed to fetch plans");
    return { plans: defaultPlans };
  }
}

function Section({
  id,
  intro,
  muted,
  children,
}: {
  id: keyof typeof intros;
  intro?: boolean;
  muted?: boolean;
  children: React.ReactNode;
}) {
  const copy = intros[id];
  return (
    <section
      aria-labelledby={`home-${id}`}
      className={cn("below-fold px-4 py-20 sm:px-6 lg:px-8", muted && "border-line border-y bg-surface-muted")}
    >
      <div className="mx-auto max-w-7xl">
        <SectionHeading
          id={`home-${id}`}
          eyebrow={copy.eyebrow}
          title={copy.title}
          intro={intro === false ? undefined : copy.intro}
        />
        {children}
      </div>
    </section>
  );
}

export default function Home({ loaderData, matches }: Route.ComponentProps) {
  const publicUrl = publicUrlOf(matches);

  return (
    <main id="main">
      <Island name="demoRedirect" props={{}} />
      <JsonLd data={organizationJsonLd(publicUrl, company)} />
      <JsonLd data={faqPageJsonLd(homeFaqs)} />
      <Hero />
      <Section id="explorer">
        <Island name="featureExplorer" props={{}} />
      </Section>
      <Section id="stats" muted>
        <StatTiles stats={homeStats} className="mt-12" />
      </Section>
      <Section id="logos">
        <Island name="logoCarousel" props={{}} />
      </Section>
      <Section id="benefits" muted>
        <BenefitMetrics />
      </Section>
      <Section id="workflow">
        <WorkflowSteps />
      </Section>
      <Section id="security" muted>
        <IconCardGrid items={securityBadges} className="mt-12" />
      </Section>
      <Section id="integrations">
        <Island name="integrationsGrid" props={{}} />
      </Section>
      <Section id="testimonials" intro={false} muted>
        <Testimonials />
      </Section>
      <Section id="pricing">
        <PricingPreview plans={loaderData.plans} />
      </Section>
      <Section id="faq" muted>
        <div className="mx-auto mt-12 max-w-3xl">
          <Island name="faqAccordion" props={{ items: homeFaqs, idPrefix: "home-faq" }} />
        </div>
      </Section>
      <CtaBand title={closingCta.title} text={closingCta.text} points={closingCta.points} demoLabel="Schedule a Demo" />
    </main>
  );
}
