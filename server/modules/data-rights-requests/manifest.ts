import type { ServiceDeps } from "../../services";
import type { AuditLog } from "../audit/service";
import type { Outbox } from "../mail/outbox";
import { defineModule } from "../module";
import { publicRoutes, staffRoutes } from "./routes";
import { createDataRightsRequestService } from "./service";

/** GDPR and DPDP requests (ADR 035): acknowledged, sent to the privacy team, tracked against their deadline. */
export const dataRightsRequestsManifest = defineModule({
  name: "data-rights-requests",
  tag: {
    name: "Data-rights requests",
    description:
      "GDPR and DPDP requests from the data rights page: acknowledged by email, sent to the privacy team, and tracked by staff against their legal deadline.",
  },
  services: ({ db, clock, config, log, outbox, audit }: ServiceDeps & { outbox: Outbox; audit: AuditLog }) => ({
    dataRightsRequests: createDataRightsRequestService({ db, clock, config, log, outbox, audit }),
  }),
  publicRoutes,
  staffRoutes,
  // The permission each staff route needs (common/permissions.ts; ADR 040).
  staffAccess: {
    "GET /api/admin/data-rights-requests": "data-rights.manage",
    "GET /api/admin/data-rights-requests/:id": "data-rights.manage",
    "PATCH /api/admin/data-rights-requests/:id": "data-rights.manage",
  },
  auditEntities: { data_rights_request: { label: "Data-rights request", page: "/admin/data-rights-requests" } },
});
