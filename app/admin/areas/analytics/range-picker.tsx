import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { AnalyticsReport } from "../../../../common/analytics";
import { Button } from "../../../components/ui/button";
import { inputClasses } from "../../../components/ui/form-field";
import { cn } from "../../../lib/cn";
import { withParams } from "./report-format";

const quickRanges = [
  { value: "7d", label: "7 days" },
  { value: "30d", label: "30 days" },
  { value: "90d", label: "90 days" },
] as const;

/** The report's range: a quick range (7, 30 or 90 days), or From and To of one's own. */
export function RangePicker({ report }: { report?: AnalyticsReport }) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const fromId = useId();
  const toId = useId();
  const custom = searchParams.has("from") || searchParams.has("to");
  const current = custom ? null : (searchParams.get("range") ?? "30d");
  const [from, setFrom] = useState(report?.from ?? searchParams.get("from") ?? "");
  const [to, setTo] = useState(report?.to ?? searchParams.get("to") ?? "");
  // The fields show the range the numbers are for, unless the person has typed in them since they
  // last chose a range (applied these fields, or a quick range): a report that arrives while they
  // type must not undo their typing. A busy machine showed it: the From typed while the 90 days
  // loaded was replaced by the 90 days' own, which then blocked the form (From after To).
  const typed = useRef(false);
  useEffect(() => {
    if (report && !typed.current) {
      setFrom(report.from);
      setTo(report.to);
    }
  }, [report]);

  function apply(event: FormEvent) {
    event.preventDefault();
    if (!from || !to) return;
    typed.current = false;
    navigate(withParams(searchParams, { from, to, range: null }), { preventScrollReset: true });
  }

  return (
    <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
      <nav aria-label="Range">
        <ul className="flex gap-1 rounded-lg border border-line bg-surface p-1">
          {quickRanges.map((range) => (
            <li key={range.value}>
              <Link
                to={withParams(searchParams, { range: range.value, from: null, to: null })}
                onClick={() => {
                  typed.current = false;
                }}
                preventScrollReset
                aria-current={current === range.value ? "page" : undefined}
                className={cn(
                  "block rounded-md px-3 py-1.5 font-medium text-sm",
                  current === range.value ? "bg-brand text-on-brand" : "text-ink-muted hover:bg-surface-muted",
                )}
              >
                {range.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form onSubmit={apply} className="flex flex-wrap items-end gap-2" aria-label="Custom range">
        <div>
          <label htmlFor={fromId} className="block font-medium text-ink-muted text-xs">
            From
          </label>
          <input
            id={fromId}
            type="date"
            value={from}
            max={to || undefined}
            onChange={(event) => {
              typed.current = true;
              setFrom(event.target.value);
            }}
            className={cn(inputClasses, "py-1.5")}
          />
        </div>
        <div>
          <label htmlFor={toId} className="block font-medium text-ink-muted text-xs">
            To
          </label>
          <input
            id={toId}
            type="date"
            value={to}
            min={from || undefined}
            onChange={(event) => {
              typed.current = true;
              setTo(event.target.value);
            }}
            className={cn(inputClasses, "py-1.5")}
          />
        </div>
        <Button type="submit" variant="secondary" size="sm">
          Apply range
        </Button>
      </form>
    </div>
  );
}
