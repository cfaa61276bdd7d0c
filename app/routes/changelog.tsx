import { Rss, Sparkles } from "lucide-react";
import { Suspense } from "react";
import { Await, data, useRevalidator } from "react-router";
import type { BlogPost } from "../../common/blog";
import type { ChangelogEntry } from "../../common/changelog";
import { type ChangelogVersion, changelogPostLimit, mergeChangelog } from "../../common/changelog-versions";
import { longUsDate } from "../../common/dates";
import { changelogCategory, changelogHero } from "../../content/blog";
import { PageHero } from "../components/marketing/page-hero";
import { EmptyPanel, LoadErrorPanel } from "../components/ui/load-states";
import { apiList, apiRequest } from "../lib/api";
import { pageMeta, publicUrlOf } from "../lib/seo";
import type { Route } from "./+types/changelog";

/** SPEC §2 and §8. */
const failedText = "Failed to load changelog.";
const emptyText = "No changelog entries available yet.";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Changelog",
    description:
      "What is new in Aster HRMS: every release with its date and changes, from attendance and payroll to the mobile app.",
    path: "/changelog",
    publicUrl: publicUrlOf(matches),
  });

export async function loader({ context }: Route.LoaderArgs) {
  try {
    return { versions: (await context.services.changelog.versions()) as ChangelogVersion[] | null };
  } catch (error) {
    return data(
      { versions: null as ChangelogVersion[] | null },
      { status: context.loadFailed(error, "the changelog") },
    );
  }
}

/** In the browser: SPEC's two calls, merged the same way the server merges them. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const versions: Promise<ChangelogVersion[] | null> = Promise.all([
    apiRequest<{ data: ChangelogEntry[] }>("/api/v1/changelogs", { signal: request.signal }),
    apiList<BlogPost>(`/api/blog?category=${encodeURIComponent(changelogCategory)}&limit=${changelogPostLimit}`, {
      signal: request.signal,
    }),
  ]).then(([entries, posts]) => mergeChangelog(Array.isArray(entries.data) ? entries.data : [], posts.items));
  versions.catch(() => {});
  return { versions };
}

function Versions({ versions, onRetry }: { versions: ChangelogVersion[] | null; onRetry: () => void }) {
  if (!versions) return <LoadErrorPanel title="Unable to Load the Changelog" message={failedText} onRetry={onRetry} />;
  if (versions.length === 0) return <EmptyPanel title="Nothing here yet" text={emptyText} />;
  return (
    <ol className="relative space-y-10 border-line border-l pl-8 sm:pl-10">
      {versions.map((release) => (
        <li key={`${release.version}-${release.date}`} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[2.6rem] inline-flex size-5 items-center justify-center rounded-full border-4 border-page bg-brand sm:-left-[3.1rem]"
          />
          <article className="rounded-2xl border border-line bg-surface p-6 shadow-card">
            <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <h2 className="font-bold text-xl">{release.version}</h2>
              <time dateTime={release.date} className="text-ink-muted text-sm">
                {longUsDate(release.date)}
              </time>
            </header>
            {release.title && <p className="mt-1 font-medium">{release.title}</p>}
            <ul className="mt-4 space-y-2">
              {release.changes.map((change) => (
                <li key={change} className="flex gap-2.5 text-sm leading-relaxed">
                  <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-ink" />
                  {change}
                </li>
              ))}
            </ul>
          </article>
        </li>
      ))}
    </ol>
  );
}

export default function Changelog({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const retry = () => revalidator.revalidate();
  return (
    <main id="main">
      <PageHero eyebrow={changelogHero.eyebrow} title={changelogHero.title} intro={changelogHero.intro} />
      <div className="mx-auto max-w-3xl px-4 pb-24 sm:px-6">
        <p className="mb-10 text-center text-sm">
          <a href="/rss.xml" className="inline-flex items-center gap-1.5 font-medium text-brand-ink hover:underline">
            <Rss aria-hidden="true" className="size-4" />
            Follow the blog and release notes by RSS
          </a>
        </p>
        <Suspense
          fallback={
            <p role="status" className="text-center text-ink-muted">
              Loading changelog...
            </p>
          }
        >
          <Await
            resolve={loaderData.versions}
            errorElement={<LoadErrorPanel title="Unable to Load the Changelog" message={failedText} onRetry={retry} />}
          >
            {(versions) => <Versions versions={versions} onRetry={retry} />}
          </Await>
        </Suspense>
      </div>
    </main>
  );
}
