import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "./clock";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { ContentVersion } from "./http/content-version";
import { moduleManifests } from "./modules/index";
import type { Mailer } from "./modules/mail/mailer";
import type { ModuleManifest } from "./modules/module";
import type { StatusSources } from "./modules/status/monitor";

/** What every service may be built from. Tests pass a real database and a clock they can move. */
export interface ServiceDeps {
  db: Database;
  clock: Clock;
  config: Config;
  log: FastifyBaseLogger;
  /** Where email goes: SMTP, or null to keep it in the outbox (SMTP_URL unset). */
  mailer: Mailer | null;
  /** Signs cancellation links and keys verification-code hashes (SECRET_KEY, or one the server stored). */
  signingKey: string;
  /** What the public site shows, by version (ADR 010): services that keep something made from content key it by this. */
  contentVersion: Pick<ContentVersion, "current" | "trustworthy">;
  /** What /status checks besides the outbox: the database's probe and the page cache (server/app.ts owns both). */
  probes: Omit<StatusSources, "outbox">;
}

type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (all: infer I) => void
  ? I
  : never;
type BuiltBy<M> = M extends ModuleManifest<infer _Needs, infer Built, infer _Entity> ? Built : never;

/** Every module's services, by name: what each manifest's `services` builds. */
export type Services = UnionToIntersection<BuiltBy<(typeof moduleManifests)[number]>>;

/**
 * The one wiring point: every module's services are built here, once, from one deps object, in
 * the manifest index's order (server/modules/index.ts), and handed to routes and page loaders.
 * A module takes the services of modules before it by name; asking for one that is not built
 * yet stops the server at once, naming both.
 */
export function createServices(deps: ServiceDeps): Services {
  const built: Record<string, unknown> = {};
  for (const manifest of moduleManifests as readonly ModuleManifest<never, object, string>[]) {
    if (!manifest.services) continue;
    const available = new Proxy(
      { ...deps, ...built },
      {
        get(target, name) {
          if (typeof name === "string" && !(name in target)) {
            throw new Error(
              `Module "${manifest.name}" needs "${name}", which no module listed before it in server/modules/index.ts builds.`,
            );
          }
          return Reflect.get(target, name);
        },
      },
    );
    Object.assign(built, manifest.services(available as never));
  }
  return built as Services;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The app's services (server/app.ts decorates it), for hooks and tests. */
    services: Services;
  }
}
