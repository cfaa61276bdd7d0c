import { Film } from "lucide-react";
import type { MediaAsset } from "../../../../common/media";
import { formatPlaybackTime } from "../../../components/product-tour/demo-player-state";
import { cn } from "../../../lib/cn";
import { formatBytes } from "../../lib/format";
import { MediaPreview } from "./media-preview";

/**
 * One library image as a card that is a button: its preview and file name, and "Not described
 * yet" until it has alt text or is marked decorative. `detailed` adds its size, dimensions, uses
 * and description, as the library shows them; the picker shows the short card.
 */
export function ImageCard({
  image,
  onChoose,
  detailed = false,
}: {
  image: MediaAsset;
  onChoose: (image: MediaAsset) => void;
  detailed?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={() => onChoose(image)}
      className="block w-full overflow-hidden rounded-xl border border-line bg-surface text-left hover:border-line-strong focus-visible:outline-3 focus-visible:outline-[var(--focus)] focus-visible:outline-offset-2"
    >
      <span className="block aspect-[4/3] bg-surface-sunken">
        <MediaPreview asset={image} className="size-full object-contain" />
      </span>
      <span className={cn("block", detailed ? "p-3 text-sm" : "p-2 text-xs")}>
        <span className="block truncate font-semibold">{image.fileName}</span>
        {image.kind === "video" && (
          <span className="mt-0.5 inline-flex items-center gap-1 font-medium text-ink-muted text-xs">
            <Film aria-hidden="true" className="size-3.5" />
            Video{image.durationSeconds !== null && `, ${formatPlaybackTime(image.durationSeconds)}`}
            {image.captionsUrl && ", captions"}
          </span>
        )}
        {detailed && (
          <span className="block text-ink-muted text-xs">
            {image.width} × {image.height} · {formatBytes(image.byteSize)}
            {image.uses.length > 0 && ` · used in ${image.uses.length}`}
          </span>
        )}
        {!image.described ? (
          <span className="mt-1 inline-block rounded bg-amber-100 px-2 py-0.5 font-medium text-amber-900 text-xs dark:bg-amber-950 dark:text-amber-200">
            Not described yet
          </span>
        ) : (
          detailed && (
            <span className="mt-1 line-clamp-2 block text-ink-muted text-xs">
              {image.decorative ? "Decorative" : image.alt}
            </span>
          )
        )}
      </span>
    </button>
  );
}
