import { useCallback, useEffect } from "react";
import { type NavigateOptions, useLocation, useNavigationType, useSearchParams } from "react-router";

/**
 * The query a list page last asked for, until the URL shown has caught up with it. Filters, sort
 * and search are separate controls; a person can change two before the first change's data
 * arrives. Each change must build on the one before it, not on the URL still shown, or it would
 * undo it. One list page is shown at a time, so one value is enough.
 */
let requested: { pathname: string; search: string } | null = null;

/**
 * Changes to a back-office list's URL query (filters, sort, page, search): empty values remove a
 * parameter. Returns the current query, and `change(values, options)`.
 */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();

  // Forgotten once the URL shown is the one asked for, or when the person moved elsewhere (another
  // page, back or forward). Not when navigation is merely idle: a render that commits an earlier
  // change's URL can come after the next change was asked for, and forgetting it then made the
  // change after that build on the URL shown, dropping the one between (a busy machine did this).
  useEffect(() => {
    if (!requested) return;
    if (location.pathname !== requested.pathname || location.search === requested.search || navigationType === "POP") {
      requested = null;
    }
  }, [location.pathname, location.search, navigationType]);

  const change = useCallback(
    (values: Record<string, string>, options?: NavigateOptions) => {
      const base = requested && requested.pathname === location.pathname ? requested.search : location.search;
      const next = new URLSearchParams(base);
      for (const [key, value] of Object.entries(values)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      requested = { pathname: location.pathname, search: `?${next}` };
      setSearchParams(next, options);
    },
    [location.pathname, location.search, setSearchParams],
  );

  return { searchParams, change };
}
