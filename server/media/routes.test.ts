import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMediaRoutes } from "./routes";
import { createMediaStore } from "./store";
import { saveUpload } from "./save-upload";

let dataDir: string;
let store: ReturnType<typeof createMediaStore>;
let app: ReturnType<typeof createMediaRoutes>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "atelier-media-"));
  store = createMediaStore({ dataDir });
  app = createMediaRoutes(store);
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function bodyOf(res: Response): Promise<Buffer> {
  return Buffer.from(await res.arrayBuffer());
}

describe("GET /media/*", () => {
  it("renders a seed key to a WebP of the requested width, with caching headers", async () => {
    const res = await app.request("/media/seed/trench-coat/camel/1/320.webp");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("etag")).toMatch(/^".+"$/);
    const meta = await sharp(await bodyOf(res)).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 320, height: 400 });
  });

  it("serves the stored file on later requests and honours If-None-Match", async () => {
    const url = "/media/seed/handbag/cognac/2/480.webp";
    const first = await app.request(url);
    const etag = first.headers.get("etag") ?? "";
    const second = await app.request(url);
    expect(second.headers.get("etag")).toBe(etag);
    expect(Buffer.compare(await bodyOf(first), await bodyOf(second))).toBe(0);
    const notModified = await app.request(url, { headers: { "If-None-Match": etag } });
    expect(notModified.status).toBe(304);
  });

  it.each([
    "/media/seed/trench-coat/camel/1/300.webp",
    "/media/seed/trench-coat/camel/1/320.png",
    "/media/seed/trench-coat/camel/1/2560.webp",
    "/media/seed/unicorn/camel/1/320.webp",
    "/media/seed/trench-coat/mauve/1/320.webp",
    "/media/seed/trench-coat/camel/9/320.webp",
    "/media/seed/trench-coat/camel/320.webp",
    "/media/u/0123456789abcdef0123/320.webp",
    "/media/other/thing/320.webp",
    "/media/320.webp",
  ])("404s for %s", async (url) => {
    expect((await app.request(url)).status).toBe(404);
  });

  it.each([
    "/media/seed/..%2F..%2F..%2Fsecret/1/320.webp",
    "/media/seed/trench-coat/camel/1%2F..%2F..%2F..%2F..%2Fsecret/320.webp",
    "/media/u/..%2F..%2Fsecret/320.webp",
    "/media/u/%2e%2e/%2e%2e/secret/320.webp",
    "/media/seed%5C..%5C..%5Csecret/320.webp",
    "/media/..%2fsecret/320.webp",
    "/media/%2Fetc%2Fpasswd/320.webp",
  ])("404s for traversal attempt %s", async (url) => {
    // A real file outside the media directory that a traversal would reach.
    await mkdir(path.join(dataDir, "secret"), { recursive: true });
    await writeFile(path.join(dataDir, "secret", "320.webp"), "secret");
    const res = await app.request(url);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("secret");
  });

  it("serves uploaded images by their key", async () => {
    const photo = await sharp({ create: { width: 900, height: 1200, channels: 3, background: "#8a6a4a" } })
      .jpeg()
      .toBuffer();
    const key = await saveUpload(store.blobs, photo);
    const res = await app.request(`/media/${key}/640.webp`);
    expect(res.status).toBe(200);
    expect(await sharp(await bodyOf(res)).metadata()).toMatchObject({ width: 640, height: 800 });
  });
});
