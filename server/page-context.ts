import type { FastifyBaseLogger } from "fastify";
import type { PageCacheControl } from "./http/page-cache";
import type { Services } from "./services";

/** The services page loaders may call. Widen this Pick when a page needs another one. */
export type PageServices = Pick<
  Services,
  | "plans"
  | "demo"
  | "blog"
  | "jobOpenings"
  | "changelog"
  | "sitemap"
  | "status"
  | "statusHistory"
  | "resources"
  | "newsletter"
  | "media"
  | "productTour"
>;

/**
 * What route loaders receive as `context`: the one typed entry from pages to server code
 * (DESIGN §3: a route module renders; it never queries the database itself).
 */
export interface PageContext {
  /**
   * Marks the inline scripts we render (theme, hydration) for this response only; the server
   * turns each marked script into a CSP hash and strips the mark (ADR 006).
   */
  nonce: string;
  /** Canonical origin, for canonical URLs and Open Graph tags. */
  publicUrl: string;
  /** Where customers sign in to their workspace (CUSTOMER_SIGN_IN_URL): the staff sign-in page names it. */
  customerSignInUrl: string;
  /** The request's logger, so a loader's failure is logged with its request id. */
  log: Pick<FastifyBaseLogger, "error" | "warn" | "info">;
  services: PageServices;
  /** The time, from the server's one clock (server/clock.ts): tests move it; loaders never call `new Date()`. */
  now(): Date;
  /**
   * How this page may be reused by the rendered-page cache (ADR 010): pages that read the clock
   * say how long they stay true; side effects every view needs go through `everyView`.
   */
  pageCache: PageCacheControl;
  /**
   * The status a page should answer when a service call failed: 503 while the database cannot
   * be reached (the visitor may simply retry), 500 for anything else. Logs the failure.
   */
  loadFailed(error: unknown, what: string): 500 | 503;
  /** The inline script that ends an islands page (ADR 016): from the build, or in development from the source. */
  islandsLoaderScript?: string;
}

declare module "react-router" {
  interface AppLoadContext extends PageContext {}
}
