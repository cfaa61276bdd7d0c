import { type ReactNode, Suspense, useState } from "react";
import { Skeleton } from "../../components/ui/skeleton";
import { cn } from "../../lib/cn";
import { ChartTableToggle } from "./chart-table-toggle";

export interface ChartTableRow {
  key: string;
  /** The row's label (a day, a week), read as the header of its row. */
  label: ReactNode;
  /** The counts, one per column after the first, right-aligned. */
  values: ReactNode[];
}

/**
 * A card with a chart for the eye and the same numbers as a table: for screen readers the table is
 * always in the page (visually hidden), and anyone can switch to it. The chart is given as an
 * element of a lazily loaded component (recharts is a chunk of its own), shown with a skeleton
 * until it arrives.
 */
export function ChartCard({
  id,
  title,
  summary,
  chart,
  chartTestId,
  caption,
  columns,
  rows,
  scrollTable = false,
}: {
  id: string;
  title: string;
  /** The line under the title: a total, or the series' legend. */
  summary: ReactNode;
  chart: ReactNode;
  chartTestId: string;
  caption: string;
  /** The table's column headings: the label column first, then one per value. */
  columns: [string, ...string[]];
  rows: ChartTableRow[];
  /** Long tables (a day per row) scroll inside the card once shown. */
  scrollTable?: boolean;
}) {
  const [asTable, setAsTable] = useState(false);
  const headingId = `${id}-heading`;
  const [labelColumn, ...valueColumns] = columns;
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-2xl border border-line bg-surface shadow-card">
      <div className="flex flex-wrap items-center justify-between gap-3 border-line border-b px-5 py-3">
        <div>
          <h2 id={headingId} className="font-semibold">
            {title}
          </h2>
          <p className="text-ink-muted text-sm">{summary}</p>
        </div>
        <ChartTableToggle asTable={asTable} onToggle={() => setAsTable(!asTable)} />
      </div>
      <div className="p-4">
        {!asTable && (
          <div aria-hidden="true" className="h-64" data-testid={chartTestId}>
            <Suspense fallback={<Skeleton className="size-full" />}>{chart}</Suspense>
          </div>
        )}
        <div className={cn(!asTable && "sr-only", scrollTable && "max-h-96 overflow-y-auto")}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="text-ink-muted">
              <tr className="border-line border-b">
                <th scope="col" className="px-3 py-2 font-semibold">
                  {labelColumn}
                </th>
                {valueColumns.map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 text-right font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row" className="px-3 py-2 font-normal">
                    {row.label}
                  </th>
                  {row.values.map((value, index) => (
                    <td key={valueColumns[index]} className="px-3 py-2 text-right tabular-nums">
                      {value}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
