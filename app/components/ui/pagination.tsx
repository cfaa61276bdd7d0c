import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { cn } from "../../lib/cn";

/** Page numbers to show: the first, the last, and the current one with its neighbours. */
function pageWindow(current: number, pages: number): Array<number | { gapBefore: number }> {
  const wanted = new Set([1, pages, current - 1, current, current + 1].filter((page) => page >= 1 && page <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((page, index) =>
    index > 0 && page - (sorted[index - 1] ?? page) > 1 ? [{ gapBefore: page }, page] : [page],
  );
}

/** Links to other pages of a list; each is a real URL, so it works without JavaScript and can be shared. */
export function Pagination({
  page,
  pages,
  hrefFor,
  label,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  label: string;
}) {
  if (pages <= 1) return null;
  const step = "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg px-3 font-medium text-sm";
  return (
    <nav aria-label={label} className="mt-10 flex flex-wrap items-center justify-center gap-1.5">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={cn(step, "border border-line hover:bg-surface-muted")}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Link>
      ) : null}
      {pageWindow(page, pages).map((entry) =>
        typeof entry === "object" ? (
          <span key={`gap-${entry.gapBefore}`} aria-hidden="true" className="px-1 text-ink-muted">
            …
          </span>
        ) : (
          <Link
            key={entry}
            to={hrefFor(entry)}
            aria-current={entry === page ? "page" : undefined}
            aria-label={`Page ${entry}`}
            className={cn(
              step,
              entry === page ? "bg-brand text-on-brand" : "border border-line hover:bg-surface-muted",
            )}
          >
            {entry}
          </Link>
        ),
      )}
      {page < pages ? (
        <Link to={hrefFor(page + 1)} className={cn(step, "border border-line hover:bg-surface-muted")}>
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}
