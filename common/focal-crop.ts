// Shared by the server, which cuts variants, and the library, which previews the crops as the focal point moves.
/** A rectangle of whole pixels inside an image. */
export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The largest region of the given aspect ratio (width / height) that fits the image, placed so
 * that the focal point (0 to 1 across and down) is as near its centre as the edges allow.
 */
export function focalRegion(
  image: { width: number; height: number },
  aspect: number,
  focal: { x: number; y: number },
): Region {
  const width = Math.max(1, Math.min(image.width, Math.round(image.height * aspect)));
  const height = Math.max(1, Math.min(image.height, Math.round(width / aspect)));
  const place = (centre: number, size: number, room: number) =>
    Math.min(room - size, Math.max(0, Math.round(centre * room - size / 2)));
  return {
    left: place(focal.x, width, image.width),
    top: place(focal.y, height, image.height),
    width,
    height,
  };
}
