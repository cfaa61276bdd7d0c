import type { AnalyticsFilterKey } from "../../../../common/analytics";
import { ctaLabel } from "../../../../common/ctas";

/** How the analytics page names a filter: the page, referrer, UTM or device it narrows the report to. */
export const filterLabels: Record<AnalyticsFilterKey, string> = {
  path: "Page",
  referrer: "Referrer",
  utm_source: "UTM source",
  utm_campaign: "UTM campaign",
  device: "Device",
};

/** A count as the page shows it (1,234), and a share as a percent with one decimal ("—" when there is none). */
export const number = (value: number) => value.toLocaleString("en-US");
export const percent = (share: number | null) => (share === null ? "—" : `${Math.round(share * 1000) / 10}%`);
/** How an empty key reads: a direct visit, or no UTM value. */
export const keyLabel = (dimension: AnalyticsFilterKey | "utm_medium" | "cta", key: string) =>
  key === "" ? (dimension === "referrer" ? "Direct" : "(none)") : dimension === "cta" ? ctaLabel(key) : key;

/** The search params with some changed ("" or null removes one). */
export function withParams(searchParams: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(searchParams);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  const text = next.toString();
  return text ? `?${text}` : "?";
}
