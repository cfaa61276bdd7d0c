import { SectionHeading } from "../ui/section-heading";

/** The opening band of a marketing page: eyebrow, the page's h1 and an intro, on a soft glow. */
export function PageHero({ eyebrow, title, intro }: { eyebrow: string; title: string; intro: string }) {
  return (
    <section className="bg-[radial-gradient(ellipse_at_top,var(--brand-soft),transparent_60%)] px-4 pt-20 pb-12 sm:px-6 lg:px-8">
      <SectionHeading level={1} eyebrow={eyebrow} title={title} intro={intro} />
    </section>
  );
}
