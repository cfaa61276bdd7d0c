/**
 * Where the media library's files are served, and in which sizes (ADR 046). Zod-free: public
 * pages build `<picture>` sources from it.
 *
 * - `/media/<id>` is an image's stable address: a post or page keeps it, "Replace" changes the
 *   file behind it, and it redirects to the current file.
 * - `/media/<id>/<revision>/<crop>-<width>.<format>` is one variant of one revision. The revision
 *   is a hash of the original's bytes and the focal point, so the URL names its content and is
 *   cached for a year.
 */
import { focalRegion } from "./focal-crop";

export const variantWidths = [320, 640, 960, 1280, 1920] as const;
export const variantFormats = ["avif", "webp", "jpeg"] as const;
export type VariantFormat = (typeof variantFormats)[number];

/**
 * The shapes an image is cut to, around its focal point: the whole image, the 1200×630 social
 * image, 16:9 cards and square author photos.
 */
export const crops = {
  full: null,
  social: { aspect: 1200 / 630, widths: [1200] },
  card: { aspect: 16 / 9, widths: variantWidths },
  square: { aspect: 1, widths: variantWidths },
} as const;
export type Crop = keyof typeof crops;

export const formatExtensions: Record<VariantFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };

export interface VariantName {
  crop: Crop;
  width: number;
  format: VariantFormat;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The stable address a post or page stores for a library image. */
export const mediaAddress = (id: string): string => `/media/${id}`;

/** The library image a stored address names, or null for a pasted URL (which is shown as it is). */
export function mediaIdOf(address: string): string | null {
  const id = address.startsWith("/media/") ? address.slice("/media/".length) : "";
  return uuidPattern.test(id) ? id : null;
}

export const variantFileName = ({ crop, width, format }: VariantName): string =>
  `${crop}-${width}.${formatExtensions[format]}`;

export const variantUrl = (id: string, revision: string, name: VariantName): string =>
  `/media/${id}/${revision}/${variantFileName(name)}`;

/** A video's file at one revision (ADR 048): served as uploaded, with range requests. */
export const videoFileUrl = (id: string, revision: string, mimeType: string): string =>
  `/media/${id}/${revision}/video.${mimeType === "video/webm" ? "webm" : "mp4"}`;

/** A video's captions (WebVTT) at one revision. */
export const captionsFileUrl = (id: string, revision: string): string => `/media/${id}/${revision}/captions.vtt`;

/**
 * A variant's file name read back, or null for any name this library never makes: the set is
 * fixed and small, so nobody can ask the server to make unbounded work.
 */
export function parseVariantFileName(fileName: string): VariantName | null {
  const match = /^(full|social|card|square)-(\d{3,4})\.(avif|webp|jpg)$/.exec(fileName);
  if (!match) return null;
  const crop = match[1] as Crop;
  const width = Number(match[2]);
  const format = (Object.entries(formatExtensions).find(([, ext]) => ext === match[3])?.[0] ?? "jpeg") as VariantFormat;
  const allowed: readonly number[] = crops[crop]?.widths ?? variantWidths;
  return allowed.includes(width) ? { crop, width, format } : null;
}

/**
 * The widths worth offering for an image `originalWidth` pixels wide: never wider than the
 * original, and at least the smallest one so that a small image still has a variant.
 */
export function widthsFor(originalWidth: number, crop: Crop = "full"): number[] {
  const allowed: readonly number[] = crops[crop]?.widths ?? variantWidths;
  const fitting = allowed.filter((width) => width <= originalWidth);
  return fitting.length > 0 ? fitting : [allowed[0] as number];
}

/** What a public page needs to show a library image: its sizes' address, shape and description. */
export interface PublicImage {
  _id: string;
  revision: string;
  width: number;
  height: number;
  alt: string;
  decorative: boolean;
  focalX: number;
  focalY: number;
}

/** Library images by id, as page loaders hand them to components. */
export type PublicImages = Record<string, PublicImage>;

/** The library images among stored addresses (pasted URLs and empty fields left out), once each. */
export const libraryIdsOf = (addresses: readonly string[]): string[] => [
  ...new Set(addresses.flatMap((address) => mediaIdOf(address) ?? [])),
];

const imageSource = /\ssrc="\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})[/"]/g;

/**
 * The library images a stored body shows (`<img src="/media/<id>…">`), as their addresses, once
 * each. The body is the sanitizer's output, so every attribute is double-quoted.
 */
export const libraryAddressesIn = (html: string): string[] => [
  ...new Set([...html.matchAll(imageSource)].map((match) => mediaAddress(match[1] as string))),
];

/** The library image an address names, when the page was given it. */
export const publicImageAt = (address: string, images: PublicImages | undefined): PublicImage | undefined => {
  const id = mediaIdOf(address);
  return id ? images?.[id] : undefined;
};

/** The image a shared link shows (`og:image`): the 1200×630 crop around the focal point, as JPEG. */
export const shareImageUrl = (image: Pick<PublicImage, "_id" | "revision">): string =>
  variantUrl(image._id, image.revision, { crop: "social", width: 1200, format: "jpeg" });

/** The shape of a crop of an image, in its own pixels: what the server cuts around its focal point. */
export function cropSizeOf(
  image: Pick<PublicImage, "width" | "height" | "focalX" | "focalY">,
  crop: Crop,
): { width: number; height: number } {
  const shape = crops[crop];
  if (!shape) return { width: image.width, height: image.height };
  const region = focalRegion(image, shape.aspect, { x: image.focalX, y: image.focalY });
  return { width: region.width, height: region.height };
}
