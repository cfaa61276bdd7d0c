import type { FastifyInstance } from "fastify";
import type { Permission } from "../../common/permissions";
import type { ModuleManifest, StaffRouteKey } from "./module";
import { routeAliases } from "./spec-aliases";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The permission a staff route needs, from its module's manifest (server/modules/staff-access.ts). */
    permission?: Permission;
  }
}

/** The key a staff route is declared under: a HEAD route is its GET's, an alias its route's. */
function declaredKey(method: string, url: string): StaffRouteKey {
  const asked = method === "HEAD" ? "GET" : method;
  const alias = routeAliases.find((candidate) => candidate.method === asked && candidate.url === url);
  return `${asked} ${alias ? alias.serves : url}` as StaffRouteKey;
}

/**
 * Gives each staff route the module registers, in `scope`, the permission its manifest declares
 * for it (the staff guard reads it: server/modules/auth/guard.ts). A route the manifest does not
 * name stops the start, so no staff route can be reached on a session alone. Returns the check to
 * run once the module's routes are registered: every entry of the manifest must have matched a
 * route (a mistyped one would otherwise guard nothing, silently).
 */
export function applyStaffAccess(
  scope: FastifyInstance,
  module: Pick<ModuleManifest, "name" | "staffAccess">,
): () => void {
  const declared = module.staffAccess ?? {};
  const matched = new Set<string>();
  scope.addHook("onRoute", (route) => {
    const methods = [route.method].flat();
    const keys = methods.map((method) => declaredKey(method, route.url));
    const needed = new Set(keys.map((key) => declared[key]));
    const [permission] = needed;
    if (!permission || needed.size > 1) {
      throw new Error(
        `${methods.join(",")} ${route.url} is a staff route of the ${module.name} module with no single permission ` +
          `in its manifest's staffAccess (${keys.join(", ")})`,
      );
    }
    for (const key of keys) matched.add(key);
    route.config = { ...route.config, permission };
  });
  return () => {
    const unmatched = Object.keys(declared).filter((key) => !matched.has(key));
    if (unmatched.length > 0) {
      throw new Error(
        `The ${module.name} module's staffAccess names routes it does not register: ${unmatched.join(", ")}`,
      );
    }
  };
}
