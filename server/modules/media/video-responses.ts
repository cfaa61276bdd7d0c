import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import { parse as parseRange } from "range-parser";
import { matchesEtag } from "../../http/page-cache";

/** A year, immutable: a media URL names its bytes (ADR 046). */
export const immutableCaching = "public, max-age=31536000, immutable";

/** The video row a file request needs (never its bytes: they are read piece by piece). */
export interface ServedVideo {
  mimeType: string;
  byteSize: number;
  sha256: string;
  captionsVtt: string | null;
  videoUploadId: string;
}

type ReadBytes = (uploadId: string, start: number, end: number) => AsyncGenerator<Buffer>;

/**
 * Serves a video as uploaded, or its captions, at a content-named URL (ADR 048). A video answers
 * range requests (RFC 9110 §14): one range gets a 206 with only its bytes, read piece by piece
 * from the database; a range past the end gets 416; several ranges, a malformed header or an
 * If-Range that no longer matches get the whole file, as the RFC lets a server choose.
 */
export function sendVideoFile(
  request: FastifyRequest,
  reply: FastifyReply,
  video: ServedVideo,
  kind: "video" | "captions",
  read: ReadBytes,
) {
  reply.header("cache-control", immutableCaching);
  if (kind === "captions") {
    const captions = video.captionsVtt ?? "";
    const etag = `"${createHash("sha256").update(captions).digest("base64url").slice(0, 27)}"`;
    reply.header("etag", etag).type("text/vtt; charset=utf-8");
    if (matchesEtag(request.headers["if-none-match"], etag)) return reply.status(304).send();
    return reply.send(captions);
  }

  const etag = `"${video.sha256.slice(0, 32)}"`;
  const size = video.byteSize;
  reply.header("etag", etag).header("accept-ranges", "bytes").type(video.mimeType);
  if (matchesEtag(request.headers["if-none-match"], etag)) return reply.status(304).send();

  const rangeHeader = request.headers.range;
  const ifRange = request.headers["if-range"];
  const asked = rangeHeader && (!ifRange || ifRange === etag) ? parseRange(size, rangeHeader) : null;
  // Bit 1 of the code: malformed, so the header is ignored; no range left: none can be satisfied.
  const usable = asked && asked.type === "bytes" && (asked.code & 1) === 0 ? asked : null;
  if (usable && usable.ranges.length === 0) {
    return reply
      .status(416)
      .header("content-range", `bytes */${size}`)
      .type("application/json")
      .send({
        message: `That range is outside the video, which is ${size} bytes long.`,
      });
  }
  const single = usable?.ranges.length === 1 ? usable.ranges[0] : undefined;
  if (!single) {
    reply.header("content-length", size);
    return reply.send(size === 0 ? "" : Readable.from(read(video.videoUploadId, 0, size - 1)));
  }
  const { start, end } = single;
  reply
    .status(206)
    .header("content-range", `bytes ${start}-${end}/${size}`)
    .header("content-length", end - start + 1);
  return reply.send(Readable.from(read(video.videoUploadId, start, end)));
}
