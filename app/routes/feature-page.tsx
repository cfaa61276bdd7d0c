import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import { type PublicImage, shareImageUrl } from "../../common/media-addresses";
import { slugify } from "../../common/slug";
import { featurePages, featureSectionImageKey } from "../../content/feature-pages";
import { featureCategories } from "../../content/features";
import type { FeaturePage as FeaturePageContent } from "../../content/types";
import { accents } from "../components/accent";
import { FeatureSection } from "../components/features/feature-section";
import { Icon } from "../components/icon";
import { JsonLd } from "../components/json-ld";
import { StatusPage } from "../components/layout/status-page";
import { CtaBand } from "../components/marketing/cta-band";
import { islandsPage } from "../islands/document";
import { cn } from "../lib/cn";
import { pageMeta, publicUrlOf } from "../lib/seo";
import { faqPageJsonLd } from "../lib/structured-data";
import type { Route } from "./+types/feature-page";

/**
 * /features/{slug}: one layout for all ten categories (SPEC §2). The loader picks one page's
 * copy on the server, so the browser downloads that page's content, not all ten, and the
 * library images its sections show (issue 39).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const page = featurePages.find((candidate) => slugify(candidate.category) === params.slug);
  const category = featureCategories.find((candidate) => slugify(candidate.name) === params.slug);
  if (!page || !category) throw data(null, { status: 404 });
  const images = await context.services.media
    .publicImagesBySeedKey(page.sections.map((section) => featureSectionImageKey(page, section.title)))
    .catch((error: unknown) => {
      throw data(null, { status: context.loadFailed(error, "a feature page's images") });
    });
  return { page, accent: { icon: category.icon, color: category.color }, images };
}

/** A shared link shows the first section's picture, cut to 1200×630 around its focal point. */
function shareImageOf(page: FeaturePageContent, images: Record<string, PublicImage>): { image?: string } {
  const first = page.sections[0];
  const image = first && images[featureSectionImageKey(page, first.title)];
  return image ? { image: shareImageUrl(image) } : {};
}

/** An islands page (ADR 016): the header, the questions and the assistant hydrate, not the router. */
export const handle = islandsPage;

export const meta: Route.MetaFunction = ({ data: loaded, matches, params }) =>
  loaded
    ? pageMeta({
        title: loaded.page.title === loaded.page.category ? `${loaded.page.title} features` : loaded.page.title,
        description: loaded.page.metaDescription,
        path: `/features/${params.slug}`,
        publicUrl: publicUrlOf(matches),
        ...shareImageOf(loaded.page, loaded.images),
      })
    : [{ title: "Page not found | Aster HRMS" }, { name: "robots", content: "noindex" }];

export function ErrorBoundary() {
  return (
    <StatusPage
      code="404"
      title="Feature not found"
      text="We could not find that feature page. See all features instead."
    />
  );
}

export default function FeaturePage({ loaderData }: Route.ComponentProps) {
  const { page, accent, images } = loaderData;
  const colors = accents[accent.color];

  return (
    <main id="main">
      <JsonLd data={faqPageJsonLd(page.sections.flatMap((section) => section.faqs))} />
      <section className="bg-[radial-gradient(ellipse_at_top,var(--brand-soft),transparent_60%)] px-4 pt-10 pb-16 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-7xl">
          <Link
            to="/features"
            className="inline-flex items-center gap-1.5 font-medium text-ink-muted text-sm hover:text-ink"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Features
          </Link>
          <div className="mx-auto mt-8 max-w-3xl text-center">
            <span
              className={cn("inline-flex size-14 items-center justify-center rounded-2xl", colors.softBg, colors.text)}
            >
              <Icon name={accent.icon} className="size-7" />
            </span>
            {page.title !== page.category && (
              <p className={cn("mt-5 font-semibold text-sm uppercase tracking-wider", colors.text)}>{page.category}</p>
            )}
            <h1 className="mt-2 font-extrabold text-4xl tracking-tight sm:text-5xl">{page.title}</h1>
            <p className="mt-5 text-ink-muted text-lg leading-relaxed">{page.subtitle}</p>
          </div>
          <nav aria-label="On this page" className="mt-10">
            <ul className="flex flex-wrap justify-center gap-2">
              {page.sections.map((section) => (
                <li key={section.title}>
                  <a
                    href={`#${slugify(section.title)}`}
                    className="inline-flex rounded-full border border-line bg-surface px-4 py-2 font-medium text-sm hover:border-line-strong hover:text-brand-ink"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>

      {page.sections.map((section, index) => (
        <FeatureSection
          key={section.title}
          section={section}
          image={images[featureSectionImageKey(page, section.title)]}
          index={index}
          color={accent.color}
          faqGroup={`feature-page-faq:${page.category}`}
        />
      ))}

      <CtaBand title={page.closingTitle} text={page.closingText} />
    </main>
  );
}
