import { createHash } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import sharp, { type Sharp } from "sharp";
import { type AcceptedImageType, acceptedImageTypes, acceptedVideoTypes, mediaLimits } from "../../../common/media";

/** An upload the library refuses: the status, and a message that names the file and the reason. */
export class MediaFileRefusedError extends Error {
  constructor(
    readonly status: 413 | 415 | 422,
    message: string,
  ) {
    super(message);
  }
}

/** An image ready to store: oriented, stripped of metadata, with what the library lists. */
export interface StoredImage {
  bytes: Buffer;
  mimeType: AcceptedImageType;
  width: number;
  height: number;
  sha256: string;
}

const orList = (names: readonly string[]) => `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
const acceptedList = `${orList(Object.values(acceptedImageTypes))} images, and ${orList(Object.values(acceptedVideoTypes))} videos`;
const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, "")} MB`;
const grouped = (value: number) => value.toLocaleString("en-US");

const isAccepted = (mime: string): mime is AcceptedImageType => mime in acceptedImageTypes;

/**
 * An SVG has no magic number, so it is named by an `<svg` element near its start. Only the
 * refusal's wording depends on it (the file is refused either way); the pattern is linear.
 */
const looksLikeSvg = (bytes: Buffer) => /<svg[\s>]/i.test(bytes.subarray(0, 4096).toString("latin1"));

/**
 * The refusal of a file that is neither an image nor a video the library takes, from its first
 * bytes and the type file-type found in them (if any).
 */
export function typeRefused(fileName: string, head: Buffer, ext: string | undefined): MediaFileRefusedError {
  const found = looksLikeSvg(head)
    ? "an SVG image, which can carry script"
    : ext
      ? `a ${ext.toUpperCase()} file`
      : "not an image or a video";
  return new MediaFileRefusedError(415, `"${fileName}" is ${found}; the library takes ${acceptedList}.`);
}

/**
 * Checks an upload by its bytes and returns it ready to store. Refused, with a reason naming the
 * file: anything over 20 MB, anything whose bytes are not JPEG, PNG, WebP, AVIF or GIF (SVG
 * included: it can carry script, ADR 046), anything sharp cannot read, and anything over 80
 * megapixels, which is checked from the header before a single pixel is decoded.
 *
 * The stored file is re-encoded by sharp after applying its EXIF orientation, which drops every
 * metadata field (EXIF, GPS, XMP, IPTC, comments): nothing of the camera or the place reaches the
 * database. sharp does its work on libuv's thread pool, never on the event loop.
 */
export async function readUploadedImage(fileName: string, bytes: Buffer): Promise<StoredImage> {
  if (bytes.length > mediaLimits.imageBytes) {
    throw new MediaFileRefusedError(
      413,
      `"${fileName}" is ${megabytes(bytes.length)}; the largest image the library takes is ${megabytes(mediaLimits.imageBytes)}.`,
    );
  }
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !isAccepted(type.mime)) throw typeRefused(fileName, bytes, type?.ext);
  // The header only (no pixel is decoded), read without sharp's own pixel limit so that a bomb is
  // refused below with its size, not as a damaged file.
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!header?.width || !header.height) {
    throw new MediaFileRefusedError(
      422,
      `"${fileName}" could not be read as an image: it may be damaged or cut short.`,
    );
  }
  if (header.width * header.height > mediaLimits.imagePixels) {
    throw new MediaFileRefusedError(
      422,
      `"${fileName}" is ${grouped(header.width)} × ${grouped(header.height)} pixels; the largest image the library takes is ${mediaLimits.imagePixels / 1_000_000} megapixels.`,
    );
  }
  try {
    const animated = type.mime === "image/gif" || type.mime === "image/webp";
    const { data, info } = await encodeAs(
      type.mime,
      sharp(bytes, { limitInputPixels: mediaLimits.imagePixels, animated }).rotate(),
    ).toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      mimeType: type.mime,
      width: info.width,
      height: info.pageHeight ?? info.height,
      sha256: createHash("sha256").update(data).digest("hex"),
    };
  } catch {
    throw new MediaFileRefusedError(
      422,
      `"${fileName}" could not be read as an image: it may be damaged or cut short.`,
    );
  }
}

/** The same format, at a quality nobody will tell from the upload (no `withMetadata`: all is dropped). */
function encodeAs(mime: AcceptedImageType, image: Sharp): Sharp {
  switch (mime) {
    case "image/jpeg":
      return image.jpeg({ quality: 92, mozjpeg: true });
    case "image/png":
      return image.png();
    case "image/webp":
      return image.webp({ quality: 92 });
    case "image/avif":
      return image.avif({ quality: 75 });
    case "image/gif":
      return image.gif();
  }
}
