import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Permission } from "../../common/permissions";
import type { Clock } from "../clock";
import type { Config } from "../config";
import type { ContentArea } from "../content-areas";
import type { ApiTag } from "../http/openapi";
import type { ServiceDeps, Services } from "../services";

/**
 * What every module's route plugins receive: the services, built once from the manifests
 * (server/services.ts), the configuration, and the server's one clock (a route that stamps a
 * time reads it there).
 */
export interface ModuleRouteOptions {
  services: Services;
  config: Config;
  clock: Clock;
  /** The manifest index, for routes that describe the modules (the audit log's kinds of record). */
  modules: readonly ModuleManifest<never, object, string>[];
}

export type ModuleRoutes = FastifyPluginAsyncZod<ModuleRouteOptions>;

/**
 * A kind of record the module's staff writes name in the audit log: what staff call it (the log's
 * Record column and filter), and the back-office page that shows it. A page with `:id` is one
 * record's own page, so a deleted record's row has no link.
 */
export interface AuditEntityDeclaration {
  label: string;
  page?: string;
}

/** A staff route as its manifest names it: the method, a space, and the URL as registered. */
export type StaffRouteKey = `${"GET" | "POST" | "PUT" | "PATCH" | "DELETE"} /api/${string}`;

/**
 * A module's manifest (docs/adding-a-module.md): everything the rest of the server knows about
 * it, in one place. The central lists (the services, the routes, the API reference's tags, the
 * audit log's kinds of record, what follows a public write) are read off the manifests in
 * server/modules/index.ts; none is edited by hand.
 *
 * `Needs` is what its services are built from: `ServiceDeps`, and the services of modules listed
 * before it in the index, by name. `Built` is what it adds to `Services`.
 */
export interface ModuleManifest<Needs = unknown, Built extends object = object, Entity extends string = string> {
  name: string;
  /** The area its routes are listed under in the API reference (/api/docs); a route may name its own `tags`. */
  tag?: ApiTag;
  /** Builds the module's services, once per app. */
  services?: (deps: ServiceDeps & Needs) => Built;
  /** Routes anyone may call. */
  publicRoutes?: ModuleRoutes;
  /**
   * Routes registered inside the staff scope, where a valid session is checked before any
   * handler (server/modules/register-routes.ts).
   */
  staffRoutes?: ModuleRoutes;
  /**
   * The permission each of its staff routes needs (common/permissions.ts), by method and URL: a
   * HEAD route needs its GET's, an alias its route's. A staff route missing here stops the start,
   * and so does an entry no route matches (server/modules/staff-access.ts).
   */
  staffAccess?: Readonly<Partial<Record<StaffRouteKey, Permission>>>;
  /** The kinds of record its staff writes name in the audit log (an unlisted name is a type error). */
  auditEntities?: Readonly<Record<Entity, AuditEntityDeclaration>>;
  /**
   * The part of the public site its records are (ADR 010): a public write to one of them moves
   * that area's content version, so cached pages made from it start over on every instance, and
   * the assistant re-reads that source (ADR 030).
   */
  contentArea?: { area: ContentArea; entities: readonly Entity[] };
}

/** Declares a module, keeping the exact types of its services and audit entities for the index. */
export function defineModule<Needs = unknown, Built extends object = object, Entity extends string = never>(
  manifest: ModuleManifest<Needs, Built, Entity>,
): ModuleManifest<Needs, Built, Entity> {
  return manifest;
}
