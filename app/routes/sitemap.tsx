import { data } from "react-router";
import { longUsDate } from "../../common/dates";
import { PageHero } from "../components/marketing/page-hero";
import { groupSitemapLinks, type SitemapLink } from "../components/sitemap/sitemap-groups";
import { LoadErrorPanel } from "../components/ui/load-states";
import { SiteLink } from "../islands/site-link";
import { pageMeta, publicUrlOf } from "../lib/seo";
import type { Route } from "./+types/sitemap";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Sitemap",
    description:
      "Every page of the Aster HRMS website in one list: product and feature pages, company pages, resources, legal pages and every blog post.",
    path: "/sitemap",
    publicUrl: publicUrlOf(matches),
  });

/** The same entries as /sitemap.xml, from the same service, so the two never disagree. */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    const entries = await context.services.sitemap.entries();
    const links: SitemapLink[] = entries.map(({ path, title, lastModified }) => ({
      path,
      title,
      ...(lastModified ? { lastModified: lastModified.toISOString() } : {}),
    }));
    return { groups: groupSitemapLinks(links) };
  } catch (error) {
    return data({ groups: null }, { status: context.loadFailed(error, "the sitemap") });
  }
}

/** /sitemap: every public page, grouped, with readable titles. */
export default function Sitemap({ loaderData: { groups } }: Route.ComponentProps) {
  return (
    <main id="main">
      <PageHero
        eyebrow="Sitemap"
        title="Every page on this site"
        intro="The product, the company, our resources and legal pages, and every published blog post, in one place."
      />
      <div className="mx-auto max-w-6xl px-4 pb-20 sm:px-6 lg:px-8">
        {groups ? (
          <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-3">
            {groups.map((group) => (
              <section
                key={group.id}
                id={group.id}
                aria-labelledby={`${group.id}-title`}
                className={group.id === "blog-posts" ? "sm:col-span-2 lg:col-span-3" : undefined}
              >
                <h2 id={`${group.id}-title`} className="border-line border-b pb-2 font-bold text-xl">
                  {group.title}
                </h2>
                <ul
                  className={group.id === "blog-posts" ? "mt-4 grid gap-x-10 gap-y-3 lg:grid-cols-2" : "mt-4 space-y-3"}
                >
                  {group.links.map((link) => (
                    <li key={link.path}>
                      <SiteLink
                        to={link.path}
                        className="font-medium text-brand-ink underline-offset-2 hover:underline focus-visible:underline"
                      >
                        {link.title}
                      </SiteLink>
                      {group.id === "blog-posts" && link.lastModified && (
                        <span className="block text-ink-muted text-sm">
                          Updated <time dateTime={link.lastModified}>{longUsDate(link.lastModified)}</time>
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        ) : (
          <LoadErrorPanel
            title="Unable to load the sitemap"
            message="The list of pages could not be loaded just now. Please try again in a moment."
          />
        )}
      </div>
    </main>
  );
}
