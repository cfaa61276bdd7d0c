import { ExternalLink, MapPinned } from "lucide-react";
import { openStreetMapLinkUrl } from "../../../content/offices";
import type { Office } from "../../../content/types";
import { Button } from "../ui/button";

/**
 * The selected office on a map. OpenStreetMap is a third party, so nothing is fetched from it
 * until the visitor asks (picking an office, or "Show the map"); the address and a link stay
 * useful when the embed cannot load.
 */
export function OfficeMap({ office, showMap, onShowMap }: { office: Office; showMap: boolean; onShowMap: () => void }) {
  const link = openStreetMapLinkUrl(office.coordinates.lat, office.coordinates.lng);
  return (
    <div className="overflow-hidden rounded-2xl border border-line bg-surface shadow-card">
      <div className="relative aspect-[16/10] bg-surface-sunken sm:aspect-[16/7]">
        {showMap ? (
          <iframe
            key={office.id}
            title={`Map of the ${office.name} office`}
            src={office.mapEmbed}
            loading="lazy"
            referrerPolicy="no-referrer"
            className="absolute inset-0 size-full border-0"
          />
        ) : (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center">
            <MapPinned aria-hidden="true" className="size-10 text-brand-ink" />
            <p className="max-w-sm text-ink-muted text-sm">
              The map comes from OpenStreetMap and loads when you ask for it.
            </p>
            <Button variant="secondary" onClick={onShowMap}>
              Show the map
            </Button>
          </div>
        )}
      </div>
      <div className="flex flex-col gap-3 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h3 className="font-semibold">{office.name}</h3>
          <p className="mt-1 text-ink-muted text-sm">{office.address}</p>
        </div>
        <a
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex shrink-0 items-center gap-1.5 font-semibold text-brand-ink text-sm hover:underline"
        >
          Open in OpenStreetMap
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
    </div>
  );
}
