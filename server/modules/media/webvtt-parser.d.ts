/**
 * The parts of `webvtt-parser` (the W3C validator's parser, untyped) that captions.ts uses. It is
 * CommonJS that Node cannot read named exports from: the built server imports its default export.
 */
declare module "webvtt-parser" {
  export interface WebVTTParseError {
    message: string;
    line: number;
    col?: number;
  }
  class WebVTTParser {
    parse(
      input: string,
      mode?: "captions" | "subtitles" | "chapters" | "metadata",
    ): {
      cues: { startTime: number; endTime: number; text: string }[];
      errors: WebVTTParseError[];
    };
  }
  const webvtt: { WebVTTParser: typeof WebVTTParser };
  export default webvtt;
}
