import { ArrowRight, Search, X } from "lucide-react";
import { useState } from "react";
import { slugify } from "../../../common/slug";
import type { FeatureCategory } from "../../../content/types";
import { SiteLink } from "../../islands/site-link";
import { cn } from "../../lib/cn";
import { useTabs } from "../../lib/use-tabs";
import { accents } from "../accent";
import { Icon } from "../icon";

/** SPEC §2: the search box's placeholder, word for word. */
const searchPlaceholder = "Search features, modules, or capabilities...";

/** SPEC §2: a category matches by its name or any feature's title or description, ignoring case. */
export function matchesSearch(category: FeatureCategory, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return (
    category.name.toLowerCase().includes(needle) ||
    category.features.some(
      (feature) => feature.title.toLowerCase().includes(needle) || feature.description.toLowerCase().includes(needle),
    )
  );
}

/** A feature card: a full page load to its section on the category page (SPEC §2). */
function FeatureCard({
  category,
  feature,
}: {
  category: FeatureCategory;
  feature: FeatureCategory["features"][number];
}) {
  const accent = accents[category.color];
  return (
    <li>
      <a
        href={`/features/${slugify(category.name)}#${slugify(feature.title)}`}
        className="group flex h-full flex-col rounded-2xl border border-line bg-surface p-5 shadow-card transition-colors hover:border-line-strong"
      >
        <h4 className="flex items-start justify-between gap-3 font-semibold group-hover:text-brand-ink">
          {feature.title}
          <ArrowRight
            aria-hidden="true"
            className="mt-0.5 size-4 shrink-0 transition-transform group-hover:translate-x-0.5"
          />
        </h4>
        <p className="mt-2 flex-1 text-ink-muted text-sm leading-relaxed">{feature.description}</p>
        <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={`${feature.title} highlights`}>
          {feature.highlights.map((highlight) => (
            <li
              key={highlight}
              className={cn("rounded-full px-2.5 py-1 font-medium text-xs", accent.softBg, accent.text)}
            >
              {highlight}
            </li>
          ))}
        </ul>
      </a>
    </li>
  );
}

/**
 * Search plus a vertical list of categories (tabs, so arrow keys move between them) and the
 * selected category's features. Every category's panel is in the HTML, hidden unless chosen,
 * so search engines and visitors without JavaScript still get all 40 features. An island: its
 * ids are fixed (it hydrates as a tree of its own, where useId would not match the server's).
 */
export function CategoryExplorer({ categories }: { categories: readonly FeatureCategory[] }) {
  const { search, updateSearch, matching, tabs } = useCategorySearch(categories);

  return (
    <div>
      <SearchBox search={search} onSearch={updateSearch} matchingCount={matching.length} categories={categories} />

      {matching.length === 0 ? (
        <NoMatches onClear={() => updateSearch("")} />
      ) : (
        <div className="mt-10 grid grid-cols-1 gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
          <CategoryTabs categories={matching} tabs={tabs} />
          {matching.map((category) => (
            <CategoryPanel key={category.name} category={category} tabs={tabs} />
          ))}
        </div>
      )}
    </div>
  );
}

type Tabs = ReturnType<typeof useTabs>;

/** The search, the categories that match it, and the selected one among them (as tabs). */
function useCategorySearch(categories: readonly FeatureCategory[]) {
  const [search, setSearch] = useState("");
  const [selectedIndex, setSelectedIndex] = useState(0);

  const matching = categories.filter((category) => matchesSearch(category, search));
  const selected = matching[selectedIndex] ?? matching[0];
  const values = matching.map((category) => slugify(category.name));
  const tabs = useTabs({
    id: "feature-categories",
    label: "Feature categories",
    values,
    selected: selected ? slugify(selected.name) : "",
    onSelect: (value) => setSelectedIndex(values.indexOf(value)),
    orientation: "vertical",
  });

  function updateSearch(value: string) {
    setSearch(value);
    // SPEC §4: the selection returns to the first category when it falls outside the results.
    if (selectedIndex >= categories.filter((category) => matchesSearch(category, value)).length) setSelectedIndex(0);
  }

  return { search, updateSearch, matching, tabs };
}

