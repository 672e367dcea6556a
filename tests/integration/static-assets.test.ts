// Built client assets travel precompressed: the `.br`/`.gz` written at build time are sent as
// they are to a browser that accepts them, never compressed twice, and identity otherwise.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDir } from "../../scripts/assets/precompress.mjs";
import { staticFiles } from "../../server/static";
import { dbKind, legUnavailable, startTestServer, type TestServer } from "./harness";

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** node:http, not fetch: fetch would decode the body and hide what travelled on the wire. */
function rawGet(url: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

describe.skipIf(legUnavailable())(`precompressed static assets (${dbKind})`, () => {
  let server: TestServer;
  let clientDir: string;
  // A script big enough to compress well, with a hashed name like the build's.
  const script = Array.from(
    { length: 400 },
    (_, i) => `export function item${i}(x) { return x * ${i} + "atelier-${i % 7}"; }\n`,
  ).join("");
  const tiny = "export const a = 1;\n";

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), "atelier-static-"));
    mkdirSync(path.join(clientDir, "assets"));
    writeFileSync(path.join(clientDir, "assets", "entry-AbC123.js"), script);
    writeFileSync(path.join(clientDir, "assets", "tiny-AbC123.js"), tiny);
    writeFileSync(path.join(clientDir, "assets", "photo-AbC123.webp"), Buffer.alloc(4096, 7));
    writeFileSync(path.join(clientDir, "favicon.ico"), Buffer.alloc(512, 1));
    // A file named like a page: page paths must never be looked up on disk.
    writeFileSync(path.join(clientDir, "women"), "not a page");
    await precompressDir(clientDir);
    server = await startTestServer({ seed: false, staticFiles: staticFiles(clientDir) });
  });
  afterAll(async () => {
    await server?.close();
    if (clientDir) rmSync(clientDir, { recursive: true, force: true });
  });

  it("sends brotli to a browser that accepts it, the bytes written at build time", async () => {
    const res = await rawGet(`${server.url}/assets/entry-AbC123.js`, {
      "Accept-Encoding": "gzip, deflate, br, zstd",
    });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["vary"]).toMatch(/accept-encoding/i);
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.body.equals(readFileSync(path.join(clientDir, "assets", "entry-AbC123.js.br")))).toBe(true);
    expect(res.body.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it("sends gzip to a browser without brotli, compressed once", async () => {
    const res = await rawGet(`${server.url}/assets/entry-AbC123.js`, { "Accept-Encoding": "gzip" });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers["vary"]).toMatch(/accept-encoding/i);
    // Compressed twice, one gunzip would still leave gzip bytes.
    expect(gunzipSync(res.body).toString()).toBe(script);
  });

  it("sends the file as it is when no encoding is accepted, still varying on it", async () => {
    const res = await rawGet(`${server.url}/assets/entry-AbC123.js`, { "Accept-Encoding": "identity" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["vary"]).toMatch(/accept-encoding/i);
    expect(res.body.toString()).toBe(script);
  });

  it("leaves files too small to gain and images uncompressed", async () => {
    const small = await rawGet(`${server.url}/assets/tiny-AbC123.js`, { "Accept-Encoding": "br, gzip" });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body.toString()).toBe(tiny);
    const image = await rawGet(`${server.url}/assets/photo-AbC123.webp`, { "Accept-Encoding": "br, gzip" });
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.body.length).toBe(4096);
  });

  it("serves public files by name, and leaves page paths to the pages", async () => {
    const icon = await rawGet(`${server.url}/favicon.ico`, {});
    expect(icon.status).toBe(200);
    expect(icon.headers["cache-control"]).toBe("public, max-age=3600");
    const page = await rawGet(`${server.url}/women`, {});
    expect(page.body.toString()).not.toBe("not a page");
  });

  it("answers a HEAD for a compressed asset with the compressed length", async () => {
    const res = await server.fetch("/assets/entry-AbC123.js", {
      method: "HEAD",
      headers: { "Accept-Encoding": "br" },
    });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(Number(res.headers.get("content-length"))).toBe(
      readFileSync(path.join(clientDir, "assets", "entry-AbC123.js.br")).length,
    );
  });
});
