// Renders the page on the server and answers with the whole document at once; threads the CSP
// nonce into React Router's inline scripts, inlines the page's built stylesheets into its <head>
// (app/lib/inline-css.server.ts) and has the hydration modules fetched once the first screen is
// drawn (app/lib/deferred-hydration.server.ts).
//
// Why not stream: every loader has finished before React starts, so streaming sent the <head>
// only a few milliseconds earlier, through a transform that held it back to inline the CSS
// anyway. Whole documents are one write to the socket, and bots and browsers get the same page,
// so the page cache keeps one copy per URL. CPU per request measured the same within noise.
import type { Writable } from "node:stream";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { NonceContext } from "./lib/nonce";
import { nonceFrom, whenSentFrom } from "./lib/context.server";
import { answerBodies, takeForAnswer } from "../server/http/body-pool";
import { documentResponse } from "../server/http/document-response";
import { clientCssReader, inlineCssEdits } from "./lib/inline-css.server";
import { classesIn } from "./lib/css-subset.server";
import { deferHydrationEdits } from "./lib/deferred-hydration.server";
import { applyEdits } from "./lib/document-edits.server";
import { documentSink } from "./lib/document-sink.server";
import { FrameFromCopyContext } from "./features/shell/frame-slots";
import { forgetFrames, frameKey, keepFrame, keptFrame, putFrame } from "./features/shell/frame-cache.server";

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
  // The page's buffer goes back to the pool once the response is sent (server/http/body-pool.ts).
  const sent = whenSentFrom(loadContext);
  // A personal page's frame comes from the server's copy once it has one (decision 110).
  const frame = frameKey(routerContext.staticHandlerContext);
  const kept = frame === null ? undefined : keptFrame(frame);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const timer = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <FrameFromCopyContext.Provider value={kept !== undefined}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </FrameFromCopyContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // React outlines a large finished Suspense boundary (footer, search panel) as a hidden
        // segment that an inline script moves into place up to 300 ms after the first paint, so
        // the browser can paint the rest sooner. The whole page goes out in one write here, so
        // that only delayed the footer, cost a relayout after the first screen, and left it
        // hidden when scripts are off.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          const sink = documentSink((rendered) => {
            clearTimeout(timer);
            let html = rendered;
            if (frame !== null && kept) {
              const whole = putFrame(rendered, kept);
              if (!whole) {
                // The marks were not both written: never send a page without its frame. This
                // copy is forgotten and the page rendered whole (which keeps a new one).
                console.error(`The kept shop frame could not be put back in ${request.url}; rendering whole`);
                forgetFrames(frame);
                resolve(handleRequest(request, status, headers, routerContext, loadContext));
                return;
              }
              html = whole;
              // Says so to whoever looks (the e2e journeys check a production build draws from it).
              headers.append("Server-Timing", 'frame;desc="kept"');
            } else if (frame !== null) keepFrame(frame, rendered);
            headers.set("Content-Type", "text/html; charset=utf-8");
            // One copy of the page, with both passes' edits, into the response's own buffer.
            // Only a page whose hydration loader switches its stylesheets on gets their rules
            // inlined in part (app/lib/inline-css.server.ts).
            const deferred = deferHydrationEdits(html);
            // A page drawn from the kept frame: the frame's classes are known, its render is scanned.
            const classes = kept ? () => classesIn(rendered, kept.classes) : undefined;
            const page = applyEdits(
              html,
              [...deferred, ...inlineCssEdits(html, readCss, deferred.length > 0, classes)],
              (size) => takeForAnswer(size, answerBodies, sent),
            );
            resolve(
              documentResponse(new Uint8Array(page.buffer as ArrayBuffer, page.byteOffset, page.byteLength), {
                headers,
                status,
              }),
            );
          }, reject);
          pipe(sink as unknown as Writable);
        },
        onShellError(error) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Before the shell, onShellError rejects and React Router reports it.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
