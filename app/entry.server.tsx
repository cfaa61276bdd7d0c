// The web-streams renderer, not react-dom/server's Node one: on Node 20 the Node renderer keeps
// an AsyncLocalStorage, and the first render turns on async hooks for the life of the process,
// a tax on every promise, timer and socket write that follows, cached answers included. The
// edge build needs no such store (it looks for a global AsyncLocalStorage Node does not have),
// and our page handler reads the whole body anyway (server/http/pages.ts), so nothing is lost.
import { renderToReadableStream } from "react-dom/server.edge";
import { type AppLoadContext, type EntryContext, ServerRouter } from "react-router";
import { NonceProvider } from "./lib/nonce";

/** A render still going after this is aborted, so a stuck loader cannot hold a connection open. */
export const streamTimeout = 5_000;

/**
 * Renders every page to completion before sending it (allReady, not the shell): visitors,
 * crawlers and curl all get the full HTML, and the content never shifts as it streams in.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { nonce } = loadContext;
  let statusCode = responseStatusCode;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), streamTimeout + 1000);
  try {
    const body = await renderToReadableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        signal: timeout.signal,
        // React moves big finished Suspense boundaries out of line, to be put in place by a
        // script; without JavaScript the visitor would keep seeing the fallback. Keep all inline.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError(error) {
          statusCode = 500;
          console.error(error);
        },
      },
    );
    await body.allReady;
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(body, { headers: responseHeaders, status: statusCode });
  } finally {
    // Once everything has rendered nothing can hang: what is left is copying bytes out.
    clearTimeout(timer);
  }
}
