import type { MediaAsset } from "../../../common/media";
import { captionsFileUrl, videoFileUrl } from "../../../common/media-addresses";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import type { Actor, AuditLog } from "../audit/service";
import { checkCaptions } from "./captions";
import { MediaFileRefusedError } from "./image-file";
import { setCaptions, setPoster, videoBytes } from "./stored-videos";
import type { mediaAssets } from "./tables";
import type { SpooledUpload } from "./upload";
import { checkUpload } from "./uploaded-file";
import { revisionOf, variantSourceOf } from "./variants";
import type { ServedVideo } from "./video-responses";

/**
 * What the media service does for videos only (ADR 048): captions, an uploaded poster, and the
 * file and captions a public request is served.
 */
export function videoMethods({
  db,
  audit,
  clock,
  videoTools,
  withUsesOf,
}: {
  db: Database;
  audit: AuditLog;
  clock: Clock;
  videoTools: string;
  withUsesOf: (row: typeof mediaAssets.$inferSelect) => Promise<MediaAsset | null>;
}) {
  return {
    /** Sets a video's captions (refused with the parser's problems), or removes them with null. */
    async setCaptions(actor: Actor, id: string, captions: string | null): Promise<MediaAsset | null> {
      const row = await setCaptions({ audit, clock }, actor, id, captions === null ? null : checkCaptions(captions));
      return row ? withUsesOf(row) : null;
    },

    /** Puts an uploaded poster frame on a video (where ffmpeg is missing, or staff want another frame). */
    async setPoster(actor: Actor, id: string, upload: SpooledUpload): Promise<MediaAsset | null> {
      const checked = await checkUpload(upload, videoTools);
      if (checked.kind !== "image") {
        throw new MediaFileRefusedError(415, `"${upload.fileName}" is a video; a poster is an image.`);
      }
      const row = await setPoster({ audit, clock }, actor, id, checked.image);
      return row ? withUsesOf(row) : null;
    },

    /**
     * A video's file or captions for a public request: what to serve, or where the current
     * revision's is when the URL names an older one, or null when there is none.
     */
    async videoFile(
      id: string,
      revision: string,
      file: "video" | "captions",
    ): Promise<{ moved: string } | { video: ServedVideo } | null> {
      const row = await variantSourceOf(db, id);
      if (row?.kind !== "video" || !row.videoUploadId) return null;
      const current = revisionOf(row);
      if (file === "captions" && row.captionsVtt === null) return null;
      if (current !== revision) {
        return { moved: file === "video" ? videoFileUrl(id, current, row.mimeType) : captionsFileUrl(id, current) };
      }
      return { video: { ...row, videoUploadId: row.videoUploadId } };
    },

    /** Bytes `start` to `end` of a stored video, piece by piece. */
    readVideo: (uploadId: string, start: number, end: number) => videoBytes(db, uploadId, start, end),
  };
}
