/** A failed API call, carrying the server's `{ message, errors? }` (DESIGN §3). */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** status 0: the request never got an answer (offline, server down). */
export const isNetworkError = (error: unknown) => error instanceof ApiError && error.status === 0;

/**
 * fetch + JSON for our API. Resolves with the parsed body on 2xx; otherwise rejects with an
 * ApiError holding the server's message, or `networkMessage` when there was no answer at all.
 */
export async function requestJson<T>(
  path: string,
  {
    body,
    headers,
    networkMessage = "Could not reach the server. Check your connection and try again.",
    ...init
  }: Omit<RequestInit, "body"> & { body?: unknown; networkMessage?: string } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: {
        accept: "application/json",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
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
    const { message, errors } = (payload ?? {}) as { message?: unknown; errors?: unknown };
    throw new ApiError(
      response.status,
      typeof message === "string" ? message : `Request failed (${response.status})`,
      errors && typeof errors === "object" ? (errors as Record<string, string>) : {},
    );
  }
  return payload as T;
}
