import { extraCapabilities, featureCategories, featureStats, keyHighlights } from "../../content/features";
import { CtaBand } from "../components/marketing/cta-band";
import { IconCardGrid } from "../components/marketing/icon-card-grid";
import { PageHero } from "../components/marketing/page-hero";
import { StatTiles } from "../components/marketing/stat-tiles";
import { SectionHeading } from "../components/ui/section-heading";
import { islandsPage } from "../islands/document";
import { Island } from "../islands/island";
import { pageMeta, publicUrlOf } from "../lib/seo";
import type { Route } from "./+types/features";

/** An islands page (ADR 016): the explorer and the capability cards hydrate, not the router. */
export const handle = islandsPage;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Features: every HR module in one platform",
    description:
      "Explore Aster HRMS: core HR, attendance in 8 ways, field teams, leave, hiring, payroll, chat, learning, security, analytics and APIs.",
    path: "/features",
    publicUrl: publicUrlOf(matches),
  });

export default function Features() {
  return (
    <main id="main">
      <PageHero
        eyebrow="Features"
        title="Every HR module your company runs on"
        intro="Ten modules, one employee record: from the morning check-in to the month-end payroll run."
      />

      <section aria-labelledby="browse-modules" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <h2 id="browse-modules" className="sr-only">
          Search and browse modules
        </h2>
        <Island name="categoryExplorer" props={{ categories: featureCategories }} />
      </section>

      <section
        aria-label="Aster in numbers"
        className="below-fold border-line border-y bg-surface-muted px-4 py-16 sm:px-6 lg:px-8"
      >
        <StatTiles stats={featureStats} className="mx-auto max-w-7xl" />
      </section>

      <section aria-labelledby="extra-capabilities" className="below-fold mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <SectionHeading
          id="extra-capabilities"
          eyebrow="And more"
          title="Additional Capabilities"
          intro="Twelve more tools that come with the platform. Hover over or select one to see what it covers."
        />
        <Island name="capabilityGrid" props={{ capabilities: extraCapabilities }} />
      </section>

      <section
        aria-labelledby="key-highlights"
        className="below-fold border-line border-t bg-surface-muted px-4 py-20 sm:px-6 lg:px-8"
      >
        <div className="mx-auto max-w-7xl">
          <SectionHeading id="key-highlights" eyebrow="Why Aster" title="Why HR teams choose Aster" />
          <IconCardGrid items={keyHighlights} columns={4} className="mt-12" />
        </div>
      </section>

      <CtaBand
        title="See Aster with your own HR data"
        text="Book a 30-minute walkthrough of the modules you need, or ask our team about pricing for your company."
      />
    </main>
  );
}
