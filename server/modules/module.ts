import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../config";
import type { Services } from "../services";

/** What every module's route plugins receive: the services, built once (server/services.ts), and the configuration. */
export interface ModuleRouteOptions {
  services: Services;
  config: Config;
}

export type ModuleRoutes = FastifyPluginAsyncZod<ModuleRouteOptions>;

/**
 * A module's HTTP side (docs/adding-a-module.md). `publicRoutes` answer anyone; `adminRoutes`
 * are registered inside the admin scope, where a valid session is checked before any handler.
 */
export interface AppModule {
  name: string;
  publicRoutes?: ModuleRoutes;
  adminRoutes?: ModuleRoutes;
}
