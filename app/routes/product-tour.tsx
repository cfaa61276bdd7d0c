import { productDemos, successStories } from "../../content/product-tour";
import { tourResources } from "../../content/product-tour-resources";
import { CtaBand } from "../components/marketing/cta-band";
import { PageHero } from "../components/marketing/page-hero";
import { DemoTour } from "../components/product-tour/demo-tour";
import { SuccessStories } from "../components/product-tour/success-stories";
import { TourResources } from "../components/product-tour/tour-resources";
import { SectionHeading } from "../components/ui/section-heading";
import { pageMeta, publicUrlOf } from "../lib/seo";
import type { Route } from "./+types/product-tour";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Product tour: six short demos",
    description:
      "Watch Aster HRMS demos on onboarding, mobile check-in, analytics, payroll with PF, ESI and TDS, and integrations, then book a live walkthrough.",
    path: "/product-tour",
    publicUrl: publicUrlOf(matches),
  });

/**
 * The resources' sizes, measured on the very bytes /resources/<file> serves (the server makes each
 * PDF once per content version), and each demo's video or screenshots (ADR 048). Without either
 * (the database could not be read) the page still shows, with links and drawn cards, uncached.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [sizes, media] = await Promise.all([
    context.services.resources.sizes().catch((error: unknown) => {
      context.log.warn({ err: error }, "product tour: the resources' sizes could not be measured");
      context.pageCache.skip();
      return null;
    }),
    context.services.productTour.publicMedia().catch((error: unknown) => {
      context.log.warn({ err: error }, "product tour: the demos' videos and screenshots could not be read");
      context.pageCache.skip();
      return null;
    }),
  ]);
  return { sizes, media };
}

/** /product-tour (SPEC §2 "Video demos"): the player and library, customer stories, resources. */
export default function ProductTour({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <PageHero
        eyebrow="Product Tour"
        title="See Aster HRMS at work"
        intro="Six short demos, from the first check-in of the day to a payroll run with statutory files. Pick one and press play."
      />

      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
        <DemoTour demos={productDemos} media={loaderData.media} />
      </div>

      <section
        aria-labelledby="success-stories"
        className="border-line border-y bg-surface-muted px-4 py-20 sm:px-6 lg:px-8"
      >
        <div className="mx-auto max-w-7xl">
          <SectionHeading
            id="success-stories"
            eyebrow="Customer stories"
            title="What changed after they switched"
            intro="Three companies with shift and field workforces, in their own words."
          />
          <SuccessStories stories={successStories} />
        </div>
      </section>

      <section aria-labelledby="tour-resources" className="px-4 pt-20 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-6xl">
          <SectionHeading
            id="tour-resources"
            eyebrow="Resources"
            title="Take the tour with you"
            intro="Guides to share with your finance and IT teams before you decide."
          />
          <TourResources resources={tourResources} sizes={loaderData.sizes} />
        </div>
      </section>

      <CtaBand
        title="Ready for a live walkthrough?"
        text="Book 30 minutes with our team and see the modules you need running on your own rules and data."
      />
    </main>
  );
}
