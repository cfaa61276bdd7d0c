import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Clock } from "../clock";
import type { Config } from "../config";
import type { ApiTag } from "../http/openapi";
import type { Services } from "../services";

/**
 * What every module's route plugins receive: the services, built once (server/services.ts), the
 * configuration, and the server's one clock (a route that stamps a time reads it there).
 */
export interface ModuleRouteOptions {
  services: Services;
  config: Config;
  clock: Clock;
}

export type ModuleRoutes = FastifyPluginAsyncZod<ModuleRouteOptions>;

/**
 * A module's HTTP side (docs/adding-a-module.md). `publicRoutes` answer anyone; `adminRoutes`
 * are registered inside the admin scope, where a valid session is checked before any handler.
 */
export interface AppModule {
  name: string;
  /** The area its routes are listed under in the API reference (/api/docs); a route may name its own `tags`. */
  tag?: ApiTag;
  publicRoutes?: ModuleRoutes;
  adminRoutes?: ModuleRoutes;
}
