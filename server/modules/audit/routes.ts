import { z } from "zod";
import { auditEntrySchema, auditKindSchema, auditListQuerySchema } from "../../../common/audit";
import { listRoute } from "../list-route";
import type { ModuleRoutes } from "../module";

/**
 * GET /api/admin/audit: every back-office change, filterable by record type, action and person.
 * GET /api/admin/audit/kinds: the kinds of record it can name, as the modules' manifests declare them.
 */
export const staffRoutes: ModuleRoutes = async (app, { services: { audit }, modules }) => {
  listRoute(app, "/api/admin/audit", {
    summary: "List the audit log of staff writes",
    query: auditListQuerySchema,
    row: auditEntrySchema,
    list: (query) => audit.list(query),
  });

  const kinds = modules.flatMap((module) =>
    Object.entries(module.auditEntities ?? {}).map(([name, { label, page }]) => ({ name, label, page })),
  );
  app.get(
    "/api/admin/audit/kinds",
    {
      schema: {
        summary: "List the kinds of record the audit log names, with their labels and pages",
        response: { 200: z.array(auditKindSchema) },
      },
    },
    async () => kinds,
  );
};
