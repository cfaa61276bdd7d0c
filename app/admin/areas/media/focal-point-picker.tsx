import { useId } from "react";
import { focalRegion } from "../../../../common/focal-crop";
import { crops } from "../../../../common/media-addresses";

export interface FocalPoint {
  x: number;
  y: number;
}

const step = 0.05;

/** The crops the site cuts (common/media-addresses.ts), drawn at about the same height. */
const previews = [
  { label: "Card, 16:9", aspect: crops.card.aspect, boxWidth: 160 },
  { label: "Social, 1200×630", aspect: crops.social.aspect, boxWidth: 152 },
  { label: "Square", aspect: crops.square.aspect, boxWidth: 90 },
];
const clamp = (value: number) => Math.min(1, Math.max(0, Math.round(value * 1000) / 1000));
const percent = (value: number) => `${Math.round(value * 100)}%`;

/**
 * Where the eye should go in an image: set by clicking on it, or, with the image focused, by the
 * arrow keys (Shift moves further). The crops beside it are cut exactly as the server will cut them.
 */
export function FocalPointPicker({
  src,
  width,
  height,
  focal,
  onChange,
}: {
  src: string;
  width: number;
  height: number;
  focal: FocalPoint;
  onChange: (focal: FocalPoint) => void;
}) {
  const hintId = useId();
  const positionId = useId();

  function onKeyDown(event: React.KeyboardEvent) {
    const distance = event.shiftKey ? step * 4 : step;
    const moves: Record<string, FocalPoint> = {
      ArrowLeft: { x: focal.x - distance, y: focal.y },
      ArrowRight: { x: focal.x + distance, y: focal.y },
      ArrowUp: { x: focal.x, y: focal.y - distance },
      ArrowDown: { x: focal.x, y: focal.y + distance },
    };
    const next = moves[event.key];
    if (!next) return;
    event.preventDefault();
    onChange({ x: clamp(next.x), y: clamp(next.y) });
  }

  return (
    <div>
      <p id={hintId} className="text-ink-muted text-sm">
        Click where the eye should go, or focus the image and use the arrow keys. Every crop keeps this point in view.
      </p>
      <button
        type="button"
        aria-label="Focal point"
        aria-describedby={`${positionId} ${hintId}`}
        onKeyDown={onKeyDown}
        onClick={(event) => {
          // A keyboard "click" (Enter, Space) has no position: the arrow keys are its way.
          if (event.detail === 0) return;
          const box = event.currentTarget.getBoundingClientRect();
          onChange({
            x: clamp((event.clientX - box.left) / box.width),
            y: clamp((event.clientY - box.top) / box.height),
          });
        }}
        className="relative mx-auto mt-2 block w-fit max-w-full cursor-crosshair overflow-hidden rounded-lg bg-surface-sunken focus-visible:outline-3 focus-visible:outline-[var(--focus)] focus-visible:outline-offset-2"
      >
        <img
          src={src}
          alt=""
          width={width}
          height={height}
          // Tall photos stay short enough to leave the form in view.
          className="block h-auto max-h-[45vh] w-auto max-w-full"
          draggable={false}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white shadow-[0_0_0_2px_rgba(15,23,42,0.8)]"
          style={{ left: percent(focal.x), top: percent(focal.y) }}
        />
      </button>
      <p id={positionId} className="mt-1 text-ink-muted text-xs">
        Focal point: {percent(focal.x)} across, {percent(focal.y)} down
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        {previews.map((preview) => (
          <CropPreview key={preview.label} {...preview} src={src} image={{ width, height }} focal={focal} />
        ))}
      </div>
    </div>
  );
}

/** One crop, drawn from the preview image moved and scaled exactly as the server's cut. */
function CropPreview({
  label,
  src,
  image,
  aspect,
  boxWidth,
  focal,
}: {
  label: string;
  src: string;
  image: { width: number; height: number };
  aspect: number;
  boxWidth: number;
  focal: FocalPoint;
}) {
  const region = focalRegion(image, aspect, focal);
  const scale = boxWidth / region.width;
  return (
    <figure className="text-ink-muted text-xs">
      <div
        className="relative overflow-hidden rounded-md bg-surface-sunken"
        style={{ width: boxWidth, height: Math.round(boxWidth / aspect) }}
      >
        <img
          src={src}
          alt=""
          className="absolute top-0 left-0 max-w-none"
          style={{
            width: image.width * scale,
            height: image.height * scale,
            transform: `translate(${-region.left * scale}px, ${-region.top * scale}px)`,
          }}
        />
      </div>
      <figcaption className="mt-1">{label}</figcaption>
    </figure>
  );
}
