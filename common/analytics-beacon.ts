import { ctas } from "./ctas";
import { z } from "./zod";

export const ctaBeaconMessages = {
  unknownCta: "Unknown call to action",
  notJson: 'The body must be JSON: { "cta": "<name>", "path": "/page" }',
  crossSite: "Clicks are counted only from this site's own pages.",
} as const;

const ctaNames = Object.keys(ctas) as [keyof typeof ctas, ...(keyof typeof ctas)[]];

/** A click on a call to action, as the browser's beacon sends it (common/ctas.ts `ctaBeaconPath`). */
export const ctaBeaconSchema = z.object({
  cta: z.enum(ctaNames, { error: ctaBeaconMessages.unknownCta }),
  path: z.string().max(512, "Path must be at most 512 characters").optional(),
});
