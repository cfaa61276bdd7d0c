import { Search } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import type { NavigateOptions } from "react-router";
import { inputClasses } from "../../components/ui/form-field";
import { cn } from "../../lib/cn";

/** How long typing pauses before the search runs: each keystroke is not a request. */
const searchDelayMs = 300;

/**
 * The search box's text, which follows the URL's `q` and, once typed in, changes it (back to
 * the first page) when the typing pauses. Returns the text and what a keystroke calls.
 */
export function useSearchAsYouType(
  q: string,
  change: (values: Record<string, string>, options?: NavigateOptions) => void,
): [string, (value: string) => void] {
  const [search, setSearch] = useState(q);
  const typed = useRef(false);

  // The URL may change without typing (back/forward, a link): the box follows it.
  useEffect(() => {
    typed.current = false;
    setSearch(q);
  }, [q]);

  useEffect(() => {
    if (!typed.current || search.trim() === q) return;
    const timer = setTimeout(() => change({ q: search.trim(), page: "1" }, { replace: true }), searchDelayMs);
    return () => clearTimeout(timer);
  }, [search, q, change]);

  function onType(value: string) {
    typed.current = true;
    setSearch(value);
  }

  return [search, onType];
}

/** The bar above a table: its search box, and the page's own controls (filters, buttons) on the right. */
export function TableSearchBar({
  searchId,
  searchLabel,
  search,
  onType,
  toolbar,
}: {
  searchId: string;
  searchLabel: string;
  search: string;
  onType: (value: string) => void;
  toolbar?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 border-line border-b p-4 sm:flex-row sm:items-center">
      <div className="relative sm:max-w-xs sm:flex-1">
        <label htmlFor={searchId} className="sr-only">
          {searchLabel}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
        />
        <input
          id={searchId}
          type="search"
          value={search}
          placeholder={searchLabel}
          onChange={(event) => onType(event.target.value)}
          className={cn(inputClasses, "pl-9")}
        />
      </div>
      {toolbar && <div className="flex flex-wrap items-center gap-2 sm:ml-auto">{toolbar}</div>}
    </div>
  );
}
