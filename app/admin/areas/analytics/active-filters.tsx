import { X } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { analyticsFilterKeys } from "../../../../common/analytics";
import { filterLabels, keyLabel, withParams } from "./report-format";

/** The filters in force, each a link that removes it, and one that clears them all. */
export function ActiveFilters() {
  const [searchParams] = useSearchParams();
  const active = analyticsFilterKeys.filter((key) => searchParams.has(key));
  if (active.length === 0) return null;
  const cleared = Object.fromEntries(active.map((key) => [key, null]));
  return (
    <section aria-label="Filters" className="mt-4 flex flex-wrap items-center gap-2 text-sm">
      <span className="text-ink-muted">Filtered by</span>
      {active.map((key) => {
        const value = keyLabel(key, searchParams.get(key) ?? "");
        return (
          <Link
            key={key}
            to={withParams(searchParams, { [key]: null })}
            preventScrollReset
            className="inline-flex items-center gap-1 rounded-full border border-line-strong bg-surface px-3 py-1 font-medium hover:border-brand"
          >
            {filterLabels[key]}: {value}
            <X aria-hidden="true" className="size-3.5" />
            <span className="sr-only">(remove this filter)</span>
          </Link>
        );
      })}
      <Link
        to={withParams(searchParams, cleared)}
        preventScrollReset
        className="font-medium text-brand-ink hover:underline"
      >
        Clear filters
      </Link>
    </section>
  );
}
