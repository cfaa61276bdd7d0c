import type { ServiceDeps } from "../../services";
import type { AuditLog } from "../audit/service";
import type { DataRightsRequestService } from "../data-rights-requests/service";
import type { Outbox } from "../mail/outbox";
import { defineModule } from "../module";
import { publicRoutes, staffRoutes } from "./routes";
import { createContactService } from "./service";

/** The contact form, and the enquiries it brings to staff. */
export const contactManifest = defineModule({
  name: "contact",
  tag: { name: "Contact", description: "The contact form, and the enquiries it brings to staff." },
  services: ({
    db,
    clock,
    config,
    log,
    outbox,
    audit,
    dataRightsRequests,
  }: ServiceDeps & { outbox: Outbox; audit: AuditLog; dataRightsRequests: DataRightsRequestService }) => ({
    contact: createContactService({ db, clock, config, log, outbox, audit, dataRightsRequests }),
  }),
  publicRoutes,
  staffRoutes,
  // The permission each staff route needs (common/permissions.ts; ADR 040).
  staffAccess: {
    "GET /api/admin/enquiries": "enquiries.read",
    "PATCH /api/admin/enquiries/:id": "enquiries.update",
  },
  auditEntities: { contact_enquiry: { label: "Enquiry", page: "/admin/enquiries" } },
});
