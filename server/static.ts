// Built client assets (hashed names: cached for a year) and public/ files (short cache).
// The client build writes `.br` and `.gz` beside each text asset (scripts/assets/precompress.mjs):
// they are sent as they are to a browser that accepts them, so hono/compress in app.ts, which
// leaves any response with a Content-Encoding alone, never compresses them a second time.
import { Hono, type Context } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";

/** Types that may have a precompressed copy: a cache must key them on Accept-Encoding. */
const TEXT_TYPE =
  /^(?:text\/|application\/(?:javascript|json|xml)|image\/(?:svg\+xml|x-icon|vnd\.microsoft\.icon))/;

const HAS_EXTENSION = /\.[^/]+$/;

function varyOnEncoding(c: Context): void {
  const type = c.res.headers.get("Content-Type") ?? "";
  const vary = c.res.headers.get("Vary");
  if (TEXT_TYPE.test(type) && !/accept-encoding/i.test(vary ?? "")) {
    c.header("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  }
}

export function staticFiles(clientDir: string): Hono {
  const files = new Hono();
  files.use(
    "/assets/*",
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
        varyOnEncoding(c);
      },
    }),
  );
  const publicFiles = serveStatic({
    root: clientDir,
    precompressed: true,
    onFound: (_path, c) => {
      c.header("Cache-Control", "public, max-age=3600");
      varyOnEncoding(c);
    },
  });
  // Every file in public/ has an extension; a page path (/women, /product/…) has none, and
  // looking for it on disk (and for its .br and .gz) would cost several stat calls per page.
  files.use("*", (c, next) => (HAS_EXTENSION.test(c.req.path) ? publicFiles(c, next) : next()));
  return files;
}
