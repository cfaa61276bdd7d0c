/**
 * Type tests, run by `npm run typecheck`: each `@ts-expect-error` fails the check if the line it
 * marks compiles, so these prove what an island's props refuse. Never imported; nothing runs.
 */
import type { FaqItem } from "../../content/types";
import { Island } from "./island";
import type { JsonSafe } from "./json-props";

const items: readonly FaqItem[] = [{ question: "Is there a free trial?", answer: "Yes, for 14 days." }];

// A registered island with JSON props: accepted, optional props left out.
export const placed = <Island name="faqAccordion" props={{ items, idPrefix: "faq" }} />;

// FaqAccordion declares an optional callback; as an island it cannot be given one (JSON drops it).
// @ts-expect-error a function prop is refused
export const withCallback = <Island name="faqAccordion" props={{ items, idPrefix: "faq", onValueChange: () => {} }} />;

// The same rules on their own, for props an island may declare later.
type Props = {
  label: string;
  count?: number;
  tags: readonly string[];
  nested: { id: string; flags: boolean[]; note: string | null };
};
export const json: JsonSafe<Props> = { label: "a", tags: ["b"], nested: { id: "c", flags: [true], note: null } };

// @ts-expect-error a function is dropped by JSON
export const fn: JsonSafe<{ onPick: (id: string) => void }> = { onPick: () => {} };
// @ts-expect-error a Date arrives as a string
export const date: JsonSafe<{ at: Date }> = { at: new Date() };
// @ts-expect-error a Map arrives as {}
export const map: JsonSafe<{ byId: Map<string, string> }> = { byId: new Map() };
// @ts-expect-error undefined in an array arrives as null
export const holes: JsonSafe<{ values: (string | undefined)[] }> = { values: ["a", undefined] };
// @ts-expect-error a bigint makes JSON.stringify throw
export const big: JsonSafe<{ total: bigint }> = { total: 1n };
