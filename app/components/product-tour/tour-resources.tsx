import type { TourResource } from "../../../content/product-tour-resources";
import { Icon } from "../icon";
import { InertButton } from "../ui/inert-button";

/** Resource cards whose buttons are not wired up yet (SPEC §2: they do nothing). */
export function TourResources({ resources }: { resources: readonly TourResource[] }) {
  return (
    <ul className="mt-12 grid gap-6 md:grid-cols-3">
      {resources.map((resource) => (
        <li key={resource.title} className="flex flex-col rounded-2xl border border-line bg-surface p-6 shadow-card">
          <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-soft text-brand-ink">
            <Icon name={resource.icon} />
          </span>
          <h3 className="mt-4 font-semibold">{resource.title}</h3>
          <p className="mt-2 flex-1 text-ink-muted text-sm leading-relaxed">{resource.text}</p>
          <InertButton className="mt-6 self-start">{resource.action}</InertButton>
        </li>
      ))}
    </ul>
  );
}
