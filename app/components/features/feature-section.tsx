import { Sparkles } from "lucide-react";
import { slugify } from "../../../common/slug";
import type { AccentColor, FeatureSection as FeatureSectionContent } from "../../../content/types";
import { Island } from "../../islands/island";
import { cn } from "../../lib/cn";
import { accents } from "../accent";
import { Icon } from "../icon";
import { FeatureIllustration } from "../illustrations/feature-illustration";
import { CheckList } from "../ui/check-list";

/**
 * One feature of a feature page: illustration, description, Key Highlights, Benefits and its
 * questions. Its id is the feature's slug, so /features/{category}#{feature} scrolls here.
 */
export function FeatureSection({
  section,
  index,
  color,
  faqGroup,
}: {
  section: FeatureSectionContent;
  index: number;
  color: AccentColor;
  /** Names the page's one open question, shared by its sections' lists (FeaturePageFaq). */
  faqGroup: string;
}) {
  const id = slugify(section.title);
  const colors = accents[color];

  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn(
        "below-fold px-4 py-20 sm:px-6 lg:px-8",
        index % 2 === 1 && "border-line border-y bg-surface-muted",
      )}
    >
      <div className="mx-auto max-w-7xl">
        <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
          <div className={cn(index % 2 === 1 && "lg:order-last")}>
            <div className="rounded-3xl border border-line bg-surface p-4 shadow-card sm:p-6">
              <FeatureIllustration kind={section.illustration} color={color} label={section.illustrationAlt} />
            </div>
          </div>
          <div>
            <span
              className={cn("inline-flex size-12 items-center justify-center rounded-xl", colors.softBg, colors.text)}
            >
              <Icon name={section.icon} className="size-6" />
            </span>
            <h2 id={`${id}-title`} className="mt-4 font-bold text-3xl tracking-tight">
              {section.title}
            </h2>
            <p className="mt-4 text-ink-muted text-lg leading-relaxed">{section.description}</p>
            <h3 className="mt-8 font-semibold text-sm uppercase tracking-wider">Key Highlights</h3>
            <CheckList
              items={section.highlights}
              className="mt-3 grid gap-2 sm:grid-cols-2"
              checkClassName={colors.text}
            />
          </div>
        </div>

        <div className="mt-14 grid gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <h3 className="font-bold text-xl">Benefits</h3>
            <ul className="mt-5 space-y-4">
              {section.benefits.map((benefit) => (
                <li key={benefit} className="flex gap-3">
                  <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-success-soft text-success">
                    <Sparkles aria-hidden="true" className="size-3.5" />
                  </span>
                  <span className="leading-relaxed">{benefit}</span>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="font-bold text-xl">Frequently Asked Questions</h3>
            <div className="mt-5">
              <Island
                name="featurePageFaq"
                props={{ group: faqGroup, items: section.faqs, idPrefix: `faq-${index}` }}
              />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
