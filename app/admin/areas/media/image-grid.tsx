import type { MediaAsset } from "../../../../common/media";
import { formatBytes } from "../../lib/format";

/**
 * The library's images as cards, newest first: each is a button that opens the image (its
 * description, focal point, uses). An image nobody has described yet says so.
 */
export function ImageGrid({ images, onOpen }: { images: MediaAsset[]; onOpen: (image: MediaAsset) => void }) {
  return (
    <ul className="grid grid-cols-2 gap-4 p-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
      {images.map((image) => (
        <li key={image._id}>
          <button
            type="button"
            onClick={() => onOpen(image)}
            className="group block w-full overflow-hidden rounded-xl border border-line bg-surface text-left hover:border-line-strong focus-visible:outline-3 focus-visible:outline-[var(--focus)] focus-visible:outline-offset-2"
          >
            <span className="block aspect-[4/3] bg-surface-sunken">
              <img
                src={image.previewUrl}
                alt=""
                width={image.width}
                height={image.height}
                loading="lazy"
                className="size-full object-contain"
              />
            </span>
            <span className="block p-3 text-sm">
              <span className="block truncate font-semibold">{image.fileName}</span>
              <span className="block text-ink-muted text-xs">
                {image.width} × {image.height} · {formatBytes(image.byteSize)}
                {image.uses.length > 0 && ` · used in ${image.uses.length}`}
              </span>
              {image.described ? (
                <span className="mt-1 line-clamp-2 block text-ink-muted text-xs">
                  {image.decorative ? "Decorative" : image.alt}
                </span>
              ) : (
                <span className="mt-1 inline-block rounded bg-amber-100 px-2 py-0.5 font-medium text-amber-900 text-xs dark:bg-amber-950 dark:text-amber-200">
                  Not described yet
                </span>
              )}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
