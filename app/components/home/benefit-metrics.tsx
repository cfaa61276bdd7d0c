import { benefitMetrics } from "../../../content/home";

export function BenefitMetrics() {
  return (
    <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {benefitMetrics.map((metric) => (
        <li key={metric.label} className="rounded-2xl border border-line bg-surface p-6 shadow-card">
          <p className="font-extrabold text-4xl text-brand-ink tracking-tight">{metric.value}</p>
          <h3 className="mt-2 font-semibold">{metric.label}</h3>
          <p className="mt-2 text-ink-muted text-sm leading-relaxed">{metric.description}</p>
        </li>
      ))}
    </ul>
  );
}
