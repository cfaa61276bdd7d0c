import type { PublicImage } from "./media-addresses";
import { z } from "./zod";

/** The longest a demo may run, in seconds: a chapter cannot start later than this. */
export const longestDemoSeconds = 2 * 3600;

/** A chapter as staff set it: where it starts, and the screenshot shown while the demo has no video. */
export const tourChapterInputSchema = z.object({
  startSeconds: z
    .number({ error: "A chapter's start must be a number of seconds" })
    .int("A chapter starts on a whole second")
    .min(0, "A chapter cannot start before 0:00")
    .max(longestDemoSeconds, "A chapter must start within two hours"),
  imageId: z.uuid("Choose the screenshot from the media library").nullable(),
});

/** What staff set for one demo of /product-tour (ADR 048): its video, and each chapter's start and screenshot. */
export const tourDemoInputSchema = z
  .object({
    videoId: z.uuid("Choose the video from the media library").nullable(),
    chapters: z.array(tourChapterInputSchema).min(1, "A demo has at least one chapter").max(20),
  })
  .superRefine((demo, context) => {
    const [first] = demo.chapters;
    if (first && first.startSeconds !== 0) {
      context.addIssue({
        code: "custom",
        path: ["chapters", 0, "startSeconds"],
        message: "The first chapter starts at 0:00",
      });
    }
    demo.chapters.forEach((chapter, index) => {
      const before = demo.chapters[index - 1];
      if (before && chapter.startSeconds <= before.startSeconds) {
        context.addIssue({
          code: "custom",
          path: ["chapters", index, "startSeconds"],
          message: `Chapter ${index + 1} must start after chapter ${index}`,
        });
      }
    });
  });
export type TourDemoInput = z.input<typeof tourDemoInputSchema>;

/** A demo as the back office edits it: the copy from content/product-tour.ts, the media from the database. */
export const tourDemoSchema = z.object({
  _id: z.string(),
  title: z.string(),
  videoId: z.string().nullable(),
  chapters: z.array(z.object({ title: z.string(), startSeconds: z.number(), imageId: z.string().nullable() })),
  updatedAt: z.string(),
});
export type TourDemo = z.infer<typeof tourDemoSchema>;

/** A demo's video as /product-tour plays it. */
export interface TourVideo {
  url: string;
  captionsUrl: string | null;
  /** The poster frame, as a library image (for its sizes); null while the video has none. */
  poster: PublicImage | null;
  width: number;
  height: number;
  durationSeconds: number | null;
  /** What the video shows, for screen readers (its alt text). */
  label: string;
}

/** What /product-tour shows for a demo: its video, or each chapter's screenshot, and where chapters start. */
export interface TourDemoMedia {
  video: TourVideo | null;
  chapters: { startSeconds: number; image: PublicImage | null }[];
}
