import { useId } from "react";
import { Link, useSearchParams } from "react-router";
import { type AnalyticsCount, type AnalyticsFilterKey, analyticsFilterKeys } from "../../../../common/analytics";
import { filterLabels, keyLabel, number, withParams } from "./report-format";

/** A top list as a table; an entry of a filterable dimension is a link that sets its filter. */
export function TopList({
  title,
  entries,
  dimension,
  itemHeader,
}: {
  title: string;
  entries: AnalyticsCount[];
  dimension: AnalyticsFilterKey | "utm_medium" | "cta";
  itemHeader: string;
}) {
  const [searchParams] = useSearchParams();
  const headingId = useId();
  const filterable = (analyticsFilterKeys as readonly string[]).includes(dimension);
  const views = dimension === "cta" ? "Clicks" : "Views";
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-line bg-surface shadow-card">
      <h2 id={headingId} className="border-line border-b px-5 py-3 font-semibold">
        {title}
      </h2>
      {entries.length === 0 ? (
        <p className="px-5 py-4 text-ink-muted text-sm">Nothing counted in this range.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="text-ink-muted">
            <tr className="border-line border-b">
              <th scope="col" className="px-5 py-2 font-semibold">
                {itemHeader}
              </th>
              <th scope="col" className="w-20 px-3 py-2 text-right font-semibold">
                {views}
              </th>
              <th scope="col" className="w-24 px-5 py-2 text-right font-semibold">
                Visitors
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {entries.map((entry) => (
              <tr key={entry.key}>
                <th scope="row" className="max-w-0 px-5 py-2 font-normal">
                  {filterable ? (
                    <Link
                      to={withParams(searchParams, { [dimension]: entry.key })}
                      preventScrollReset
                      className="block truncate font-medium hover:text-brand-ink hover:underline"
                      title={`Filter by ${filterLabels[dimension as AnalyticsFilterKey].toLowerCase()} ${keyLabel(dimension, entry.key)}`}
                    >
                      {keyLabel(dimension, entry.key)}
                    </Link>
                  ) : (
                    <span className="block truncate">{keyLabel(dimension, entry.key)}</span>
                  )}
                </th>
                <td className="px-3 py-2 text-right tabular-nums">{number(entry.views)}</td>
                <td className="px-5 py-2 text-right tabular-nums">{number(entry.visitors)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
