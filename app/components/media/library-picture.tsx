import {
  type Crop,
  cropSizeOf,
  type PublicImage,
  type VariantFormat,
  variantUrl,
  widthsFor,
} from "../../../common/media-addresses";

/**
 * A library image as every public page shows it (issue 39): a `<picture>` offering AVIF, then
 * WebP, then JPEG, each in the widths the image has (never wider than it is), with `sizes` so the
 * browser takes the smallest that is sharp on the screen, and `width`/`height` so that nothing
 * shifts as it arrives. The largest image above the fold is `priority`: fetched first, never lazy.
 */
export function LibraryPicture({
  image,
  crop = "full",
  sizes,
  priority = false,
  className,
}: {
  image: PublicImage;
  crop?: Crop;
  /** How wide it is drawn, as the `sizes` attribute says it: "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const size = cropSizeOf(image, crop);
  const widths = widthsFor(size.width, crop);
  const srcSet = (format: VariantFormat) =>
    widths
      .map(
        (width) => `${variantUrl(image._id, image.revision, { crop, width, format })} ${Math.min(width, size.width)}w`,
      )
      .join(", ");
  const fallbackWidth = widths.findLast((width) => width <= 960) ?? widths[0] ?? 320;
  const shownWidth = Math.min(widths.at(-1) ?? size.width, size.width);
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet("webp")} sizes={sizes} />
      <img
        src={variantUrl(image._id, image.revision, { crop, width: fallbackWidth, format: "jpeg" })}
        srcSet={srcSet("jpeg")}
        sizes={sizes}
        width={shownWidth}
        height={Math.round((shownWidth * size.height) / size.width)}
        alt={image.decorative ? "" : image.alt}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding={priority ? "sync" : "async"}
        className={className}
      />
    </picture>
  );
}
