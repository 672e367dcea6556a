// Built client assets (hashed names: cached for a year) and public/ files (short cache).
import { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";

export function staticFiles(clientDir: string): Hono {
  const files = new Hono();
  files.use(
    "/assets/*",
    serveStatic({
      root: clientDir,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  files.use(
    "*",
    serveStatic({
      root: clientDir,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=3600");
      },
    }),
  );
  return files;
}
