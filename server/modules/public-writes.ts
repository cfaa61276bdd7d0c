import type { ContentArea } from "../content-areas";
import type { ContentVersion } from "../http/content-version";
import type { Services } from "../services";
import { isDatabaseSource } from "./assistant/assistant-document";
import { modules } from "./index";

/** Which content area each audited kind of record belongs to, as the manifests' `contentArea` says. */
const areaOfEntity: ReadonlyMap<string, ContentArea> = new Map(
  modules.flatMap(
    ({ contentArea }) => contentArea?.entities.map((entity) => [entity, contentArea.area] as const) ?? [],
  ),
);

/**
 * Public content changes in one place: a staff write, committed through the audit log, that says
 * it touches a public page (ADR 010). It moves on the version of the content area its module's
 * manifest names, which ends the cached answers made from that area only (no area: every area).
 * The bump happens as the write commits, and its answer waits until the other instances have
 * been told (the NOTIFY is committed), so the writer's next request sees the change whichever
 * instance the proxy sends it to. Nothing a visitor can send (sign-ins, codes, bookings,
 * enquiries) empties the cache. The assistant's index follows the same writes: the source a
 * public change belongs to is rebuilt after the write has answered, off the request path (ADR 030).
 */
export function followPublicWrites(
  { audit, assistant }: Pick<Services, "audit" | "assistant">,
  contentVersion: Pick<ContentVersion, "bump">,
): void {
  audit.onCommitted(async (record) => {
    if (!record.publicContent) return;
    const area = areaOfEntity.get(record.entity);
    await contentVersion.bump(area);
    if (area && isDatabaseSource(area)) assistant.refreshSource(area, record.entityId);
  });
}
