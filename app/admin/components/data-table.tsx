import {
  type ColumnDef,
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  type RowData,
  type SortingState,
  useReactTable,
} from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight, CircleAlert, Search, Trash } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useLocation, useNavigation, useRevalidator } from "react-router";
import { Button } from "../../components/ui/button";
import { inputClasses } from "../../components/ui/form-field";
import { cn } from "../../lib/cn";
import type { ListState } from "../lib/list-query";
import { useListParams } from "../lib/use-list-params";

declare module "@tanstack/react-table" {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The API's sort key for this column; columns without one cannot be sorted. */
    sortKey?: string;
    /** Classes for this column's cells (alignment, width). */
    className?: string;
  }
}

/**
 * The last column of a back-office table: a row's buttons, right-aligned, under a header only
 * screen readers hear.
 */
export function actionsColumn<Row>(cell: (row: Row) => ReactNode): ColumnDef<Row, unknown> {
  return createColumnHelper<Row>().display({
    id: "actions",
    header: () => <span className="sr-only">Actions</span>,
    meta: { className: "text-right whitespace-nowrap" },
    cell: (info) => <div className="flex justify-end gap-1">{cell(info.row.original)}</div>,
  });
}

/** A cell with an email address as a link that starts a message to it. */
export function emailCell(info: { getValue: () => string }) {
  return (
    <a href={`mailto:${info.getValue()}`} className="text-brand-ink hover:underline">
      {info.getValue()}
    </a>
  );
}

/** A row's delete button: an icon, named for screen readers after what it deletes. */
export function DeleteRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="sm" onClick={onClick}>
      <Trash aria-hidden="true" className="size-4 text-danger" />
      <span className="sr-only">{label}</span>
    </Button>
  );
}

/**
 * A message in a row that spans every column stays in the visible part of a table wider than a
 * phone (it would otherwise be centred on the whole width, half out of view).
 */
const inView = "sticky left-4 w-[min(100%,calc(100vw-4.5rem))]";

/** How long typing pauses before the search runs: each keystroke is not a request. */
const searchDelayMs = 300;

/**
 * The one table of the back office (SPEC §2: click a column to sort ascending, again for
 * descending, arrows show the direction). The server sorts, pages and searches; this renders
 * its answer and keeps every choice in the URL, so a table can be shared and survives a reload.
 * While a new page loads, the old rows stay (dimmed) instead of flashing empty.
 */
export interface DataTableProps<Row> {
  caption: string;
  // biome-ignore lint/suspicious/noExplicitAny: each column has its own value type (TanStack's own advice).
  columns: ColumnDef<Row, any>[];
  rows: Row[];
  total: number;
  state: ListState;
  error: string | null;
  getRowId: (row: Row) => string;
  searchLabel: string;
  emptyTitle: string;
  emptyText: string;
  toolbar?: ReactNode;
}

export function DataTable<Row>({
  caption,
  columns,
  rows,
  total,
  state,
  error,
  getRowId,
  searchLabel,
  emptyTitle,
  emptyText,
  toolbar,
}: DataTableProps<Row>) {
  const { change } = useListParams();
  const navigation = useNavigation();
  const location = useLocation();
  const revalidator = useRevalidator();
  const loading =
    (navigation.state === "loading" && navigation.location?.pathname === location.pathname) ||
    revalidator.state === "loading";
  const searchId = useId();
  const [search, setSearch] = useState(state.q);
  const typed = useRef(false);

  // The URL may change without typing (back/forward, a link): the box follows it.
  useEffect(() => {
    typed.current = false;
    setSearch(state.q);
  }, [state.q]);

  useEffect(() => {
    if (!typed.current || search.trim() === state.q) return;
    const timer = setTimeout(() => change({ q: search.trim(), page: "1" }, { replace: true }), searchDelayMs);
    return () => clearTimeout(timer);
  }, [search, state.q, change]);

  function update(changes: Record<string, string>) {
    change(changes, { preventScrollReset: true });
  }

  const sorting: SortingState = [{ id: state.sort, desc: state.order === "desc" }];
  const table = useReactTable({
    data: rows,
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    state: { sorting },
  });

  function sortBy(key: string) {
    // SPEC: a new column sorts ascending; the current one flips.
    const order = key === state.sort && state.order === "asc" ? "desc" : "asc";
    update({ sort: key, order, page: "1" });
  }

  const pages = Math.max(1, Math.ceil(total / state.limit));
  const first = total === 0 ? 0 : (state.page - 1) * state.limit + 1;
  const last = Math.min(total, state.page * state.limit);

  return (
    <div className="rounded-2xl border border-line bg-surface shadow-card">
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
            onChange={(event) => {
              typed.current = true;
              setSearch(event.target.value);
            }}
            className={cn(inputClasses, "pl-9")}
          />
        </div>
        {toolbar && <div className="flex flex-wrap items-center gap-2 sm:ml-auto">{toolbar}</div>}
      </div>

      <div className="relative overflow-x-auto">
        {loading && (
          <div aria-hidden="true" className="absolute inset-x-0 top-0 h-0.5 overflow-hidden bg-brand-soft">
            <div className="h-full w-1/3 bg-brand motion-safe:animate-[table-progress_1s_ease-in-out_infinite]" />
          </div>
        )}
        <table aria-busy={loading} className={cn("w-full min-w-[44rem] text-left text-sm", loading && "opacity-60")}>
          <caption className="sr-only">
            {caption}, sorted by {state.sort} {state.order === "asc" ? "ascending" : "descending"}
          </caption>
          <thead className="border-line border-b bg-surface-muted text-ink-muted">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const { sortKey, className } = header.column.columnDef.meta ?? {};
                  const active = sortKey !== undefined && sortKey === state.sort;
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={active ? (state.order === "asc" ? "ascending" : "descending") : undefined}
                      className={cn("px-4 py-3 font-semibold", className)}
                    >
                      {sortKey ? (
                        <button
                          type="button"
                          onClick={() => sortBy(sortKey)}
                          className={cn(
                            "-mx-1.5 inline-flex items-center gap-1.5 rounded px-1.5 py-0.5 hover:text-ink",
                            active && "text-ink",
                          )}
                        >
                          {label}
                          {active ? (
                            state.order === "asc" ? (
                              <ArrowUp aria-hidden="true" className="size-3.5" />
                            ) : (
                              <ArrowDown aria-hidden="true" className="size-3.5" />
                            )
                          ) : (
                            <ArrowUpDown aria-hidden="true" className="size-3.5 opacity-40" />
                          )}
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-line">
            {error ? (
              <tr>
                <td colSpan={columns.length} className="px-4 py-12 text-center">
                  <div className={inView}>
                    <p role="alert" className="inline-flex items-center gap-2 font-medium text-danger">
                      <CircleAlert aria-hidden="true" className="size-5" />
                      {error}
                    </p>
                    <div className="mt-4">
                      <Button variant="secondary" size="sm" onClick={() => revalidator.revalidate()}>
                        Try again
                      </Button>
                    </div>
                  </div>
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-4 py-12 text-center">
                  <div className={inView}>
                    <p className="font-semibold">{emptyTitle}</p>
                    <p className="mt-1 text-ink-muted">{state.q ? `Nothing matches “${state.q}”.` : emptyText}</p>
                  </div>
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id} className="align-top hover:bg-surface-muted/60">
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className={cn("px-4 py-3", cell.column.columnDef.meta?.className)}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>

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
    </div>
  );
}
