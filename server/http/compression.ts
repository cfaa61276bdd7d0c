import { promisify } from "node:util";
import zlib from "node:zlib";

/**
 * How the server compresses what it sends (ADR 015). An answer made for one request is
 * compressed quickly; an answer the page cache keeps is compressed again at the best ratio,
 * once, after it has been sent (ADR 010).
 */

/** Below this, compression costs more than it saves. */
export const compressionThreshold = 1024;

/**
 * Brotli quality for answers made per request: pages about 8% smaller than @fastify/compress's
 * default (4) for ~0.3 ms more per page, which keeps a typical page inside the first TCP round
 * trip on a slow connection.
 */
export const perResponseBrotliQuality = 6;

/**
 * Payloads up to this size are compressed in one call rather than through a zlib stream per
 * response. Pages are buffered whole (ADR 004), ~100-140 KB, and a stream's context costs ~10 ms
 * of CPU per page under load.
 */
export const oneCallCompressionLimit = 256 * 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The brotli and gzip forms of a body, or the body itself twice when it is too small to gain. */
export type CompressedForms = [br: Buffer, gzip: Buffer];

function compressBoth(body: Buffer, brotliQuality: number, gzipLevel: number): Promise<CompressedForms> {
  if (body.length < compressionThreshold) return Promise.resolve([body, body]);
  return Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(body, { level: gzipLevel }),
  ]);
}

/** As an answer made per request is compressed: a few milliseconds for a page. */
export function compressQuickly(body: Buffer): Promise<CompressedForms> {
  return compressBoth(body, perResponseBrotliQuality, zlib.constants.Z_DEFAULT_COMPRESSION);
}

/**
 * The smallest forms, for answers sent many times: brotli 11 takes ~120 ms for a page (on
 * libuv's threadpool, off the event loop), about 11% smaller than quality 6.
 */
export function compressBest(body: Buffer): Promise<CompressedForms> {
  return compressBoth(body, 11, 9);
}