/** The search box, and a live line saying how many modules match (or how many there are). */
function SearchBox({
  search,
  onSearch,
  matchingCount,
  categories,
}: {
  search: string;
  onSearch: (value: string) => void;
  matchingCount: number;
  categories: readonly FeatureCategory[];
}) {
  const searchId = "feature-search";
  const statusId = "feature-search-status";
  return (
    <div className="mx-auto max-w-2xl">
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          Search features
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-muted"
        />
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder={searchPlaceholder}
          aria-describedby={statusId}
          autoComplete="off"
          className="block w-full rounded-2xl border border-line-strong bg-surface py-4 pr-4 pl-12 text-base shadow-card placeholder:text-ink-muted"
        />
      </div>
      <p id={statusId} aria-live="polite" className="mt-3 text-center text-ink-muted text-sm">
        {search.trim()
          ? `${matchingCount} of ${categories.length} modules match “${search.trim()}”`
          : `${categories.length} modules, ${categories.reduce((sum, c) => sum + c.features.length, 0)} core features`}
      </p>
    </div>
  );
}

function NoMatches({ onClear }: { onClear: () => void }) {
  return (
    <div className="mx-auto mt-10 max-w-lg rounded-2xl border border-line border-dashed p-10 text-center">
      <h3 className="font-bold text-lg">No modules match your search</h3>
      <p className="mt-2 text-ink-muted text-sm">Try another word, such as “payroll”, “geofence” or “leave”.</p>
      <button
        type="button"
        onClick={onClear}
        className="mt-5 inline-flex items-center gap-2 rounded-lg border border-line-strong px-4 py-2 font-semibold text-sm hover:bg-surface-muted"
      >
        <X aria-hidden="true" className="size-4" />
        Clear search
      </button>
    </div>
  );
}

/** The matching categories as vertical tabs, each with its icon and how many features it has. */
function CategoryTabs({ categories, tabs }: { categories: readonly FeatureCategory[]; tabs: Tabs }) {
  return (
    <div>
      <p className="font-semibold text-ink-muted text-xs uppercase tracking-wider">10 Premium Modules</p>
      <div
        {...tabs.listProps}
        className="-mx-4 mt-3 flex gap-2 overflow-x-auto px-4 pb-2 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0"
      >
        {categories.map((category) => (
          <button
            key={category.name}
            {...tabs.tabProps(slugify(category.name))}
            className="group relative flex shrink-0 items-center gap-3 rounded-xl border border-transparent px-3 py-2.5 text-left font-medium text-sm text-ink-muted hover:bg-surface-muted hover:text-ink data-[state=active]:border-line data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-card"
          >
            <span
              className={cn(
                "inline-flex size-8 shrink-0 items-center justify-center rounded-lg",
                accents[category.color].softBg,
                accents[category.color].text,
              )}
            >
              <Icon name={category.icon} className="size-4" />
            </span>
            <span className="flex-1">{category.name}</span>
            <span aria-hidden="true" className="rounded-full bg-surface-sunken px-2 py-0.5 text-xs tabular-nums">
              {category.features.length}
            </span>
            <span className="sr-only">, {category.features.length} features</span>
          </button>
        ))}
      </div>
    </div>
  );
}

/** A category's tab panel: its name, description, a link to its page, and its feature cards. */
function CategoryPanel({ category, tabs }: { category: FeatureCategory; tabs: Tabs }) {
  return (
    <div {...tabs.panelProps(slugify(category.name))}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-2xl">
          <h3 className="font-bold text-2xl">{category.name}</h3>
          <p className="mt-2 text-ink-muted">{category.description}</p>
        </div>
        <SiteLink
          to={`/features/${slugify(category.name)}`}
          className="inline-flex items-center gap-1.5 font-semibold text-brand-ink text-sm hover:underline"
        >
          Explore More<span className="sr-only"> about {category.name}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </SiteLink>
      </div>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {category.features.map((feature) => (
          <FeatureCard key={feature.title} category={category} feature={feature} />
        ))}
      </ul>
    </div>
  );
}
