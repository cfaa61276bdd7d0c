import { Film } from "lucide-react";
import type { MediaAsset } from "../../../../common/media";
import { cn } from "../../../lib/cn";

/**
 * A library item's 640-pixel preview: the image, or a video's poster frame. A video with no
 * poster yet (ffmpeg was missing when it was uploaded) shows a film mark and says so.
 */
export function MediaPreview({ asset, className }: { asset: MediaAsset; className?: string }) {
  if (asset.previewUrl) {
    return (
      <img
        src={asset.previewUrl}
        alt=""
        width={asset.width}
        height={asset.height}
        loading="lazy"
        className={className}
      />
    );
  }
  return (
    <span className={cn("flex flex-col items-center justify-center gap-1 text-ink-muted text-xs", className)}>
      <Film aria-hidden="true" className="size-6" />
      No poster yet
    </span>
  );
}
