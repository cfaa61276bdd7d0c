import { basename } from "node:path";
import type { FastifyRequest } from "fastify";
import { mediaLimits } from "../../../common/media";
import { HttpError } from "../../http/errors";

/** The multipart limits: one file of at most 20 MB, and nothing else worth reading. */
export const uploadLimits = {
  fileSize: mediaLimits.imageBytes,
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

const oneFile = "Send one image per upload, in a field named file.";
const unreadable = "The upload could not be read: send one file as multipart/form-data in a field named file.";

/**
 * Reads the one file of a multipart upload into memory (20 MB at most: sharp needs the whole
 * file). Every way a body can be wrong (not multipart, no boundary, cut short, too large, more
 * than one file) is a 4xx naming the problem, never a 500.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<{ fileName: string; bytes: Buffer }> {
  let fileName = "image";
  try {
    let upload: { fileName: string; bytes: Buffer } | undefined;
    // Read to the end, not just the first part: a body cut short or with a second file is only
    // found out after the first file's bytes, and must not be stored as if it were whole.
    for await (const part of request.parts({ limits: uploadLimits })) {
      if (part.type !== "file" || upload) throw new HttpError(413, oneFile);
      fileName = cleanFileName(part.filename);
      upload = { fileName, bytes: await part.toBuffer() };
    }
    if (!upload) throw new HttpError(400, "Choose an image to upload.");
    return upload;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") {
      throw new HttpError(413, `"${fileName}" is over 20 MB; the largest image the library takes is 20 MB.`);
    }
    if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") {
      throw new HttpError(413, oneFile);
    }
    if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE") throw new HttpError(415, unreadable);
    throw new HttpError(400, unreadable);
  }
}
