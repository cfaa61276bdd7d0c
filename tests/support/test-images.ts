import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/**
 * A phone photo as the media library receives it: a JPEG whose EXIF holds the camera, a GPS
 * position (Bengaluru) and an orientation of 6 (taken in portrait: stored landscape, shown
 * turned a quarter). `width` × `height` are the stored pixels; it is shown `height` wide.
 */
export function phonePhoto({ width = 1600, height = 1200, colour = "#3b82f6" } = {}): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .composite([
      {
        input: {
          create: { width: Math.round(width / 4), height: Math.round(height / 4), channels: 3, background: "#f59e0b" },
        },
        top: Math.round(height / 8),
        left: Math.round(width / 8),
      },
    ])
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: "AsterTestPhone", Model: "Field Camera 3" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "12/1 58/1 4/1", GPSLongitudeRef: "E", GPSLongitude: "77/1 35/1 40/1" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Whether a JPEG's EXIF has a GPS block (the GPSInfo tag, 0x8825, in either byte order). */
export async function hasGpsPosition(bytes: Buffer): Promise<boolean> {
  const { exif } = await sharp(bytes).metadata();
  return Boolean(exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))));
}

const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
};

/**
 * A decompression bomb: a valid PNG of `side` × `side` one-bit pixels, all black, whose zeros
 * deflate to a few tens of kilobytes (20,000² pixels: 50 MB of rows, 1.2 GB once decoded to RGB).
 */
export function decompressionBomb(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, adaptive filters, no interlace
  const row = Math.ceil(side / 8) + 1; // a filter byte, then the packed pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.alloc(row * side), { level: 9 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** An SVG that would run script if a browser rendered it as a document. */
export const svgWithScript = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
);
