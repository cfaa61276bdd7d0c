import { flexRender, type Table } from "@tanstack/react-table";
import { type ReactNode, useId } from "react";
import { cn } from "../../lib/cn";
import type { ListState } from "../lib/list-query";

/** A column's header as words: its own text, or its id where the header draws something else. */
function headerText<Row>(table: Table<Row>, columnId: string): string {
  const header = table.getColumn(columnId)?.columnDef.header;
  return typeof header === "string" ? header : columnId;
}

/**
 * The table's rows as cards, for a phone: a table of six columns is three times a phone's width,
 * so each row becomes a card that lists its cells under their column names, with the row's
 * buttons at the foot. The sort the column headers offer is a select above the cards.
 * The cards draw the table's own cells, so a column's cell is written once for both.
 */
export function RowCards<Row>({
  table,
  caption,
  state,
  onSort,
  message,
  loading,
}: {
  table: Table<Row>;
  caption: string;
  state: ListState;
  onSort: (sort: string, order: "asc" | "desc") => void;
  /** The error or empty state, shown instead of the cards. */
  message: ReactNode | null;
  loading: boolean;
}) {
  return (
    <div className={cn(loading && "opacity-60")} aria-busy={loading}>
      <CardSort table={table} state={state} onSort={onSort} />
      {message ? (
        <div className="px-4 py-12 text-center">{message}</div>
      ) : (
        <ul aria-label={caption} className="divide-y divide-line border-line border-t">
          {table.getRowModel().rows.map((row) => {
            const cells = row.getVisibleCells();
            const actions = cells.find((cell) => cell.column.id === "actions");
            return (
              <li key={row.id} className="px-4 py-3">
                <dl className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-3 gap-y-2 text-sm">
                  {cells
                    .filter((cell) => cell !== actions)
                    .map((cell) => (
                      <div key={cell.id} className="contents">
                        <dt className="text-ink-muted">{headerText(table, cell.column.id)}</dt>
                        <dd className="min-w-0 [overflow-wrap:anywhere]">
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </dd>
                      </div>
                    ))}
                </dl>
                {actions && (
                  <div className="mt-2 flex justify-end">
                    {flexRender(actions.column.columnDef.cell, actions.getContext())}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** The cards' sort: every sortable column, each way, as one select. */
function CardSort<Row>({
  table,
  state,
  onSort,
}: {
  table: Table<Row>;
  state: ListState;
  onSort: (sort: string, order: "asc" | "desc") => void;
}) {
  const id = useId();
  const sortable = table
    .getAllLeafColumns()
    .flatMap((column) => (column.columnDef.meta?.sortKey ? [{ key: column.columnDef.meta.sortKey, column }] : []));
  if (sortable.length === 0) return null;
  return (
    <div className="flex items-center gap-2 border-line border-t px-4 py-3 text-sm">
      <label htmlFor={id} className="text-ink-muted">
        Sort by
      </label>
      <select
        id={id}
        value={`${state.sort}:${state.order}`}
        onChange={(event) => {
          const [sort = state.sort, order] = event.target.value.split(":");
          onSort(sort, order === "desc" ? "desc" : "asc");
        }}
        className="min-w-0 flex-1 rounded-lg border border-line-strong bg-surface px-2 py-1.5 text-ink"
      >
        {sortable.flatMap(({ key, column }) =>
          (["asc", "desc"] as const).map((order) => (
            <option key={`${key}:${order}`} value={`${key}:${order}`}>
              {headerText(table, column.id)} ({order === "asc" ? "ascending" : "descending"})
            </option>
          )),
        )}
      </select>
    </div>
  );
}
