import type { FastifyBaseLogger } from "fastify";
import type { PlanService } from "./modules/plans/service";

/**
 * What route loaders receive as `context`: the one typed entry from pages to server code
 * (DESIGN §3: a route module renders; it never queries the database itself).
 */
export interface PageContext {
  /** The CSP nonce of this response, for the inline scripts React Router and the theme need. */
  nonce: string;
  /** Canonical origin, for canonical URLs and Open Graph tags. */
  publicUrl: string;
  /** The request's logger, so a loader's failure is logged with its request id. */
  log: Pick<FastifyBaseLogger, "error" | "warn" | "info">;
  services: {
    plans: Pick<PlanService, "list">;
  };
}

declare module "react-router" {
  interface AppLoadContext extends PageContext {}
}
