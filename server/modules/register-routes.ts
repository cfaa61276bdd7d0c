import type { FastifyInstance } from "fastify";
import { tagRoutes } from "../http/openapi";
import type { createRouteTable } from "../http/route-table";
import { requireAdmin } from "./auth/guard";
import { appModules } from "./index";
import type { AppModule, ModuleRouteOptions, ModuleRoutes } from "./module";

/**
 * Every module's routes: the public ones as they are, the staff ones inside one scope where a
 * valid session is checked before any handler and no answer is kept by a browser or proxy.
 */
export async function registerModuleRoutes(
  app: FastifyInstance,
  { routeTable, options }: { routeTable: ReturnType<typeof createRouteTable>; options: ModuleRouteOptions },
): Promise<void> {
  for (const module of appModules) {
    if (module.publicRoutes) await app.register(tagged(module, module.publicRoutes), options);
  }
  // Everything registered in this scope needs a valid session (server/modules/auth/guard.ts).
  await app.register(async (admin) => {
    routeTable.markStaffRoutes(admin);
    requireAdmin(admin, options.services.auth);
    // Staff answers hold personal data (requesters' emails and phones): no browser or proxy keeps them.
    admin.addHook("onSend", async (_request, reply, payload) => {
      reply.header("cache-control", "no-store");
      return payload;
    });
    for (const module of appModules) {
      if (module.adminRoutes) await admin.register(tagged(module, module.adminRoutes), options);
    }
  });
}

/** A module's routes, each listed under the module's tag in the API reference unless it names its own. */
function tagged(module: AppModule, routes: ModuleRoutes): ModuleRoutes {
  return async (scope, options) => {
    tagRoutes(scope, module.tag);
    await routes(scope, options);
  };
}
