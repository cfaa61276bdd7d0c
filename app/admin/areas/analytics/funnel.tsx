import type { AnalyticsReport } from "../../../../common/analytics";
import { number, percent } from "./report-format";

/** The demo funnel: visitors at each step and the share who went on, then the other events counted. */
export function Funnel({ report }: { report: AnalyticsReport }) {
  const first = report.funnel[0]?.count ?? 0;
  return (
    <section aria-labelledby="funnel-heading" className="mt-6 rounded-2xl border border-line bg-surface shadow-card">
      <div className="border-line border-b px-5 py-3">
        <h2 id="funnel-heading" className="font-semibold">
          Demo funnel
        </h2>
        <p className="text-ink-muted text-sm">Visitors per day at each step, and the share who went on.</p>
      </div>
      <table className="w-full text-left text-sm">
        <thead className="text-ink-muted">
          <tr className="border-line border-b">
            <th scope="col" className="px-5 py-2 font-semibold">
              Step
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Visitors
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              From previous step
            </th>
            <th scope="col" className="px-5 py-2 text-right font-semibold">
              From first step
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {report.funnel.map((step) => (
            <tr key={step.key} data-testid={`funnel-${step.key}`}>
              <th scope="row" className="px-5 py-2 font-normal">
                <span className="block font-medium">{step.label}</span>
                <span aria-hidden="true" className="mt-1 block h-1.5 rounded-full bg-surface-sunken">
                  <span
                    className="block h-full rounded-full bg-brand"
                    style={{ width: `${first === 0 ? 0 : Math.max(1, (step.count / first) * 100)}%` }}
                  />
                </span>
              </th>
              <td className="px-3 py-2 text-right font-semibold tabular-nums">{number(step.count)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{percent(step.fromPrevious)}</td>
              <td className="px-5 py-2 text-right tabular-nums">{percent(step.fromFirst)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="grid grid-cols-3 gap-3 border-line border-t px-5 py-3 text-sm">
        {(
          [
            ["Contact forms sent", report.events.contact_sent],
            ["Newsletter sign-ups confirmed", report.events.newsletter_confirmed],
            ["Assistant questions", report.events.assistant_asked],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt className="text-ink-muted">{label}</dt>
            <dd className="font-semibold text-lg tabular-nums">{number(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
