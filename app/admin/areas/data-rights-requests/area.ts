import { ShieldCheck } from "lucide-react";
import { defineArea } from "../../lib/define-area";

/** GDPR and DPDP requests, tracked against their legal deadline (ADR 035). */
export const area = defineArea({
  permission: "data-rights.manage",
  nav: { label: "Data-Rights Requests", icon: ShieldCheck, group: "more", order: 90 },
});
