import { listQuerySchema } from "./list-query";
import { z } from "./zod";

/** The image types the library takes, identified by their bytes, never by their names (ADR 046). */
export const acceptedImageTypes = {
  "image/jpeg": "JPEG",
  "image/png": "PNG",
  "image/webp": "WebP",
  "image/avif": "AVIF",
  "image/gif": "GIF",
} as const;
export type AcceptedImageType = keyof typeof acceptedImageTypes;

/** The video types the library takes (ADR 048): what every browser plays in a `<video>`. */
export const acceptedVideoTypes = {
  "video/mp4": "MP4",
  "video/webm": "WebM",
} as const;
export type AcceptedVideoType = keyof typeof acceptedVideoTypes;

export const mediaKinds = ["image", "video"] as const;
export type MediaKind = (typeof mediaKinds)[number];

export const mediaLimits = {
  /** The largest upload, in bytes. */
  imageBytes: 20 * 1024 * 1024,
  /** The largest video, in bytes: a short product demo, not a film. */
  videoBytes: 200 * 1024 * 1024,
  /** The longest captions file, in characters. */
  captions: 200_000,
  /** The most pixels an image may have: a decompression bomb is refused before it is decoded. */
  imagePixels: 80_000_000,
  alt: 300,
  fileName: 200,
} as const;

/** A page, post or setting that shows an image, with the back-office page that edits it. */
export const mediaUseSchema = z.object({ label: z.string(), href: z.string() });
export type MediaUse = z.infer<typeof mediaUseSchema>;

/** A library image or video as the back office sees it. */
export const mediaAssetSchema = z.object({
  _id: z.string(),
  kind: z.enum(mediaKinds),
  /** The stable address posts and pages store (`/media/<id>`). */
  address: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  byteSize: z.number(),
  width: z.number(),
  height: z.number(),
  alt: z.string(),
  decorative: z.boolean(),
  /** Has alt text, or is marked decorative: only then can a post or page using it be published. */
  described: z.boolean(),
  /** Where the eye goes, from 0 to 1 across and down: every crop keeps it in view. */
  focalX: z.number(),
  focalY: z.number(),
  /** Changes with the file and the focal point; part of every variant's URL. */
  revision: z.string(),
  /** A 640-pixel preview for the back office; a video's poster frame, null while it has none. */
  previewUrl: z.string().nullable(),
  /** A video's length in seconds (null for images, or when it could not be read). */
  durationSeconds: z.number().nullable(),
  /** A video's file, served with range requests; null for images. */
  videoUrl: z.string().nullable(),
  /** A video's captions (WebVTT), null when it has none. */
  captionsUrl: z.string().nullable(),
  uses: z.array(mediaUseSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MediaAsset = z.infer<typeof mediaAssetSchema>;

const focal = (label: string) =>
  z
    .number({ error: `${label} must be a number from 0 to 1` })
    .min(0, `${label} must be from 0 to 1`)
    .max(1, `${label} must be from 0 to 1`);

/** A video's captions: WebVTT text, checked by a parser on the server. */
export const mediaCaptionsSchema = z.object({
  captions: z
    .string({ error: "Captions must be WebVTT text" })
    .trim()
    .min(1, "Choose a captions file (WebVTT)")
    .max(mediaLimits.captions, `Captions must be at most ${mediaLimits.captions.toLocaleString("en-US")} characters`),
});

/** What staff change on an image: its description and its focal point. */
export const mediaDescriptionSchema = z
  .object({
    alt: z
      .string({ error: "Alt text must be text" })
      .trim()
      .max(mediaLimits.alt, `Alt text must be at most ${mediaLimits.alt} characters`)
      .default(""),
    decorative: z.boolean({ error: "Decorative must be true or false" }).default(false),
    focalX: focal("The focal point's position across").default(0.5),
    focalY: focal("The focal point's position down").default(0.5),
  })
  // A decorative image is skipped by screen readers (alt=""), so it keeps no alt text to confuse.
  .transform((value) => (value.decorative ? { ...value, alt: "" } : value));
export type MediaDescription = z.input<typeof mediaDescriptionSchema>;

export const adminMediaListQuerySchema = listQuerySchema(["createdAt", "fileName", "byteSize"], {
  sort: "createdAt",
  limit: 50,
}).extend({
  /** Only images with neither alt text nor the decorative mark. */
  undescribed: z
    .enum(["true", "false"], { error: "undescribed must be true or false" })
    .optional()
    .transform((value) => value === "true"),
  /** Only images, or only videos (a picker asks for one kind). */
  kind: z.enum(mediaKinds, { error: "kind must be image or video" }).optional(),
});
export type AdminMediaListQuery = z.input<typeof adminMediaListQuerySchema>;

/** Whether an image needs describing before anything using it is published. */
export const isDescribed = (image: { alt: string; decorative: boolean }): boolean =>
  image.decorative || image.alt.trim().length > 0;

/** A library image as public pages (and any API client) may see it: no file name, no uses. */
export const publicImageSchema = z.object({
  _id: z.string(),
  revision: z.string(),
  width: z.number(),
  height: z.number(),
  alt: z.string(),
  decorative: z.boolean(),
  focalX: z.number(),
  focalY: z.number(),
});

/** `GET /api/media?ids=…`: up to 50 library image ids, separated by commas. */
export const publicImagesQuerySchema = z.object({
  ids: z
    .string({ error: "ids is a comma-separated list of image ids" })
    .max(50 * 37, "Ask for at most 50 images")
    .transform((value) => value.split(",").filter(Boolean))
    .pipe(z.array(z.uuid("That is not a valid image id")).max(50, "Ask for at most 50 images")),
});
