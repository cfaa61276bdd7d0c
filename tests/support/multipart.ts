import { randomBytes } from "node:crypto";

/** One part of a multipart/form-data body. */
export interface FilePart {
  fileName: string;
  bytes: Buffer;
  contentType?: string;
  field?: string;
}

/**
 * A multipart/form-data body as a browser sends an `<input type="file">`, for `app.inject` and
 * fetch alike: the bytes and the content type with its boundary.
 */
export function multipartBody(...parts: FilePart[]): { payload: Buffer; headers: { "content-type": string } } {
  const boundary = `----aster-test-${randomBytes(8).toString("hex")}`;
  const chunks = parts.flatMap(({ fileName, bytes, contentType = "application/octet-stream", field = "file" }) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from("\r\n"),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
