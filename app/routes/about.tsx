import {
  aboutCta,
  aboutCulture,
  aboutStats,
  aboutStory,
  leadership,
  missionVisionValues,
  timeline,
} from "../../content/about";
import { Leadership } from "../components/about/leadership";
import { MissionVision } from "../components/about/mission-vision";
import { Timeline } from "../components/about/timeline";
import { CtaBand } from "../components/marketing/cta-band";
import { IconCardGrid } from "../components/marketing/icon-card-grid";
import { PageHero } from "../components/marketing/page-hero";
import { StatTiles } from "../components/marketing/stat-tiles";
import { SectionHeading } from "../components/ui/section-heading";
import { pageMeta, publicUrlOf } from "../lib/seo";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "About us: our story, mission and founders",
    description:
      "How Aster HRMS grew from a shop-floor attendance app in Kolkata into a cloud HR platform: our story, mission, values, timeline and founders.",
    path: "/about",
    publicUrl: publicUrlOf(matches),
  });

const firstYear = timeline[0]?.year;
const lastYear = timeline.at(-1)?.year;

/** /about, in SPEC §2's order: stats, story, mission/vision/values, timeline, leaders, culture, call to action. */
export default function About() {
  return (
    <main id="main">
      <PageHero
        eyebrow="About Aster"
        title="HR software built by people who ran payroll"
        intro="Aster grew out of five years of running attendance and payroll for site staff across India and the UAE. Since 2024 it has been a cloud platform that any company can use."
      />

      <section aria-label="Aster in numbers" className="px-4 pb-20 sm:px-6 lg:px-8">
        <StatTiles stats={aboutStats} className="mx-auto max-w-5xl" />
      </section>

      <section
        aria-labelledby="about-story"
        className="border-line border-y bg-surface-muted px-4 py-20 sm:px-6 lg:px-8"
      >
        <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
          <SectionHeading
            id="about-story"
            eyebrow="Our story"
            title={aboutStory.title}
            align="left"
            className="lg:sticky lg:top-28 lg:self-start"
          />
          <div className="space-y-5 text-lg leading-relaxed">
            {aboutStory.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="about-mission" className="px-4 py-20 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-6xl">
          <SectionHeading id="about-mission" eyebrow="What drives us" title="Mission, vision and values" />
          <MissionVision content={missionVisionValues} />
        </div>
      </section>

      <section
        aria-labelledby="about-timeline"
        className="border-line border-y bg-surface-muted px-4 py-20 sm:px-6 lg:px-8"
      >
        <div className="mx-auto grid max-w-6xl gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
          <SectionHeading
            id="about-timeline"
            eyebrow="Our journey"
            title={`${firstYear} to ${lastYear}`}
            intro="From paper registers at client sites to a cloud HR platform open to any company."
            align="left"
            className="lg:sticky lg:top-28 lg:self-start"
          />
          <Timeline entries={timeline} />
        </div>
      </section>

      <section aria-labelledby="about-leadership" className="px-4 py-20 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-6xl">
          <SectionHeading
            id="about-leadership"
            eyebrow="Leadership"
            title="Meet the founders"
            intro="The two people who wrote the first check-in app still run the company."
          />
          <Leadership leaders={leadership} />
        </div>
      </section>

      <section
        aria-labelledby="about-culture"
        className="border-line border-t bg-surface-muted px-4 py-20 sm:px-6 lg:px-8"
      >
        <div className="mx-auto max-w-6xl">
          <SectionHeading id="about-culture" eyebrow="Culture" title="How we work" />
          <IconCardGrid
            items={aboutCulture.map(({ icon, title, text }) => ({ icon, title, description: text }))}
            columns={4}
            className="mt-12"
          />
        </div>
      </section>

      <CtaBand title={aboutCta.title} text={aboutCta.text} />
    </main>
  );
}
