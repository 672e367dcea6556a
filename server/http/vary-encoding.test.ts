import { Hono } from "hono";
import { gzipWhole } from "./gzip-whole";
import { describe, expect, it } from "vitest";
import { varyOnEncoding } from "./vary-encoding";

function app(withGzip = true) {
  const a = new Hono();
  if (withGzip) a.use("*", gzipWhole);
  a.use("*", varyOnEncoding);
  const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: `p${i}`, title: "Camel coat" })) };
  a.get("/json", (c) => c.json(big));
  a.get("/varied", (c) => c.json(big, 200, { vary: "Cookie" }));
  a.get("/image", (c) => c.body(new Uint8Array(2048), 200, { "content-type": "image/webp" }));
  return a;
}

describe("varyOnEncoding", () => {
  it("names Accept-Encoding on a compressible answer sent as it is", async () => {
    const res = await app().request("/json");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect((await res.json()).items).toHaveLength(200);
  });

  it("writes the header itself, before the gzip middleware would", async () => {
    const res = await app(false).request("/json");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
  });

  it("adds to a Vary already there, once", async () => {
    const res = await app().request("/varied", { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toBe("Cookie, Accept-Encoding");
  });

  it("leaves answers that are never compressed alone", async () => {
    const res = await app().request("/image");
    expect(res.headers.get("vary")).toBeNull();
  });
});
