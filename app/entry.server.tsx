// Streams the server-rendered page; threads the CSP nonce into React Router's inline scripts,
// inlines the page's built stylesheets into its <head> (app/lib/inline-css.server.ts) and has the
// hydration modules fetched once the first screen is drawn (app/lib/deferred-hydration.server.ts).
import { PassThrough } from "node:stream";
import type { EntryContext, RouterContextProvider } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { NonceContext } from "./lib/nonce";
import { nonceFrom } from "./lib/context.server";
import { clientCssReader, inlineCssStream } from "./lib/inline-css.server";
import { deferHydrationStream } from "./lib/deferred-hydration.server";

const readCss = clientCssReader();

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  const nonce = nonceFrom(loadContext);
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timer: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timer);
              timer = undefined;
              callback();
            },
          });
          headers.set("Content-Type", "text/html; charset=utf-8");
          const inlined = inlineCssStream(readCss);
          const deferred = deferHydrationStream();
          inlined.on("error", (error) => body.destroy(error));
          deferred.on("error", (error) => body.destroy(error));
          inlined.pipe(deferred).pipe(body);
          pipe(inlined);
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
