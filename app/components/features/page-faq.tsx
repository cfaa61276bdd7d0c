import type { FaqItem } from "../../../content/types";
import { useSharedValue } from "../../islands/shared-value";
import { FaqAccordion } from "../ui/accordion";

/**
 * One feature's questions on a feature page, an island. SPEC §9: one question is open on the
 * whole page, across every feature's list, so the lists of one page share the open question's
 * key (`group`); a list whose questions do not have that key shows them all closed.
 */
export function FeaturePageFaq({
  group,
  items,
  idPrefix,
}: {
  group: string;
  items: readonly FaqItem[];
  idPrefix: string;
}) {
  const [open, setOpen] = useSharedValue(group);
  return <FaqAccordion items={items} idPrefix={idPrefix} headingLevel={4} value={open} onValueChange={setOpen} />;
}
