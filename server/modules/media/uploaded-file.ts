import { open, readFile } from "node:fs/promises";
import { fileTypeFromBuffer } from "file-type";
import { type AcceptedVideoType, acceptedImageTypes, acceptedVideoTypes, mediaLimits } from "../../../common/media";
import { MediaFileRefusedError, readUploadedImage, type StoredImage, typeRefused } from "./image-file";
import type { SpooledUpload } from "./upload";
import { readVideoFacts, type VideoFacts } from "./video-file";

/** An upload checked by its bytes: an image ready to store, or a video and what was read of it. */
export type CheckedUpload =
  | { kind: "image"; image: StoredImage }
  | { kind: "video"; mimeType: AcceptedVideoType; facts: VideoFacts };

async function headOf(path: string): Promise<Buffer> {
  const file = await open(path);
  try {
    const buffer = Buffer.alloc(4100);
    const { bytesRead } = await file.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

const isVideo = (mime: string): mime is AcceptedVideoType => mime in acceptedVideoTypes;

/**
 * Says what a spooled upload is, by its bytes (file-type), never its name: an MP4 or WebM video
 * (read by ffprobe and ffmpeg), or an image (checked and cleaned by readUploadedImage). Anything
 * else is refused with MediaFileRefusedError, and nothing is stored.
 */
export async function checkUpload(upload: SpooledUpload, videoTools: string): Promise<CheckedUpload> {
  const head = await headOf(upload.path);
  const type = await fileTypeFromBuffer(head);
  if (type && isVideo(type.mime)) {
    return {
      kind: "video",
      mimeType: type.mime,
      facts: await readVideoFacts(upload.fileName, upload.path, videoTools),
    };
  }
  if (upload.byteSize > mediaLimits.imageBytes) {
    if (type && type.mime in acceptedImageTypes) {
      throw new MediaFileRefusedError(
        413,
        `"${upload.fileName}" is over 20 MB; the largest image the library takes is 20 MB.`,
      );
    }
    throw typeRefused(upload.fileName, head, type?.ext);
  }
  return { kind: "image", image: await readUploadedImage(upload.fileName, await readFile(upload.path)) };
}
