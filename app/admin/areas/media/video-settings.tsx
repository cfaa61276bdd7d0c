import { useState } from "react";
import type { MediaAsset } from "../../../../common/media";
import { formatPlaybackTime } from "../../../components/product-tour/demo-player-state";
import { Button } from "../../../components/ui/button";
import { FileButton } from "../../components/file-button";
import { adminRequest } from "../../lib/api-client";
import { uploadFile } from "../../lib/upload-file";
import { useAdminAction } from "../../lib/use-admin-action";

/**
 * A video's own settings in its library dialog (ADR 048): a preview that plays it with its
 * captions, its length, captions (a WebVTT file, checked by the server) and the poster frame.
 */
export function VideoSettings({ video }: { video: MediaAsset }) {
  const { run } = useAdminAction();
  const [posterSent, setPosterSent] = useState<number | null>(null);
  const [captionsBusy, setCaptionsBusy] = useState(false);

  async function setCaptions(file: File) {
    setCaptionsBusy(true);
    const captions = await file.text();
    await run(
      () => adminRequest<MediaAsset>(`/api/admin/media/${video._id}/captions`, { method: "PUT", body: { captions } }),
      { success: `Captions from "${file.name}" added.`, failure: "Failed to add the captions." },
    );
    setCaptionsBusy(false);
  }

  async function removeCaptions() {
    if (!window.confirm(`Remove the captions of "${video.fileName}"? Viewers who need them will have none.`)) return;
    await run(() => adminRequest<MediaAsset>(`/api/admin/media/${video._id}/captions`, { method: "DELETE" }), {
      success: "Captions removed.",
      failure: "Failed to remove the captions.",
    });
  }

  async function setPoster(file: File) {
    setPosterSent(0);
    await run(
      () => uploadFile<MediaAsset>(`/api/admin/media/${video._id}/poster`, file, { onProgress: setPosterSent }),
      { success: `Poster set from "${file.name}".`, failure: "Failed to set the poster." },
    );
    setPosterSent(null);
  }

  return (
    <section aria-labelledby="video-settings" className="space-y-3 rounded-lg border border-line p-4">
      <h3 id="video-settings" className="font-semibold text-sm">
        Video
        {video.durationSeconds !== null && (
          <span className="font-normal text-ink-muted"> · {formatPlaybackTime(video.durationSeconds)} long</span>
        )}
      </h3>
      {video.videoUrl && (
        // biome-ignore lint/a11y/useMediaCaption: the track is there once captions are added; this preview is how staff check them
        <video
          key={video.revision}
          src={video.videoUrl}
          poster={video.previewUrl ?? undefined}
          controls
          preload="metadata"
          aria-label={`Preview of ${video.fileName}`}
          className="aspect-video w-full rounded bg-black"
        >
          {video.captionsUrl && <track kind="captions" src={video.captionsUrl} srcLang="en" label="English" default />}
        </video>
      )}
      <p className="text-ink-muted text-sm">
        {video.captionsUrl
          ? "Captions are set: the site shows them with a CC button."
          : "No captions yet. Add a WebVTT (.vtt) file so people who cannot hear it can follow."}
      </p>
      <div className="flex flex-wrap gap-2">
        <FileButton size="sm" accept=".vtt,text/vtt" busy={captionsBusy} onFile={setCaptions}>
          {captionsBusy ? "Adding captions…" : video.captionsUrl ? "Replace captions…" : "Add captions…"}
        </FileButton>
        {video.captionsUrl && (
          <Button variant="ghost" size="sm" onClick={removeCaptions}>
            Remove captions
          </Button>
        )}
        <FileButton
          size="sm"
          accept="image/jpeg,image/png,image/webp,image/avif"
          busy={posterSent !== null}
          onFile={setPoster}
        >
          {posterSent !== null
            ? `Uploading poster… ${Math.round(posterSent * 100)}%`
            : video.previewUrl
              ? "Change poster…"
              : "Upload poster…"}
        </FileButton>
      </div>
    </section>
  );
}
