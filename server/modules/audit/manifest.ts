import type { ServiceDeps } from "../../services";
import { defineModule } from "../module";
import { staffRoutes } from "./routes";
import { createAuditLog } from "./service";

/** The audit log: every staff write and its row commit together (ADR 009). Built first: every writer needs it. */
export const auditManifest = defineModule({
  name: "audit",
  tag: { name: "Audit log", description: "Every staff write, who made it and what changed." },
  services: ({ db, clock }: ServiceDeps) => ({ audit: createAuditLog({ db, clock }) }),
  staffRoutes,
  // The permission each staff route needs (common/permissions.ts; ADR 040).
  staffAccess: {
    "GET /api/admin/audit": "audit.read",
    "GET /api/admin/audit/kinds": "audit.read",
  },
});
