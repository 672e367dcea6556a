import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { acceptsGzip, GZIP_THRESHOLD, gzipWhole } from "./gzip-whole";

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: `p${i}`, title: "Camel coat" })) };
const page = `<!doctype html><html><body>${"<p>Cashmere knit</p>".repeat(200)}</body></html>`;

function app() {
  const a = new Hono();
  a.use("*", gzipWhole);
  a.get("/json", (c) => c.json(big));
  a.get("/page", (c) => {
    c.header("Set-Cookie", "a=1; Path=/", { append: true });
    c.header("Set-Cookie", "b=2; Path=/", { append: true });
    return c.html(page, 404, { ETag: '"v1"' });
  });
  a.get("/small", (c) => c.json({ ok: true }));
  a.get("/image", (c) => c.body(new Uint8Array(4096), 200, { "content-type": "image/webp" }));
  a.get("/events", (c) => c.body("data: x\n\n".repeat(300), 200, { "content-type": "text/event-stream" }));
  a.get("/raw", (c) => c.body(page, 200, { "content-type": "text/html", "cache-control": "no-transform" }));
  a.get("/encoded", (c) => c.body(page, 200, { "content-type": "text/html", "content-encoding": "br" }));
  return a;
}

const gz = { "accept-encoding": "gzip, deflate, br" };

describe("gzipWhole", () => {
  it("sends a JSON answer as one gzip body with its length", async () => {
    const res = await app().request("/json", { headers: gz });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Number(res.headers.get("content-length"))).toBe(bytes.byteLength);
    expect(bytes.byteLength).toBeLessThan(JSON.stringify(big).length / 4);
    expect(JSON.parse(gunzipSync(bytes).toString("utf8"))).toEqual(big);
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
  });

  it("keeps a page's status and every cookie, and weakens its ETag", async () => {
    const res = await app().request("/page", { headers: gz });
    expect(res.status).toBe(404);
    expect(res.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(res.headers.get("etag")).toBe('W/"v1"');
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(gunzipSync(new Uint8Array(await res.arrayBuffer())).toString("utf8")).toBe(page);
  });

  it("leaves small answers as they are, with their length", async () => {
    const res = await app().request("/small", { headers: gz });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.json()).toEqual({ ok: true });
  });

  it("sends identity to a client that takes no gzip", async () => {
    for (const accept of [undefined, "br", "gzip;q=0, br", "identity"]) {
      const res = await app().request("/json", { headers: accept ? { "accept-encoding": accept } : {} });
      expect(res.headers.get("content-encoding")).toBeNull();
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      expect(await res.json()).toEqual(big);
    }
  });

  it("never touches images, event streams, no-transform or encoded answers, or a HEAD", async () => {
    for (const path of ["/image", "/events", "/raw", "/encoded"]) {
      const res = await app().request(path, { headers: gz });
      expect(res.headers.get("content-encoding"), path).toBe(path === "/encoded" ? "br" : null);
    }
    const head = await app().request("/json", { method: "HEAD", headers: gz });
    expect(head.headers.get("content-encoding")).toBeNull();
  });
});

describe("acceptsGzip", () => {
  it.each([
    ["gzip", true],
    ["gzip, deflate, br", true],
    ["br;q=1.0, gzip;q=0.8", true],
    ["GZIP", true],
    ["*", true],
    ["br, *;q=0.1", true],
    ["gzip;q=0", false],
    ["*;q=0", false],
    ["br, deflate", false],
    ["", false],
  ])("%s → %s", (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });

  it("the threshold is a kilobyte", () => {
    expect(GZIP_THRESHOLD).toBe(1024);
  });
});
