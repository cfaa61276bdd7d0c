import { finished, PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { type AppLoadContext, type EntryContext, ServerRouter } from "react-router";
import { IslandsLoaderScriptProvider } from "./islands/loader-script";
import { NonceProvider } from "./lib/nonce";

/** A render still going after this is aborted, so a stuck loader cannot hold a connection open. */
export const streamTimeout = 5_000;

/**
 * Renders every page to completion before sending it (onAllReady, not onShellReady): visitors,
 * crawlers and curl all get the full HTML, and the content never shifts as it streams in.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { nonce, islandsLoaderScript } = loadContext;

  return new Promise<Response>((resolve, reject) => {
    let statusCode = responseStatusCode;
    let timer: NodeJS.Timeout | undefined;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <IslandsLoaderScriptProvider value={islandsLoaderScript}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </IslandsLoaderScriptProvider>
      </NonceProvider>,
      {
        nonce,
        // React moves big finished Suspense boundaries out of line, to be put in place by a
        // script; without JavaScript the visitor would keep seeing the fallback. Keep all inline.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough();
          finished(body, () => clearTimeout(timer));
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: statusCode }),
          );
          pipe(body);
        },
        onShellError: reject,
        onError(error) {
          statusCode = 500;
          console.error(error);
        },
      },
    );
    timer = setTimeout(abort, streamTimeout + 1000);
  });
}
