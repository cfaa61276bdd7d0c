import type { ErrorBody } from "../../common/errors";
import type { FieldErrors } from "../../common/field-errors";
import { authHeader, totalCountHeader } from "../../common/http";

/** A failed API call, carrying the server's `{ message, errors? }` (DESIGN §3). */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors: FieldErrors = {},
    /** The server's own words, or null when it sent none (a proxy's error page, say). */
    public readonly serverMessage: string | null = null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The server's message when it sent one, else `fallback` (SPEC names fallbacks for several calls). */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/** status 0: the request never got an answer (offline, server down). */
export const isNetworkError = (error: unknown) => error instanceof ApiError && error.status === 0;

export interface ApiRequestOptions extends Omit<RequestInit, "body" | "headers"> {
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** The back office's session token, sent as SPEC's x-auth-token header. */
  token?: string;
  /** The message when there was no answer at all; SPEC names some ("Error logging in"). */
  networkMessage?: string;
}

/**
 * The browser's one way to call our API, public pages and back office alike. Resolves with the
 * parsed body on 2xx, typed by the caller with the response schema's type from common/;
 * otherwise rejects with an ApiError holding the server's message and field errors.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  return (await apiExchange<T>(path, options)).body;
}

/** A list call: the array the API returns and the number of rows that match (X-Total-Count). */
export async function apiList<T>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<{ items: T[]; total: number }> {
  const { body, headers } = await apiExchange<unknown>(path, options);
  const items = Array.isArray(body) ? (body as T[]) : [];
  const total = Number(headers.get(totalCountHeader));
  return { items, total: Number.isFinite(total) && headers.has(totalCountHeader) ? total : items.length };
}

async function apiExchange<T>(
  path: string,
  {
    body,
    headers,
    token,
    networkMessage = "Could not reach the server. Check your connection and try again.",
    ...init
  }: ApiRequestOptions,
): Promise<{ body: T; headers: Headers }> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: {
        accept: "application/json",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(token ? { [authHeader]: token } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, networkMessage);
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const { message, errors } = (payload ?? {}) as Partial<ErrorBody>;
    const serverMessage = typeof message === "string" && message ? message : null;
    throw new ApiError(
      response.status,
      serverMessage ?? `Request failed (${response.status})`,
      errors && typeof errors === "object" ? errors : {},
      serverMessage,
    );
  }
  return { body: payload as T, headers: response.headers };
}
