import type { ComponentProps, ComponentType } from "react";
import { CapabilityGrid } from "../components/features/capability-grid";
import { CategoryExplorer } from "../components/features/category-explorer";
import { FeaturePageFaq } from "../components/features/page-faq";
import { FeatureExplorer } from "../components/home/feature-explorer";
import { IntegrationsGrid } from "../components/home/integrations-grid";
import { LogoCarousel } from "../components/home/logo-carousel";
import { TypedHeadline } from "../components/home/typed-headline";
import { AssistantWidget } from "../components/layout/assistant-widget";
import { CustomCursor } from "../components/layout/custom-cursor";
import { SiteHeader } from "../components/layout/site-header";
import { ReloadingPricingError } from "../components/pricing/plan-states";
import { FaqAccordion } from "../components/ui/accordion";
import { DemoRedirect, RememberLanding } from "./page-effects";

/**
 * Every island, by name (ADR 016). The server renders an island where a page places
 * `<Island name=… props=…>`; in the browser, boot.client.tsx hydrates each by this name.
 *
 * An island's component must not import React Router (links go through `SiteLink`), nor use
 * `useId` (it hydrates as a tree of its own: pass ids in), and its props must be JSON.
 */
export const islands = {
  siteHeader: SiteHeader,
  rememberLanding: RememberLanding,
  assistant: AssistantWidget,
  customCursor: CustomCursor,
  typedHeadline: TypedHeadline,
  demoRedirect: DemoRedirect,
  homeFeatureExplorer: FeatureExplorer,
  logoCarousel: LogoCarousel,
  integrations: IntegrationsGrid,
  faq: FaqAccordion,
  featureExplorer: CategoryExplorer,
  capabilityGrid: CapabilityGrid,
  featurePageFaq: FeaturePageFaq,
  pricingError: ReloadingPricingError,
} satisfies Record<string, ComponentType<never>>;

export type IslandName = keyof typeof islands;
export type IslandProps<Name extends IslandName> = ComponentProps<(typeof islands)[Name]>;
