import * as Tabs from "@radix-ui/react-tabs";
import { explorerTabs } from "../../../content/home";
import { slugify } from "../../../content/slug";
import { Icon } from "../icon";

/**
 * SPEC §2 Home: six tabs, the first active. Radix gives the tab semantics and keyboard use
 * (arrow keys move between tabs, Home/End jump); the tab list scrolls sideways on a phone.
 */
export function FeatureExplorer() {
  const first = explorerTabs[0]?.label ?? "";
  return (
    <Tabs.Root defaultValue={slugify(first)} className="mt-12">
      <Tabs.List
        aria-label="Feature areas"
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:justify-center sm:px-0"
      >
        {explorerTabs.map((tab) => (
          <Tabs.Trigger
            key={tab.label}
            value={slugify(tab.label)}
            className="shrink-0 rounded-full border border-line bg-surface px-4 py-2 font-semibold text-ink-muted text-sm transition-colors hover:text-ink data-[state=active]:border-brand data-[state=active]:bg-brand data-[state=active]:text-on-brand"
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {explorerTabs.map((tab) => (
        <Tabs.Content
          key={tab.label}
          value={slugify(tab.label)}
          className="mt-8 rounded-3xl border border-line bg-surface p-6 shadow-card sm:p-10"
        >
          <div className="max-w-2xl">
            <h3 className="font-bold text-2xl">{tab.title}</h3>
            <p className="mt-2 text-ink-muted">{tab.description}</p>
          </div>
          <ul className="mt-8 grid grid-cols-2 gap-3 lg:grid-cols-4">
            {tab.items.map((item) => (
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
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
