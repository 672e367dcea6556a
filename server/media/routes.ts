// GET /media/<key>/<width>.webp — product images with long-lived caching. Keys are immutable
// (a changed image gets a new key), so responses can be cached for a year.
import { Hono } from "hono";
import { isImageWidth } from "../../domain/images";
import type { MediaStore } from "./store";

const PATH = /^\/media\/(.+)\/(\d{3,4})\.webp$/;

export function createMediaRoutes(store: MediaStore): Hono {
  const app = new Hono();

  app.get("/media/*", async (c) => {
    const match = PATH.exec(c.req.path);
    const key = match?.[1];
    const width = Number(match?.[2]);
    if (!key || !isImageWidth(width)) return c.notFound();
    const file = await store.get(key, width);
    if (!file) return c.notFound();
    const headers = {
      "Content-Type": "image/webp",
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: file.etag,
    };
    if (c.req.header("If-None-Match") === file.etag) return c.body(null, 304, headers);
    return c.body(new Uint8Array(file.body), 200, headers);
  });

  return app;
}
