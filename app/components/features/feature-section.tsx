import { Sparkles } from "lucide-react";
import type { PublicImage } from "../../../common/media-addresses";
import { slugify } from "../../../common/slug";
import type { AccentColor, FeatureSection as FeatureSectionContent } from "../../../content/types";
import { Island } from "../../islands/island";
import { cn } from "../../lib/cn";
import { accents } from "../accent";
import { Icon } from "../icon";
import { FeatureIllustration } from "../illustrations/feature-illustration";
import { LibraryPicture } from "../media/library-picture";
import { CheckList } from "../ui/check-list";

/** Half of the 80rem column beside the text on a wide screen; the whole width below it. */
const sectionImageSizes = "(min-width: 1024px) 36rem, calc(100vw - 2rem)";

/**
 * One feature of a feature page: illustration, description, Key Highlights, Benefits and its
 * questions. Its id is the feature's slug, so /features/{category}#{feature} scrolls here.
 */
export function FeatureSection({
  section,
  image,
  index,
  color,
  faqGroup,
}: {
  section: FeatureSectionContent;
  /** Its picture from the media library; without one (staff deleted it), the drawn illustration. */
  image?: PublicImage | undefined;
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
            {image ? (
              <div className="overflow-hidden rounded-3xl border border-line bg-surface shadow-card">
                <LibraryPicture image={image} sizes={sectionImageSizes} className="h-auto w-full" />
              </div>
            ) : (
              <div className="rounded-3xl border border-line bg-surface p-4 shadow-card sm:p-6">
                <FeatureIllustration kind={section.illustration} color={color} label={section.illustrationAlt} />
              </div>
            )}
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
