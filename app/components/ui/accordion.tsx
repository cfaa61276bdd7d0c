import * as AccordionPrimitive from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import type { FaqItem } from "../../../content/types";

/**
 * A list of questions where one answer is open at a time and clicking the open one closes it
 * (SPEC §4 FAQ). Radix supplies the button/region semantics and arrow-key movement.
 * Controlled when `value` is given, so a page can share one open index across several lists.
 */
export function FaqAccordion({
  items,
  value,
  onValueChange,
  idPrefix,
  headingLevel = 3,
}: {
  items: readonly FaqItem[];
  /** Keys are `${idPrefix}-${index}`; "" means none open. */
  value?: string;
  onValueChange?: (value: string) => void;
  idPrefix: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  const controlled = value === undefined ? {} : { value, onValueChange };
  return (
    <AccordionPrimitive.Root
      type="single"
      collapsible
      className="divide-y divide-line rounded-2xl border border-line bg-surface"
      {...controlled}
    >
      {items.map((item, index) => (
        <AccordionPrimitive.Item key={item.question} value={`${idPrefix}-${index}`}>
          <AccordionPrimitive.Header asChild>
            <Heading className="m-0">
              <AccordionPrimitive.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-base hover:text-brand-ink sm:px-6">
                <span>{item.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-ink-muted transition-transform duration-200 group-data-[state=open]:rotate-180"
                />
              </AccordionPrimitive.Trigger>
            </Heading>
          </AccordionPrimitive.Header>
          <AccordionPrimitive.Content className="px-5 pb-5 text-ink-muted leading-relaxed sm:px-6">
            {item.answer}
          </AccordionPrimitive.Content>
        </AccordionPrimitive.Item>
      ))}
    </AccordionPrimitive.Root>
  );
}
