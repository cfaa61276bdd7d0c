import { slugify } from "../../../common/slug";
import type { SuccessStory } from "../../../content/types";

/** First letters of the first and last names: the avatar, since we have no photos. */
function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return `${words[0]?.[0] ?? ""}${words.length > 1 ? (words.at(-1)?.[0] ?? "") : ""}`.toUpperCase();
}

/** SPEC §2 Video demos: three static customer stories, each with its numbers and a quote. */
export function SuccessStories({ stories }: { stories: readonly SuccessStory[] }) {
  return (
    <ul className="mt-12 grid gap-6 lg:grid-cols-3">
      {stories.map((story) => (
        <li key={story.company}>
          <article
            aria-labelledby={`story-${slugify(story.company)}`}
            className="flex h-full flex-col rounded-2xl border border-line bg-surface p-6 shadow-card"
          >
            <p className="font-semibold text-brand-ink text-xs uppercase tracking-wider">{story.industry}</p>
            <h3 id={`story-${slugify(story.company)}`} className="mt-2 font-bold text-lg leading-snug">
              {story.company}
            </h3>
            <dl className="mt-5 space-y-3 border-line border-y py-5">
              {story.metrics.map((metric) => (
                <div key={metric.label} className="flex items-baseline gap-3">
                  <dt className="order-last text-ink-muted text-sm">{metric.label}</dt>
                  <dd className="w-20 shrink-0 font-extrabold text-brand-ink text-xl tabular-nums tracking-tight">
                    {metric.value}
                  </dd>
                </div>
              ))}
            </dl>
            <figure className="mt-5 flex flex-1 flex-col">
              <blockquote className="flex-1 leading-relaxed">“{story.quote}”</blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-soft font-bold text-brand-ink text-sm"
                >
                  {initialsOf(story.person)}
                </span>
                <span>
                  <span className="block font-semibold text-sm">{story.person}</span>
                  <span className="block text-ink-muted text-xs">{story.role}</span>
                </span>
              </figcaption>
            </figure>
          </article>
        </li>
      ))}
    </ul>
  );
}
