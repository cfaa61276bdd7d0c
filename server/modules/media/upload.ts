import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { finished } from "node:stream/promises";
import type { MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { fileTypeFromBuffer } from "file-type";
import { acceptedImageTypes, mediaLimits } from "../../../common/media";
import { HttpError } from "../../http/errors";

/** The multipart limits: one file of at most 200 MB (a video; images stop at 20 MB, below), and nothing else. */
export const uploadLimits = {
  fileSize: mediaLimits.videoBytes,
  files: 1,
  fields: 0,
  parts: 1,
  fieldNameSize: 100,
  headerPairs: 20,
};

/**
 * A file name as it is kept and shown: no folders (some browsers send them), no control
 * characters, at most 200 characters; never empty.
 */
export function cleanFileName(name: string): string {
  const cleaned = basename(name.replaceAll("\\", "/"))
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, mediaLimits.fileName);
  return cleaned || "image";
}

/** An upload written to a temporary file: the caller reads it, then calls `discard()`. */
export interface SpooledUpload {
  fileName: string;
  path: string;
  byteSize: number;
  /** SHA-256 of the bytes as uploaded, hex. */
  sha256: string;
  discard: () => Promise<void>;
}

const oneFile = "Send one file per upload, in a field named file.";
const unreadable = "The upload could not be read: send one file as multipart/form-data in a field named file.";
const tooLargeImage = (fileName: string) =>
  `"${fileName}" is over 20 MB; the largest image the library takes is 20 MB.`;
const tooLargeFile = (fileName: string) =>
  `"${fileName}" is over 200 MB; the largest video the library takes is 200 MB, and an image 20 MB.`;

/** Enough of a file's start for file-type to name any format the library takes. */
const headBytes = 4100;

/**
 * Writes one file part to a temporary file, hashing it on the way. Once its first bytes show an
 * image, it stops at 20 MB rather than read the rest of a 200 MB body. Memory stays flat however
 * large the file is.
 */
async function spool(part: MultipartFile, folder: string): Promise<Omit<SpooledUpload, "discard">> {
  const fileName = cleanFileName(part.filename);
  const path = join(folder, "upload");
  const out = createWriteStream(path, { flags: "wx" });
  const hash = createHash("sha256");
  let byteSize = 0;
  let head = Buffer.alloc(0);
  let limit: number = mediaLimits.videoBytes;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      byteSize += chunk.length;
      if (head.length < headBytes) {
        head = Buffer.concat([head, chunk]);
        if (head.length >= headBytes) limit = await limitFor(head);
      }
      if (byteSize > limit) throw new HttpError(413, tooLargeImage(fileName));
      hash.update(chunk);
      if (!out.write(chunk)) await new Promise((resolve) => out.once("drain", resolve));
    }
  } finally {
    out.end();
    await finished(out).catch(() => undefined);
  }
  if (part.file.truncated) throw new HttpError(413, tooLargeFile(fileName));
  return { fileName, path, byteSize, sha256: hash.digest("hex") };
}

/** An image's limit once its first bytes say it is one; any other file may be a video's size. */
async function limitFor(head: Buffer): Promise<number> {
  const type = await fileTypeFromBuffer(head);
  return type && type.mime in acceptedImageTypes ? mediaLimits.imageBytes : mediaLimits.videoBytes;
}

/**
 * Reads the one file of a multipart upload into a temporary file (200 MB at most, 20 MB for an
 * image). Every way a body can be wrong (not multipart, no boundary, cut short, too large, more
 * than one file) is a 4xx naming the problem, never a 500; the temporary file is then gone.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<SpooledUpload> {
  const folder = await mkdtemp(join(tmpdir(), "aster-upload-"));
  const discard = () => rm(folder, { recursive: true, force: true });
  try {
    let upload: Omit<SpooledUpload, "discard"> | undefined;
    // Read to the end, not just the first part: a body cut short or with a second file is only
    // found out after the first file's bytes, and must not be stored as if it were whole.
    for await (const part of request.parts({ limits: uploadLimits })) {
      if (part.type !== "file" || upload) throw new HttpError(413, oneFile);
      upload = await spool(part, folder);
    }
    if (!upload) throw new HttpError(400, "Choose a file to upload.");
    return { ...upload, discard };
  } catch (error) {
    await discard();
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") {
      throw new HttpError(413, oneFile);
    }
    if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE") throw new HttpError(415, unreadable);
    throw new HttpError(400, unreadable);
  }
}
