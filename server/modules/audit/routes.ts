import { z } from "zod";
import { auditEntrySchema, auditListQuerySchema } from "../../../common/audit";
import { pageAnswer } from "../../http/list-answer";
import type { AppModule, ModuleRoutes } from "../module";

/** GET /api/admin/audit: every back-office change, filterable by record type, action and person. */
const adminRoutes: ModuleRoutes = async (app, { services: { audit } }) => {
  app.get(
    "/api/admin/audit",
    {
      schema: {
        summary: "List the audit log of staff writes",
        querystring: auditListQuerySchema,
        response: { 200: z.array(auditEntrySchema) },
      },
    },
    async (request, reply) => pageAnswer(reply, await audit.list(request.query)),
  );
};

export const auditModule: AppModule = {
  name: "audit",
  tag: { name: "Audit log", description: "Every staff write, who made it and what changed." },
  adminRoutes,
};
