import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { MediaFileRefusedError, readUploadedImage, type StoredImage } from "./image-file";

const run = promisify(execFile);

/** What the library knows of a video once it is read: ffprobe's facts and ffmpeg's poster frame. */
export interface VideoFacts {
  width: number;
  height: number;
  durationSeconds: number | null;
  /** A frame a second in (or at a tenth of a short video), as a stored image; null without ffmpeg. */
  poster: StoredImage | null;
}

/** A reading that takes longer than this is a file built to hang the tool; it is refused. */
const toolTimeoutMs = 60_000;

const isMissingTool = (error: unknown) => (error as { code?: string }).code === "ENOENT";

interface Probed {
  streams?: { codec_type?: string; width?: number; height?: number }[];
  format?: { duration?: string };
}

/**
 * Reads a video's size and length with ffprobe, then takes its poster frame with ffmpeg (both
 * from Debian's ffmpeg package, in `toolsFolder`). Both run as child processes, never on the
 * event loop. Without the tools the video is still taken, unmeasured and with no poster: staff
 * upload one. A file the tools cannot read, or with no picture, is refused.
 */
export async function readVideoFacts(fileName: string, path: string, toolsFolder: string): Promise<VideoFacts> {
  const unreadable = new MediaFileRefusedError(
    422,
    `"${fileName}" could not be read as a video: it may be damaged or cut short.`,
  );
  let probed: Probed;
  try {
    const { stdout } = await run(
      join(toolsFolder, "ffprobe"),
      ["-v", "error", "-print_format", "json", "-show_entries", "stream=codec_type,width,height:format=duration", path],
      { timeout: toolTimeoutMs, maxBuffer: 1024 * 1024 },
    );
    probed = JSON.parse(stdout) as Probed;
  } catch (error) {
    if (isMissingTool(error)) return { width: 0, height: 0, durationSeconds: null, poster: null };
    throw unreadable;
  }
  const picture = probed.streams?.find((stream) => stream.codec_type === "video");
  if (!picture?.width || !picture.height) {
    throw new MediaFileRefusedError(422, `"${fileName}" has no picture: the library takes videos, not sound alone.`);
  }
  const duration = Number(probed.format?.duration);
  const durationSeconds = Number.isFinite(duration) && duration > 0 ? duration : null;
  const at = durationSeconds === null ? 0 : Math.min(1, durationSeconds / 10);
  const poster = await posterFrame(fileName, path, toolsFolder, at).catch((error: unknown) => {
    if (isMissingTool(error)) return null;
    throw unreadable;
  });
  return { width: picture.width, height: picture.height, durationSeconds, poster };
}

/** One frame `atSeconds` in, as a JPEG, cleaned like any upload (readUploadedImage). */
async function posterFrame(fileName: string, path: string, toolsFolder: string, atSeconds: number) {
  const { stdout } = await run(
    join(toolsFolder, "ffmpeg"),
    [
      "-v",
      "error",
      "-ss",
      atSeconds.toFixed(2),
      "-i",
      path,
      "-frames:v",
      "1",
      "-q:v",
      "2",
      "-f",
      "image2pipe",
      "-c:v",
      "mjpeg",
      "pipe:1",
    ],
    { timeout: toolTimeoutMs, encoding: "buffer", maxBuffer: 32 * 1024 * 1024 },
  );
  return readUploadedImage(`${fileName} (poster)`, stdout);
}
