import type { ServiceDeps } from "../../services";
import type { Outbox } from "../mail/outbox";
import { defineModule } from "../module";
import { createStatusHistory } from "./history";
import { createStatusMonitor } from "./monitor";
import { publicRoutes } from "./routes";

/** What /status shows: the live checks (the app's probes and the outbox) and their history (ADR 034). */
export const statusManifest = defineModule({
  name: "status",
  tag: { name: "Status", description: "What /status shows, refreshed by the page." },
  services: ({ db, clock, probes, outbox }: ServiceDeps & { outbox: Outbox }) => {
    const status = createStatusMonitor({ sources: { ...probes, outbox }, clock });
    const statusHistory = createStatusHistory({
      db,
      clock,
      latestReport: async () => (await status.current()).report,
    });
    return { status, statusHistory };
  },
  publicRoutes,
});
