import type { FastifyInstance } from "fastify";
import { type ApiTag, tagRoutes } from "../http/openapi";
import type { createRouteTable } from "../http/route-table";
import { requireAdmin } from "./auth/guard";
import { modules } from "./index";
import type { ModuleRouteOptions, ModuleRoutes } from "./module";
import { applyStaffAccess } from "./staff-access";

/** The API reference's areas, one per tag the manifests name, in the index's order. */
export const moduleTags = (): ApiTag[] => [
  ...new Map(modules.flatMap((module) => (module.tag ? [[module.tag.name, module.tag] as const] : []))).values(),
];

/**
 * Every module's routes: the public ones as they are, the staff ones inside one scope where a
 * valid session is checked before any handler and no answer is kept by a browser or proxy.
 */
export async function registerModuleRoutes(
  app: FastifyInstance,
  { routeTable, options }: { routeTable: ReturnType<typeof createRouteTable>; options: ModuleRouteOptions },
): Promise<void> {
  for (const module of modules) {
    if (module.publicRoutes) await app.register(tagged(module.tag, module.publicRoutes), options);
  }
  // Everything registered in this scope needs a valid session, and the permission its module's
  // manifest names for it (server/modules/auth/guard.ts, server/modules/staff-access.ts).
  await app.register(async (staff) => {
    routeTable.markStaffRoutes(staff);
    requireAdmin(staff, options.services.auth);
    // Staff answers hold personal data (requesters' emails and phones): no browser or proxy keeps them.
    staff.addHook("onSend", async (_request, reply, payload) => {
      reply.header("cache-control", "no-store");
      return payload;
    });
    for (const module of modules) {
      const { staffRoutes } = module;
      if (!staffRoutes) continue;
      let allMatched = () => {};
      await staff.register(async (scope) => {
        allMatched = applyStaffAccess(scope, module);
        await tagged(module.tag, staffRoutes)(scope, options);
      });
      allMatched();
    }
  });
}

/** A module's routes, each listed under the module's tag in the API reference unless it names its own. */
function tagged(tag: ApiTag | undefined, routes: ModuleRoutes): ModuleRoutes {
  return async (scope, options) => {
    tagRoutes(scope, tag);
    await routes(scope, options);
  };
}
