import type { CtaName } from "../../common/ctas";

// The list lives in common/: the server checks the analytics beacon's names against it.
export { type CtaName, ctas } from "../../common/ctas";

/** The attribute to spread on a call to action: `<a {...cta("pricing-schedule-call")} …>`. */
export function cta(name: CtaName): { "data-cta": CtaName } {
  return { "data-cta": name };
}
