import { useState } from "react";
import { slugify } from "../../../common/slug";
import { explorerTabs } from "../../../content/home";
import { useTabs } from "../../lib/use-tabs";
import { Icon } from "../icon";

const values = explorerTabs.map((tab) => slugify(tab.label));

/**
 * SPEC §2 Home: six tabs, the first active. useTabs gives the tab semantics and keyboard use
 * (arrow keys move between tabs, Home/End jump); the tab list scrolls sideways on a phone.
 * Only the selected panel is rendered: the others would add about fifty icons to every page view.
 */
export function FeatureExplorer() {
  const [selected, setSelected] = useState(values[0] ?? "");
  const tabs = useTabs({
    id: "home-explorer",
    label: "Feature areas",
    values,
    selected,
    onSelect: setSelected,
    panels: "selected",
  });
  const shown = explorerTabs[values.indexOf(selected)];
  return (
    <div className="mt-12">
      <div
        {...tabs.listProps}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:justify-center sm:px-0"
      >
        {explorerTabs.map((tab) => (
          <button
            key={tab.label}
            {...tabs.tabProps(slugify(tab.label))}
            className="shrink-0 rounded-full border border-line bg-surface px-4 py-2 font-semibold text-ink-muted text-sm transition-colors hover:text-ink data-[state=active]:border-brand data-[state=active]:bg-brand data-[state=active]:text-on-brand"
          >
            {tab.label}
          </button>
        ))}
      </div>
      {shown && (
        <div
          {...tabs.panelProps(selected)}
          className="mt-8 rounded-3xl border border-line bg-surface p-6 shadow-card sm:p-10"
        >
          <div className="max-w-2xl">
            <h3 className="font-bold text-2xl">{shown.title}</h3>
            <p className="mt-2 text-ink-muted">{shown.description}</p>
          </div>
          <ul className="mt-8 grid grid-cols-2 gap-3 lg:grid-cols-4">
            {shown.items.map((item) => (
              <li
                key={item.name}
                className="flex items-center gap-3 rounded-xl bg-surface-muted p-3 font-medium text-sm sm:p-4"
              >
                <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand-ink">
                  <Icon name={item.icon} className="size-[1.125rem]" />
                </span>
                {item.name}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
