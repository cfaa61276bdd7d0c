import {
  type ColumnDef,
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  type RowData,
  type SortingState,
  type Table,
  useReactTable,
} from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown, CircleAlert, Trash } from "lucide-react";
import { type ReactNode, useId } from "react";
import { useLocation, useNavigation, useRevalidator } from "react-router";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { useMediaQuery } from "../../lib/use-media-query";
import type { ListState } from "../lib/list-query";
import { useListParams } from "../lib/use-list-params";
import { RowCards } from "./data-table-cards";
import { TablePager } from "./data-table-pager";
import { TableSearchBar, useSearchAsYouType } from "./data-table-search";

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

/** A cell with an email address as a link that starts a message to it; a long one wraps, so the table fits. */
export function emailCell(info: { getValue: () => string }) {
  return (
    <a href={`mailto:${info.getValue()}`} className="text-brand-ink [overflow-wrap:anywhere] hover:underline">
      {/* A narrow column breaks the address before its "@" first, and only then inside a part. */}
      {info.getValue().replace(/@.*$/, "")}
      <wbr />
      {info.getValue().match(/@.*$/)?.[0]}
    </a>
  );
}

/**
 * A cell of two lines: what the column is about, and beneath it, smaller, a second fact that
 * would otherwise need a column of its own (a company's contact, a person's company).
 */
export function TwoLineCell({ primary, secondary }: { primary: ReactNode; secondary: ReactNode }) {
  return (
    <>
      <span className="block font-medium">{primary}</span>
      <span className="block text-ink-muted text-xs">{secondary}</span>
    </>
  );
}

/**
 * A row's delete button, named for screen readers after what it deletes (`label`): an icon, or
 * with `text` the icon and a word ("Delete", "Remove") where a row has room for it.
 */
export function DeleteRowButton({ label, text, onClick }: { label: string; text?: string; onClick: () => void }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={onClick}
      className={text ? "text-danger" : undefined}
      aria-label={text ? label : undefined}
    >
      <Trash aria-hidden="true" className="size-4 text-danger" />
      {text ?? <span className="sr-only">{label}</span>}
    </Button>
  );
}

/**
 * A message in a row that spans every column stays in the visible part of a table wider than a
 * phone (it would otherwise be centred on the whole width, half out of view).
 */
const inView = "sticky left-4 w-[min(100%,calc(100vw-4.5rem))]";

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
  /** On a phone, show the rows as cards (data-table-cards.tsx) instead of a table to scroll sideways. */
  cards?: boolean;
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
  cards = false,
}: DataTableProps<Row>) {
  const { change } = useListParams();
  const { loading, revalidator } = useListLoading();
  const searchId = useId();
  const [search, typeSearch] = useSearchAsYouType(state.q, change);
  // One or the other in the page, never both: the same rows twice would be read twice.
  const showCards = useMediaQuery("(max-width: 47.99rem)") && cards;

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

  const message = error ? (
    <ListError error={error} onRetry={() => revalidator.revalidate()} />
  ) : rows.length === 0 ? (
    <ListEmpty title={emptyTitle} text={state.q ? `Nothing matches “${state.q}”.` : emptyText} />
  ) : null;

  return (
    <div className="rounded-2xl border border-line bg-surface shadow-card">
      <TableSearchBar
        searchId={searchId}
        searchLabel={searchLabel}
        search={search}
        onType={typeSearch}
        toolbar={toolbar}
      />

      {showCards ? (
        <RowCards
          table={table}
          caption={caption}
          state={state}
          onSort={(sort, order) => update({ sort, order, page: "1" })}
          message={message}
          loading={loading}
        />
      ) : (
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
            <SortableHead table={table} state={state} onSort={sortBy} />
            <TableBody table={table} columnCount={columns.length} message={message} />
          </table>
        </div>
      )}

      <TablePager caption={caption} total={total} state={state} update={update} />
    </div>
  );
}

/** Whether this list's data is loading again: a change of its query (on this page), or a revalidation. */
export function useListLoading() {
  const navigation = useNavigation();
  const location = useLocation();
  const revalidator = useRevalidator();
  const loading =
    (navigation.state === "loading" && navigation.location?.pathname === location.pathname) ||
    revalidator.state === "loading";
  return { loading, revalidator };
}

/** The column headers; a sortable one is a button, with an arrow for the direction it sorts in. */
function SortableHead<Row>({
  table,
  state,
  onSort,
}: {
  table: Table<Row>;
  state: ListState;
  onSort: (key: string) => void;
}) {
  return (
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
                    onClick={() => onSort(sortKey)}
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
  );
}

/** The rows; or, across every column, the error or what an empty list means. */
function TableBody<Row>({
  table,
  columnCount,
  message,
}: {
  table: Table<Row>;
  columnCount: number;
  message: ReactNode | null;
}) {
  return (
    <tbody className="divide-y divide-line">
      {message ? (
        <tr>
          <td colSpan={columnCount} className="px-4 py-12 text-center">
            <div className={inView}>{message}</div>
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
  );
}

/** A list that failed to load: the reason, and Try again. */
function ListError({ error, onRetry }: { error: string; onRetry: () => void }) {
  return (
    <>
      <p role="alert" className="inline-flex items-center gap-2 font-medium text-danger">
        <CircleAlert aria-hidden="true" className="size-5" />
        {error}
      </p>
      <div className="mt-4">
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </>
  );
}

/** A list with no rows: what that means here. */
function ListEmpty({ title, text }: { title: string; text: string }) {
  return (
    <>
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-ink-muted">{text}</p>
    </>
  );
}
