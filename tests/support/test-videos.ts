import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * A real short video made by Debian's ffmpeg (ffmpeg's own test pattern, with a tone in the MP4):
 * `bitrate` makes it as large as a test needs (3 Mbit/s for 4 s is over 1 MiB, more than one
 * stored piece). WebM is VP8, which every Chromium plays.
 */
export async function testVideo({
  format,
  seconds = 4,
  size = "640x360",
  bitrate = "3M",
}: {
  format: "mp4" | "webm";
  seconds?: number;
  size?: string;
  bitrate?: string;
}): Promise<Buffer> {
  const folder = await mkdtemp(join(tmpdir(), "aster-test-video-"));
  const path = join(folder, `video.${format}`);
  try {
    const picture = ["-f", "lavfi", "-i", `testsrc2=size=${size}:rate=25`];
    const codec =
      format === "mp4"
        ? ["-f", "lavfi", "-i", "sine=frequency=440", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-c:a", "aac"]
        : ["-c:v", "libvpx"];
    await run("ffmpeg", ["-v", "error", "-y", ...picture, ...codec, "-t", String(seconds), "-b:v", bitrate, path]);
    return await readFile(path);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Captions for a test video, in WebVTT. */
export const testCaptions = `WEBVTT

00:00:00.000 --> 00:00:02.000
The dashboard shows this week's demo requests.

00:00:02.000 --> 00:00:04.000
Each one opens with its timeline.
`;
