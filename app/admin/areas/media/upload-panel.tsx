import { CircleAlert, CircleCheck, ImageUp } from "lucide-react";
import { useId, useRef, useState } from "react";
import { acceptedImageTypes, acceptedVideoTypes } from "../../../../common/media";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import type { Upload } from "./use-uploads";

const accept = [...Object.keys(acceptedImageTypes), ...Object.keys(acceptedVideoTypes)].join(",");

/**
 * Where images come in: dropped anywhere on the panel, or picked with the button (the keyboard's
 * way); several at once. Each file's progress and outcome is listed, and read out as it changes.
 */
export function UploadPanel({
  uploads,
  onFiles,
  onClearFinished,
}: {
  uploads: Upload[];
  onFiles: (files: Iterable<File>) => void;
  onClearFinished: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();
  const finished = uploads.some((upload) => upload.status === "done" || upload.status === "failed");

  return (
    <section aria-label="Upload images" className="border-line border-b p-4">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the button below does the same by keyboard */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          onFiles(event.dataTransfer.files);
        }}
        className={cn(
          "flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-6 text-center",
          over ? "border-brand bg-brand-soft" : "border-line-strong",
        )}
      >
        <ImageUp aria-hidden="true" className="size-8 text-ink-muted" />
        <p id={hintId} className="text-ink-muted text-sm">
          Drop images here, or choose them: JPEG, PNG, WebP, AVIF or GIF up to 20 MB each, and MP4 or WebM videos up to
          200 MB.
        </p>
        <Button onClick={() => input.current?.click()} aria-describedby={hintId}>
          Choose images
        </Button>
        <input
          ref={input}
          type="file"
          accept={accept}
          multiple
          tabIndex={-1}
          aria-hidden="true"
          className="sr-only"
          onChange={(event) => {
            if (event.target.files) onFiles(event.target.files);
            event.target.value = "";
          }}
        />
      </div>
      {uploads.length > 0 && (
        <div className="mt-4">
          <div className="flex items-center justify-between gap-3">
            <h2 className="font-semibold text-sm">Uploads</h2>
            {finished && (
              <Button variant="ghost" size="sm" onClick={onClearFinished}>
                Clear finished
              </Button>
            )}
          </div>
          <ul aria-live="polite" className="mt-2 space-y-2">
            {uploads.map((upload) => (
              <UploadRow key={upload.key} upload={upload} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function UploadRow({ upload }: { upload: Upload }) {
  const labelId = useId();
  const percent = Math.round(upload.progress * 100);
  return (
    <li className="rounded-lg border border-line p-3 text-sm">
      <div className="flex items-center gap-2">
        {upload.status === "done" && <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-success" />}
        {upload.status === "failed" && <CircleAlert aria-hidden="true" className="size-4 shrink-0 text-danger" />}
        <span id={labelId} className="min-w-0 flex-1 truncate font-medium">
          {upload.name}
        </span>
        <span className="shrink-0 text-ink-muted">
          {upload.status === "waiting"
            ? "Waiting"
            : upload.status === "uploading"
              ? `${percent}%`
              : upload.status === "done"
                ? "Uploaded"
                : "Not uploaded"}
        </span>
      </div>
      {(upload.status === "uploading" || upload.status === "waiting") && (
        <progress
          aria-labelledby={labelId}
          max={100}
          value={percent}
          className="mt-2 h-2 w-full accent-[var(--brand)]"
        />
      )}
      {upload.message && (
        <p className={cn("mt-1", upload.status === "failed" ? "text-danger" : "text-ink-muted")}>{upload.message}</p>
      )}
    </li>
  );
}
