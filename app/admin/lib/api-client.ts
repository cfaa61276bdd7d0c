import { redirect } from "react-router";
import { authHeader } from "../../../common/http";
import { ApiError, type ApiRequestOptions, apiList, apiRequest } from "../../lib/api";

/**
 * The back office's HTTP client: the signed-in admin's token and every call made with it.
 * SPEC §3: the admin token lives in localStorage under "token".
 */
const tokenKey = "token";

/** The token this browser keeps (the server's `readToken` reads it from a request's headers). */
export function storedToken(): string | null {
  try {
    return localStorage.getItem(tokenKey);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  localStorage.setItem(tokenKey, token);
}

export function clearToken(): void {
  try {
    localStorage.removeItem(tokenKey);
  } catch {
    // Nothing stored means nothing to clear.
  }
}

/** Where the guard sends a visitor without a session; `next` brings them back after sign-in. */
export function loginPath(next?: string): string {
  return next && next !== "/admin" ? `/admin/login?next=${encodeURIComponent(next)}` : "/admin/login";
}

/** Only our own back-office paths are followed after sign-in, never another site. */
export function safeNextPath(next: string | null): string {
  return next && /^\/admin\/(?!login)[\w\-/]*$/.test(next) ? next : "/admin/dashboard";
}

/** Thrown when the server no longer accepts the token; the token is already cleared. */
export class SessionEndedError extends Error {
  constructor() {
    super("Your session has ended. Please sign in again.");
    this.name = "SessionEndedError";
  }
}

/** Runs a call with the stored token. A 401 clears the stored token (SPEC §2 guard). */
async function withToken<T>(call: (token: string) => Promise<T>): Promise<T> {
  const token = storedToken();
  if (!token) throw new SessionEndedError();
  try {
    return await call(token);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearToken();
      throw new SessionEndedError();
    }
    throw error;
  }
}

/** An API call as the signed-in admin. */
export function adminRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  return withToken((token) => apiRequest<T>(path, { ...options, token }));
}

/** A list call as the signed-in admin: the rows and X-Total-Count. */
export function adminList<T>(path: string, options: ApiRequestOptions = {}): Promise<{ items: T[]; total: number }> {
  return withToken((token) => apiList<T>(path, { ...options, token }));
}

/** For clientLoaders: an ended session becomes a redirect to sign-in instead of an error page. */
export async function adminLoaderRequest<T>(path: string, request: Request): Promise<T> {
  try {
    return await adminRequest<T>(path, { signal: request.signal });
  } catch (error) {
    if (error instanceof SessionEndedError) throw redirect(loginPath(new URL(request.url).pathname));
    throw error;
  }
}

/**
 * For an edit page's clientLoader: a record that does not exist, or an id that cannot be one,
 * is a 404 for the page's ErrorBoundary (RecordLoadError) instead of a failed load.
 */
export async function adminLoadRecord<T>(path: string, request: Request): Promise<T> {
  try {
    return await adminLoaderRequest<T>(path, request);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw new Response("Not found", { status: 404 });
    }
    throw error;
  }
}

/**
 * Downloads a file the API makes for the signed-in admin (the token is a header, so a plain
 * link cannot): fetched, then saved under the name the server gives.
 */
export async function adminDownload(path: string): Promise<void> {
  const response = await withToken(async (token) => {
    const answer = await fetch(path, { headers: { [authHeader]: token } });
    if (!answer.ok) throw new ApiError(answer.status, `Download failed (${answer.status})`);
    return answer;
  });
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "download";
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
