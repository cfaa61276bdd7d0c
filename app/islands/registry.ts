import type { ComponentType } from "react";
import { AssistantWidget } from "../components/assistant/assistant-widget";
import { CapabilityGrid } from "../components/features/capability-grid";
import { CategoryExplorer } from "../components/features/category-explorer";
import { FeaturePageFaq } from "../components/features/page-faq";
import { FeatureExplorer } from "../components/home/feature-explorer";
import { IntegrationsGrid } from "../components/home/integrations-grid";
import { LogoCarousel } from "../components/home/logo-carousel";
import { TypedHeadline } from "../components/home/typed-headline";
import { CustomCursor } from "../components/layout/custom-cursor";
import { SiteHeader } from "../components/layout/site-header";
import { LiveChatButton } from "../components/pricing/live-chat-button";
import { ReloadingPricingError } from "../components/pricing/plan-states";
import { FaqAccordion } from "../components/ui/accordion";
import type { JsonSafe, PropsOf } from "./json-props";
import { DemoRedirect, RememberLanding } from "./page-effects";

/**
 * Every island, by name (ADR 016). The server renders an island where a page places
 * `<Island name=… props=…>`; in the browser, boot.client.tsx hydrates each by this name.
 *
 * Each is named after its component (`siteHeader` is `SiteHeader`; registry.test.ts checks it).
 * Its props must be JSON: `<Island>` takes them as `IslandProps`, where a callback is `never`.
 * It and everything it imports must not import React Router (links go through `SiteLink`) nor
 * use `useId` (it hydrates as a tree of its own: pass ids in): scripts/check-islands.ts, run by
 * `npm run lint`, checks every module this file reaches.
 */
export const islands = {
  siteHeader: SiteHeader,
  rememberLanding: RememberLanding,
  assistantWidget: AssistantWidget,
  customCursor: CustomCursor,
  typedHeadline: TypedHeadline,
  demoRedirect: DemoRedirect,
  featureExplorer: FeatureExplorer,
  logoCarousel: LogoCarousel,
  integrationsGrid: IntegrationsGrid,
  faqAccordion: FaqAccordion,
  categoryExplorer: CategoryExplorer,
  capabilityGrid: CapabilityGrid,
  featurePageFaq: FeaturePageFaq,
  reloadingPricingError: ReloadingPricingError,
  liveChatButton: LiveChatButton,
} satisfies Record<string, ComponentType<never>>;

export type IslandName = keyof typeof islands;
/** What `<Island name>` takes: the component's props, each as JSON brings it back (a function is `never`). */
export type IslandProps<Name extends IslandName> = JsonSafe<PropsOf<(typeof islands)[Name]>>;
