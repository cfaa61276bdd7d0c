import { useState } from "react";
import { acceptedImageTypes, acceptedVideoTypes, type MediaAsset } from "../../../../common/media";
import { FileButton } from "../../components/file-button";
import { uploadFile } from "../../lib/upload-file";
import { useAdminAction } from "../../lib/use-admin-action";

/** An image is replaced by an image, a video by a video: every use expects what it had. */
const acceptFor = (image: MediaAsset) =>
  Object.keys(image.kind === "video" ? acceptedVideoTypes : acceptedImageTypes).join(",");

/**
 * Puts a new file behind the image: every post and page that uses it shows the new one; its
 * description and focal point stay. Shows how much has been sent while it uploads.
 */
export function ReplaceButton({ image }: { image: MediaAsset }) {
  const { run } = useAdminAction();
  const [sent, setSent] = useState<number | null>(null);

  async function replace(file: File) {
    setSent(0);
    await run(() => uploadFile<MediaAsset>(`/api/admin/media/${image._id}/replace`, file, { onProgress: setSent }), {
      success: (replaced) => `"${image.fileName}" replaced with "${replaced.fileName}" everywhere it is used.`,
      failure: `Failed to replace the ${image.kind}.`,
    });
    setSent(null);
  }

  return (
    <FileButton accept={acceptFor(image)} busy={sent !== null} onFile={replace}>
      {sent === null ? "Replace…" : `Replacing… ${Math.round(sent * 100)}%`}
    </FileButton>
  );
}
