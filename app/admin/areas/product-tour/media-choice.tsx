import { useState } from "react";
import type { MediaKind } from "../../../../common/media";
import { Button } from "../../../components/ui/button";
import { LibraryPicker } from "../../components/media/library-picker";
import { MediaPreview } from "../../components/media/media-preview";
import { NotDescribedLink } from "../../components/media/not-described-link";
import { useMediaAsset } from "../../lib/use-media-asset";

/**
 * A library image or video chosen by id: its preview and name (and "Not described yet" until it
 * is: saving is refused then), with Choose and Remove. `label` names it for screen readers.
 */
export function MediaChoice({
  label,
  kind,
  id,
  onChange,
}: {
  label: string;
  kind: MediaKind;
  id: string | null;
  onChange: (id: string | null) => void;
}) {
  const [picking, setPicking] = useState(false);
  const asset = useMediaAsset(id);
  return (
    <div className="flex flex-wrap items-center gap-3">
      {asset ? (
        <span className="flex min-w-0 flex-1 basis-full items-center gap-3 sm:basis-0">
          <MediaPreview asset={asset} className="h-12 w-20 shrink-0 rounded object-cover" />
          <span className="min-w-0 text-xs">
            <span className="block truncate font-medium">{asset.fileName}</span>
            {!asset.described && <NotDescribedLink id={asset._id} />}
          </span>
        </span>
      ) : (
        <span className="flex-1 text-ink-muted text-sm">{id ? "Loading…" : `No ${kind} chosen`}</span>
      )}
      <span className="flex gap-2">
        <Button variant="secondary" size="sm" onClick={() => setPicking(true)} aria-label={`Choose ${label}`}>
          Choose…
        </Button>
        {id && (
          <Button variant="ghost" size="sm" onClick={() => onChange(null)} aria-label={`Remove ${label}`}>
            Remove
          </Button>
        )}
      </span>
      <LibraryPicker
        open={picking}
        kind={kind}
        onClose={() => setPicking(false)}
        onPick={(picked) => {
          onChange(picked._id);
          setPicking(false);
        }}
      />
    </div>
  );
}
