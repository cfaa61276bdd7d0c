import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "../../components/ui/button";
import type { ListState } from "../lib/list-query";

/** The bar under a table: which rows are shown, how many a page holds, and the previous and next pages. */
export function TablePager({
  caption,
  total,
  state,
  update,
}: {
  caption: string;
  total: number;
  state: ListState;
  update: (changes: Record<string, string>) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / state.limit));
  const first = total === 0 ? 0 : (state.page - 1) * state.limit + 1;
  const last = Math.min(total, state.page * state.limit);

  return (
    <div className="flex flex-col gap-3 border-line border-t p-4 text-sm sm:flex-row sm:items-center sm:justify-between">
      <p aria-live="polite" className="text-ink-muted">
        {total === 0 ? "No rows" : `${first}–${last} of ${total.toLocaleString("en-US")}`}
      </p>
      <div className="flex items-center gap-2">
        <label className="flex items-center gap-2 text-ink-muted">
          Rows
          <select
            value={state.limit}
            onChange={(event) => update({ limit: event.target.value, page: "1" })}
            className="rounded-lg border border-line-strong bg-surface px-2 py-1.5 text-ink"
          >
            {[10, 25, 50, 100].map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <nav aria-label={`${caption} pages`} className="flex items-center gap-1">
          <Button
            variant="secondary"
            size="sm"
            disabled={state.page <= 1}
            onClick={() => update({ page: String(state.page - 1) })}
            aria-label="Previous page"
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
          </Button>
          <span className="px-2 tabular-nums">
            Page {state.page} of {pages.toLocaleString("en-US")}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={state.page >= pages}
            onClick={() => update({ page: String(state.page + 1) })}
            aria-label="Next page"
          >
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </nav>
      </div>
    </div>
  );
}
