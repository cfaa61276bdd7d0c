import { authHeader } from "../../../common/http";
import { ApiError } from "../../lib/api";
import { clearToken, SessionEndedError, storedToken } from "./api-client";

/**
 * Sends one file as multipart/form-data (field `file`) as the signed-in person, reporting how much
 * has gone (0 to 1) as it goes: fetch cannot tell an upload's progress, XMLHttpRequest can.
 * Fails as `adminRequest` does: an ApiError with the server's message, SessionEndedError on 401.
 */
export function uploadFile<T>(
  path: string,
  file: File,
  { onProgress, signal }: { onProgress: (sent: number) => void; signal?: AbortSignal },
): Promise<T> {
  const token = storedToken();
  if (!token) return Promise.reject(new SessionEndedError());
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", path);
    request.setRequestHeader(authHeader, token);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = (request.response ?? {}) as { message?: string; errors?: Record<string, string> };
      if (request.status >= 200 && request.status < 300) return resolve(request.response as T);
      if (request.status === 401) {
        clearToken();
        return reject(new SessionEndedError());
      }
      const message = body.message ?? `The upload failed (${request.status}).`;
      reject(new ApiError(request.status, message, body.errors ?? {}, body.message ?? null));
    };
    request.onerror = () =>
      reject(new ApiError(0, "The upload did not reach the server. Check your connection and try again."));
    request.onabort = () => reject(new DOMException("The upload was cancelled", "AbortError"));
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    const form = new FormData();
    form.append("file", file, file.name);
    request.send(form);
  });
}
