import { z } from "zod";
import { auditEntrySchema, auditListQuerySchema } from "../../../common/audit";
import { totalCountHeader } from "../../../common/http";
import type { AppModule, ModuleRoutes } from "../module";

/** GET /api/admin/audit: every back-office change, filterable by record type, action and person. */
const adminRoutes: ModuleRoutes = async (app, { services: { audit } }) => {
  app.get(
    "/api/admin/audit",
    { schema: { querystring: auditListQuerySchema, response: { 200: z.array(auditEntrySchema) } } },
    async (request, reply) => {
      const { rows, total } = await audit.list(request.query);
      reply.header(totalCountHeader, String(total));
      return rows;
    },
  );
};

export const auditModule: AppModule = { name: "audit", adminRoutes };
