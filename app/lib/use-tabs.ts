import { type KeyboardEvent, useRef } from "react";
import { rovingIndex } from "./roving-index";

/**
 * The WAI-ARIA tabs pattern as prop getters: the caller keeps its own markup and state, and
 * spreads `listProps`, `tabProps(value)` and `panelProps(value)` onto it. Arrow keys (left and
 * right, or up and down when vertical) move to the next tab and select it, wrapping at the
 * ends; Home and End jump to the first and last. Only the selected tab is in the Tab order.
 *
 * Written here rather than taken from Radix (ADR 012): hydrating Radix Tabs cost the home and
 * features pages a forced style recalculation and a second render on every visit.
 */
export function useTabs({
  id,
  label,
  values,
  selected,
  onSelect,
  orientation = "horizontal",
  panels = "all",
}: {
  /**
   * The base of the tabs' and panels' ids. Given, never made with useId: both callers are islands
   * (app/islands/island.tsx), each hydrated as a tree of its own, where useId would not give the
   * ids the server rendered (scripts/check-islands.ts refuses useId there).
   */
  id: string;
  /** The tab list's accessible name. */
  label: string;
  /** Every tab's value, in order. */
  values: readonly string[];
  selected: string;
  onSelect: (value: string) => void;
  orientation?: "horizontal" | "vertical";
  /** Whether the caller renders every panel (hidden unless selected) or only the selected one. */
  panels?: "all" | "selected";
}) {
  const tabs = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (value: string) => `${id}-tab-${value}`;
  const panelId = (value: string) => `${id}-panel-${value}`;

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const target = rovingIndex(event.key, values.indexOf(selected), values.length, orientation);
    const value = target === undefined ? undefined : values[target];
    if (value === undefined) return;
    event.preventDefault();
    onSelect(value);
    tabs.current.get(value)?.focus();
  }

  return {
    listProps: { role: "tablist", "aria-label": label, "aria-orientation": orientation, onKeyDown } as const,
    tabProps: (value: string) =>
      ({
        role: "tab",
        type: "button",
        id: tabId(value),
        "aria-selected": value === selected,
        // A tab may only point at a panel that is on the page.
        "aria-controls": panels === "all" || value === selected ? panelId(value) : undefined,
        "data-state": value === selected ? "active" : "inactive",
        tabIndex: value === selected ? 0 : -1,
        onClick: () => onSelect(value),
        ref: (node: HTMLButtonElement | null) => {
          if (node) tabs.current.set(value, node);
          else tabs.current.delete(value);
        },
      }) as const,
    panelProps: (value: string) =>
      ({
        role: "tabpanel",
        id: panelId(value),
        "aria-labelledby": tabId(value),
        // The panel itself takes focus when it holds nothing focusable, as the pattern asks.
        tabIndex: 0,
        hidden: value !== selected,
        "data-state": value === selected ? "active" : "inactive",
      }) as const,
  };
}
