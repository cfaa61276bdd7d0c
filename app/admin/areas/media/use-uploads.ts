import { useCallback, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { acceptedImageTypes, acceptedVideoTypes, type MediaAsset, mediaLimits } from "../../../../common/media";
import { serverMessageOr } from "../../../lib/api";
import { uploadFile } from "../../lib/upload-file";
import { useSessionEndedRedirect } from "../../lib/use-session-ended-redirect";

/** One file on its way into the library, as the upload list shows it. */
export interface Upload {
  key: number;
  name: string;
  /** 0 to 1: how much of the file has been sent. */
  progress: number;
  status: "waiting" | "uploading" | "done" | "failed";
  message: string;
}

/** Files sent at once: the rest wait their turn, so a drop of fifty photos does not choke the link. */
const atOnce = 3;

const typeNames = Object.values(acceptedImageTypes).join(", ");
const videoNames = Object.values(acceptedVideoTypes).join(" or ");

/**
 * The browser's own first look at a file, for a quick answer (the server decides, by the bytes):
 * too large, or a type the library does not take.
 */
function refusalOf(file: File): string | null {
  const isVideo = file.type in acceptedVideoTypes;
  if (isVideo && file.size > mediaLimits.videoBytes)
    return `"${file.name}" is over 200 MB; the largest video the library takes is 200 MB.`;
  if (!isVideo && file.size > mediaLimits.imageBytes)
    return `"${file.name}" is over 20 MB; the largest image the library takes is 20 MB.`;
  if (file.type && !isVideo && !(file.type in acceptedImageTypes))
    return `"${file.name}" is not a ${typeNames} image or an ${videoNames} video; the library takes those only.`;
  return null;
}

/**
 * Uploads several files, a few at a time, each with its progress and its outcome; the library's
 * list is reloaded as each one lands.
 */
export function useUploads() {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const queue = useRef<Array<{ key: number; file: File }>>([]);
  const running = useRef(0);
  const nextKey = useRef(0);
  const revalidator = useRevalidator();
  const handleSessionEnded = useSessionEndedRedirect();

  const update = useCallback(
    (key: number, change: Partial<Upload>) =>
      setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload))),
    [],
  );

  const pump = useCallback(() => {
    while (running.current < atOnce && queue.current.length > 0) {
      const next = queue.current.shift();
      if (!next) break;
      running.current += 1;
      update(next.key, { status: "uploading" });
      uploadFile<MediaAsset>("/api/admin/media", next.file, {
        onProgress: (progress) => update(next.key, { progress }),
      })
        .then(async (asset) => {
          update(next.key, { status: "done", progress: 1, message: `Uploaded. Now describe "${asset.fileName}".` });
          await revalidator.revalidate();
        })
        .catch((error: unknown) => {
          if (handleSessionEnded(error)) return;
          update(next.key, {
            status: "failed",
            message: serverMessageOr(error, `"${next.file.name}" was not uploaded.`),
          });
        })
        .finally(() => {
          running.current -= 1;
          pump();
        });
    }
  }, [update, revalidator, handleSessionEnded]);

  const add = useCallback(
    (files: Iterable<File>) => {
      const added: Upload[] = [];
      for (const file of files) {
        const key = nextKey.current++;
        const refusal = refusalOf(file);
        added.push({
          key,
          name: file.name,
          progress: 0,
          status: refusal ? "failed" : "waiting",
          message: refusal ?? "",
        });
        if (!refusal) queue.current.push({ key, file });
      }
      setUploads((current) => [...added, ...current]);
      pump();
    },
    [pump],
  );

  const clearFinished = useCallback(
    () =>
      setUploads((current) => current.filter((upload) => upload.status === "uploading" || upload.status === "waiting")),
    [],
  );

  return { uploads, add, clearFinished };
}
