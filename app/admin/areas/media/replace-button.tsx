import { useRef, useState } from "react";
import { acceptedImageTypes, type MediaAsset } from "../../../../common/media";
import { Button } from "../../../components/ui/button";
import { uploadFile } from "../../lib/upload-file";
import { useAdminAction } from "../../lib/use-admin-action";

const accept = Object.keys(acceptedImageTypes).join(",");

/**
 * Puts a new file behind the image: every post and page that uses it shows the new one; its
 * description and focal point stay. Shows how much has been sent while it uploads.
 */
export function ReplaceButton({ image }: { image: MediaAsset }) {
  const input = useRef<HTMLInputElement>(null);
  const { run } = useAdminAction();
  const [sent, setSent] = useState<number | null>(null);

  async function replace(file: File) {
    setSent(0);
    await run(() => uploadFile<MediaAsset>(`/api/admin/media/${image._id}/replace`, file, { onProgress: setSent }), {
      success: (replaced) => `"${image.fileName}" replaced with "${replaced.fileName}" everywhere it is used.`,
      failure: "Failed to replace the image.",
    });
    setSent(null);
  }

  return (
    <>
      <Button variant="secondary" disabled={sent !== null} onClick={() => input.current?.click()}>
        {sent === null ? "Replace…" : `Replacing… ${Math.round(sent * 100)}%`}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        tabIndex={-1}
        aria-hidden="true"
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void replace(file);
        }}
      />
    </>
  );
}
