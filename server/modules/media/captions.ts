import webvtt from "webvtt-parser";
import { MediaFileRefusedError } from "./image-file";

/** The first few problems are enough to fix a file; a list of hundreds helps nobody. */
const problemsShown = 3;

/**
 * Checks captions staff give a video with the W3C validator's WebVTT parser, and returns them
 * with Windows line endings made plain. Refused (422) with the parser's first problems, by line:
 * a file the browser would drop silently must not reach the site looking as if it had captions.
 */
export function checkCaptions(text: string): string {
  const vtt = text.replaceAll("\r\n", "\n").replace(/^\uFEFF/, "");
  const { cues, errors } = new webvtt.WebVTTParser().parse(vtt, "captions");
  if (errors.length > 0) {
    const shown = errors
      .slice(0, problemsShown)
      .map((error) => `line ${error.line}: ${error.message.replace(/\.$/, "")}`)
      .join("; ");
    throw new MediaFileRefusedError(422, `The captions are not valid WebVTT (${shown}).`);
  }
  if (cues.length === 0) throw new MediaFileRefusedError(422, "The captions have no cues: nothing would be shown.");
  return vtt;
}
