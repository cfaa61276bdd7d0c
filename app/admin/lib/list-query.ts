import { redirect } from "react-router";
import { serverMessageOr } from "../../lib/api";
import { adminList, loginPath, SessionEndedError } from "./api-client";

/** A back-office list's state, read from the URL: every table is a shareable, reloadable address. */
export interface ListState {
  page: number;
  limit: number;
  sort: string;
  order: "asc" | "desc";
  q: string;
}

/** A list's order and page size before the URL says otherwise. */
export interface ListDefaults {
  sort: string;
  order?: "asc" | "desc";
  limit?: number;
}

export function readListState(params: URLSearchParams, defaults: ListDefaults): ListState {
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  const limit = Number.parseInt(params.get("limit") ?? String(defaults.limit ?? 25), 10);
  const order = params.get("order");
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: [10, 25, 50, 100].includes(limit) ? limit : (defaults.limit ?? 25),
    sort: params.get("sort") || defaults.sort,
    order: order === "asc" || order === "desc" ? order : (defaults.order ?? "desc"),
    q: params.get("q") ?? "",
  };
}

export interface LoadedList<Row> {
  rows: Row[];
  total: number;
  /** Set when the list could not be loaded; the table shows it with a way to retry. */
  error: string | null;
}

/**
 * A clientLoader for a back-office list: the page's URL query goes to the API as it is (so
 * filters a page adds travel too), the answer comes back with its total. An ended session
 * goes to sign-in; any other failure becomes the table's error state, not an error page.
 */
export async function loadList<Row>(request: Request, apiPath: string): Promise<LoadedList<Row>> {
  const search = new URL(request.url).search;
  try {
    const { items, total } = await adminList<Row>(`${apiPath}${search}`, { signal: request.signal });
    return { rows: items, total, error: null };
  } catch (error) {
    if (error instanceof SessionEndedError) throw redirect(loginPath(new URL(request.url).pathname));
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    return { rows: [], total: 0, error: serverMessageOr(error, "Error fetching data") };
  }
}
