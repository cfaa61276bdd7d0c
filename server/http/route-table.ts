import type { FastifyInstance, FastifySchema } from "fastify";

/** A registered route: what the fuzz suite sends requests to, and what the route-table tests walk. */
export interface RouteRecord {
  method: string;
  url: string;
  schema?: FastifySchema;
  /** Registered in the staff scope: a valid session is checked before its handler runs. */
  staff: boolean;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every route the app registered, in order (server/http/route-table.ts). */
    routeTable(): readonly RouteRecord[];
  }
}

/**
 * Records every route as it is registered. `recordRoutes` goes on the root before any route;
 * `markStaffRoutes` on the staff scope, whose routes it notes (hook order between scopes does not
 * matter: the flag is looked up when the table is read).
 */
export function createRouteTable() {
  const routes: Omit<RouteRecord, "staff">[] = [];
  const staff = new Set<string>();
  const keyOf = (method: string, url: string) => `${method} ${url}`;
  return {
    recordRoutes(app: FastifyInstance): void {
      app.addHook("onRoute", (route) => {
        for (const method of [route.method].flat()) routes.push({ method, url: route.url, schema: route.schema });
      });
      app.decorate("routeTable", () =>
        routes.map((route) => ({ ...route, staff: staff.has(keyOf(route.method, route.url)) })),
      );
    },
    markStaffRoutes(scope: FastifyInstance): void {
      scope.addHook("onRoute", (route) => {
        for (const method of [route.method].flat()) staff.add(keyOf(method, route.url));
      });
    },
  };
}
