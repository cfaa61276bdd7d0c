import type { MediaAsset } from "../../../common/media";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import type { Actor, AuditLog } from "../audit/service";
import { replaceFile, storeUpload } from "./stored-files";
import { replaceVideo, storeVideo } from "./stored-videos";
import type { mediaAssets } from "./tables";
import type { SpooledUpload } from "./upload";
import { checkUpload } from "./uploaded-file";

type AssetRow = typeof mediaAssets.$inferSelect;

/** An uploaded file as the library shows it: with no uses yet. */
type ToAsset = (row: AssetRow, uses: []) => MediaAsset;

/** Uploading and replacing a library file, an image or a video, told apart by its bytes. */
export function fileMethods({
  db,
  audit,
  clock,
  videoTools,
  withUsesOf,
  toAsset,
}: {
  db: Database;
  audit: AuditLog;
  clock: Clock;
  videoTools: string;
  withUsesOf: (row: AssetRow) => Promise<MediaAsset | null>;
  toAsset: ToAsset;
}) {
  return {
    /** Stores an upload, or refuses it with a reason (MediaFileRefusedError) and stores nothing. */
    async upload(actor: Actor, upload: SpooledUpload): Promise<MediaAsset> {
      const checked = await checkUpload(upload, videoTools);
      const row =
        checked.kind === "image"
          ? await storeUpload({ audit, clock }, actor, upload.fileName, checked.image)
          : await storeVideo({ db, audit, clock }, actor, upload, checked.mimeType, checked.facts);
      return toAsset(row, []);
    },

    /** A new file behind the same address: every post and page that uses the image (or video) shows it. */
    async replace(actor: Actor, id: string, upload: SpooledUpload): Promise<MediaAsset | null> {
      const checked = await checkUpload(upload, videoTools);
      const row =
        checked.kind === "image"
          ? await replaceFile({ audit, clock }, actor, id, upload.fileName, checked.image)
          : await replaceVideo({ db, audit, clock }, actor, id, upload, checked.mimeType, checked.facts);
      return row ? withUsesOf(row) : null;
    },
  };
}
