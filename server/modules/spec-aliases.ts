import type { FastifyInstance, HTTPMethods } from "fastify";

/**
 * Staff reads and writes live under `/api/admin/<area>`, where `<area>` is the back office's own
 * page (`/admin/demo-requests` → `/api/admin/demo-requests`). Other addresses that must keep
 * answering are listed here, and only here, each with the canonical route it serves: the alias
 * is that route registered a second time, with its schemas, handler and scope (so the same
 * staff check), and answers exactly as it does. Only SPEC §7's addresses are here: our own
 * clients (the back office, tests, scripts) call the canonical ones.
 */
export interface RouteAlias {
  method: Exclude<HTTPMethods, "HEAD" | "OPTIONS">;
  /** The address clients call. */
  url: string;
  /** The canonical route's address (same method), as its module registers it. */
  serves: string;
}

export const routeAliases: readonly RouteAlias[] = [
  // SPEC §7: the plan, blog and job-opening writes, with the admin token.
  { method: "POST", url: "/api/plans", serves: "/api/admin/plans" },
  { method: "PUT", url: "/api/plans/:id", serves: "/api/admin/plans/:id" },
  { method: "DELETE", url: "/api/plans/:id", serves: "/api/admin/plans/:id" },
  { method: "POST", url: "/api/blog", serves: "/api/admin/blog" },
  { method: "PUT", url: "/api/blog/:id", serves: "/api/admin/blog/:id" },
  { method: "DELETE", url: "/api/blog/:id", serves: "/api/admin/blog/:id" },
  { method: "POST", url: "/api/job-openings", serves: "/api/admin/job-openings" },
  { method: "PUT", url: "/api/job-openings/:id", serves: "/api/admin/job-openings/:id" },
  { method: "DELETE", url: "/api/job-openings/:id", serves: "/api/admin/job-openings/:id" },
  // SPEC §7: staff list and delete demo requests at the address visitors book through.
  { method: "GET", url: "/api/schedule-demo", serves: "/api/admin/demo-requests" },
  { method: "DELETE", url: "/api/schedule-demo/:id", serves: "/api/admin/demo-requests/:id" },
  // SPEC §7: the dashboard summary.
  { method: "GET", url: "/api/admin", serves: "/api/admin/dashboard" },
  // SPEC §7 shows these without a token; DESIGN §4 requires one, like every other write.
  { method: "POST", url: "/api/v1/changelogs", serves: "/api/admin/changelog" },
  { method: "PUT", url: "/api/v1/changelogs/:id", serves: "/api/admin/changelog/:id" },
  { method: "DELETE", url: "/api/v1/changelogs/:id", serves: "/api/admin/changelog/:id" },
];

/**
 * Registers each alias beside the route it serves, as that route is registered (so in its scope),
 * and refuses to start when an alias names a route nobody registered.
 */
export function registerRouteAliases(app: FastifyInstance, aliases: readonly RouteAlias[] = routeAliases): void {
  const registered = new Set<RouteAlias>();
  app.addHook("onRoute", function registerAliasesOf(route) {
    for (const method of [route.method].flat()) {
      for (const alias of aliases) {
        if (alias.method !== method || alias.serves !== route.url || registered.has(alias)) continue;
        registered.add(alias);
        const { path: _path, routePath: _routePath, prefix: _prefix, ...options } = route;
        this.route({ ...options, method, url: alias.url });
      }
    }
  });
  app.addHook("onReady", async () => {
    const missing = aliases.filter((alias) => !registered.has(alias));
    if (missing.length > 0) {
      throw new Error(
        `Route aliases serve routes that do not exist: ${missing.map((alias) => `${alias.method} ${alias.serves}`).join(", ")}`,
      );
    }
  });
}
