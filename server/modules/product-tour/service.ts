import { eq, inArray } from "drizzle-orm";
import { isDescribed } from "../../../common/media";
import { captionsFileUrl, type PublicImage, videoFileUrl } from "../../../common/media-addresses";
import type { TourDemo, TourDemoMedia, tourDemoInputSchema } from "../../../common/product-tour";
import type { z } from "../../../common/zod";
import { productDemos } from "../../../content/product-tour";
import type { ProductDemo } from "../../../content/types";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import type { Actor, AuditLog, Transaction } from "../audit/service";
import { publicImageOf } from "../media/public-images";
import { mediaAssets } from "../media/tables";
import { revisionOf } from "../media/variants";
import { productTourDemos } from "./tables";

type TourDemoFields = z.output<typeof tourDemoInputSchema>;
type TourRow = typeof productTourDemos.$inferSelect;
type AssetRow = typeof mediaAssets.$inferSelect;

/** A demo's media refused: the message names the item, and the field it belongs to. */
export class TourMediaError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

const formatTime = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, "0")}`;

/**
 * Checks what a demo is to show (in the write's transaction, so the check and the write see the
 * same library): the video is a video, the screenshots are images, each is described (the
 * publishing rule of issue 39), and no chapter starts after the video ends.
 */
async function checkMedia(tx: Pick<Database, "select">, demo: ProductDemo, input: TourDemoFields) {
  if (input.chapters.length !== demo.chapters.length) {
    throw new TourMediaError(
      "chapters",
      `"${demo.title}" has ${demo.chapters.length} chapters; send one entry for each.`,
    );
  }
  const ids = [input.videoId, ...input.chapters.map((chapter) => chapter.imageId)].filter((id) => id !== null);
  const rows = ids.length === 0 ? [] : await tx.select().from(mediaAssets).where(inArray(mediaAssets.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const describedOrRefused = (field: string, what: string, id: string, kind: AssetRow["kind"]) => {
    const row = byId.get(id);
    if (!row) throw new TourMediaError(field, `The ${what} is no longer in the media library. Choose another.`);
    if (row.kind !== kind)
      throw new TourMediaError(
        field,
        `The ${what} "${row.fileName}" is not ${kind === "video" ? "a video" : "an image"}.`,
      );
    if (!isDescribed(row)) {
      throw new TourMediaError(
        field,
        `The ${what} "${row.fileName}" has no alt text. Add it in the media library, or mark it decorative, before publishing.`,
      );
    }
    return row;
  };
  const video = input.videoId ? describedOrRefused("videoId", "video", input.videoId, "video") : null;
  input.chapters.forEach((chapter, index) => {
    const title = demo.chapters[index]?.title ?? `chapter ${index + 1}`;
    if (chapter.imageId)
      describedOrRefused(`chapters.${index}.imageId`, `screenshot of "${title}"`, chapter.imageId, "image");
    if (video?.durationSeconds != null && chapter.startSeconds >= video.durationSeconds) {
      throw new TourMediaError(
        `chapters.${index}.startSeconds`,
        `"${title}" starts at ${formatTime(chapter.startSeconds)}, after the video ends (${formatTime(video.durationSeconds)}).`,
      );
    }
  });
}

const toTourDemo = (demo: ProductDemo, row: TourRow | undefined): TourDemo => ({
  _id: demo.id,
  title: demo.title,
  videoId: row?.videoId ?? null,
  chapters: demo.chapters.map((chapter, index) => ({
    title: chapter.title,
    startSeconds: row?.chapters[index]?.startSeconds ?? chapter.startSeconds,
    imageId: row?.chapters[index]?.imageId ?? null,
  })),
  updatedAt: (row?.updatedAt ?? new Date(0)).toISOString(),
});

/**
 * The product tour's media (ADR 048): which library video each demo plays, and each chapter's
 * start and screenshot. The demos themselves (titles, copy, chapter names) are content.
 */
export function createProductTourService({ db, clock, audit }: { db: Database; clock: Clock; audit: AuditLog }) {
  async function rows(reader: Pick<Database, "select"> = db) {
    return new Map((await reader.select().from(productTourDemos)).map((row) => [row.demoId, row]));
  }

  return {
    async list(): Promise<TourDemo[]> {
      const stored = await rows();
      return productDemos.map((demo) => toTourDemo(demo, stored.get(demo.id)));
    },

    /** Sets a demo's media; null when there is no such demo. Refused (TourMediaError) as checkMedia says. */
    async update(actor: Actor, demoId: string, input: TourDemoFields): Promise<TourDemo | null> {
      const demo = productDemos.find((candidate) => candidate.id === demoId);
      if (!demo) return null;
      return audit.write(actor, async (tx: Transaction) => {
        await checkMedia(tx, demo, input);
        const [before] = await tx
          .select()
          .from(productTourDemos)
          .where(eq(productTourDemos.demoId, demoId))
          .for("update");
        const values = {
          videoId: input.videoId,
          chapters: input.chapters,
          updatedBy: actor.id,
          updatedAt: clock.now(),
        };
        const [row] = await tx
          .insert(productTourDemos)
          .values({ demoId, ...values })
          .onConflictDoUpdate({ target: productTourDemos.demoId, set: values })
          .returning();
        return {
          result: toTourDemo(demo, row),
          record: {
            action: "update",
            entity: "product_tour_demo",
            entityId: demoId,
            summary: `Changed the media of the demo "${demo.title}"`,
            publicContent: true,
            before: before ? { videoId: before.videoId, chapters: before.chapters } : undefined,
            after: { videoId: input.videoId, chapters: input.chapters },
          },
        };
      });
    },

    /** What /product-tour shows for each demo, by id: videos and screenshots as public pages may see them. */
    async publicMedia(): Promise<Record<string, TourDemoMedia>> {
      const stored = await rows();
      const ids = [...stored.values()].flatMap((row) => [
        row.videoId,
        ...row.chapters.map((chapter) => chapter.imageId),
      ]);
      const wanted = ids.filter((id): id is string => id !== null);
      const assets =
        wanted.length === 0 ? [] : await db.select().from(mediaAssets).where(inArray(mediaAssets.id, wanted));
      const byId = new Map(assets.map((row) => [row.id, row]));
      const imageOf = (id: string | null): PublicImage | null => {
        const row = id ? byId.get(id) : undefined;
        return row?.kind === "image" ? publicImageOf(row) : null;
      };
      return Object.fromEntries(
        productDemos.map((demo) => {
          const row = stored.get(demo.id);
          const video = row?.videoId ? byId.get(row.videoId) : undefined;
          return [
            demo.id,
            {
              video: video?.kind === "video" ? publicVideoOf(video) : null,
              chapters: demo.chapters.map((chapter, index) => ({
                startSeconds: row?.chapters[index]?.startSeconds ?? chapter.startSeconds,
                image: imageOf(row?.chapters[index]?.imageId ?? null),
              })),
            },
          ];
        }),
      );
    },
  };
}

/** A library video as the tour plays it: its file, captions and poster at the current revision. */
function publicVideoOf(row: AssetRow) {
  const revision = revisionOf(row);
  return {
    url: videoFileUrl(row.id, revision, row.mimeType),
    captionsUrl: row.captionsVtt === null ? null : captionsFileUrl(row.id, revision),
    poster: row.posterSha256 === null ? null : publicImageOf(row),
    width: row.width,
    height: row.height,
    durationSeconds: row.durationSeconds,
    label: row.alt,
  };
}

export type ProductTourService = ReturnType<typeof createProductTourService>;
