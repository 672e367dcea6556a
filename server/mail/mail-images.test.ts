// E-mail pictures come from the shop's own media store: an upload kept in PostgreSQL or a bucket
// (here an in-memory store of kind "postgres") is found, not looked for on this machine's disk.
// Each is made once, beside the WebP files, so a process sending mail need not draw it.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { etagOf, type BlobStore } from "../media/blobs/blob-store";
import { seedKey } from "../media/media-key";
import { createMediaStore } from "../media/store";
import { saveUpload } from "../media/save-upload";
import { mailImageLoader } from "./mail-images";

function memoryBlobs(): BlobStore & { held: Map<string, Buffer> } {
  const held = new Map<string, Buffer>();
  return {
    kind: "postgres",
    held,
    get: async (name) => {
      const body = held.get(name);
      return body ? { body, etag: etagOf(body) } : null;
    },
    put: async (name, body) => {
      held.set(name, body);
    },
  };
}

/** A plain photograph of one colour, as a JPEG. */
const photo = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

describe("mailImageLoader", () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), "atelier-mail-images-"));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it("reads an upload's picture from the shared blob store, a 144 px JPEG saved with the upload", async () => {
    const blobs = memoryBlobs();
    const key = await saveUpload(blobs, await photo(800, 1000, "#6b4a2e"));
    expect([...blobs.held.keys()]).toContain(`${key}/mail.jpg`);
    // Found as it is: not made again from the WebP (gone here).
    blobs.held.delete(`${key}/320.webp`);
    const jpeg = await mailImageLoader(createMediaStore({ dataDir: tempDir(), blobs }))(key);
    expect(jpeg).not.toBeNull();
    const meta = await sharp(jpeg!).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.width).toBe(144);
  });

  it("draws an older upload's picture once, however many messages ask at the same time, and keeps it", async () => {
    const blobs = memoryBlobs();
    const key = await saveUpload(blobs, await photo(400, 500, "#223344"));
    blobs.held.delete(`${key}/mail.jpg`); // saved before uploads had one
    let mailWrites = 0;
    const put = blobs.put;
    blobs.put = async (name, body) => {
      if (name.endsWith("/mail.jpg")) mailWrites++;
      return put(name, body);
    };
    const store = createMediaStore({ dataDir: tempDir(), blobs });
    const first = await Promise.all([store.mailPicture(key), store.mailPicture(key), store.mailPicture(key)]);
    expect(mailWrites).toBe(1);
    expect((await sharp(first[0]!.body).metadata()).width).toBe(144);
    expect(blobs.held.get(`${key}/mail.jpg`)?.equals(first[0]!.body)).toBe(true);
    expect(first.every((f) => f!.body.equals(first[0]!.body))).toBe(true);
    // Another process (a second store on the same blobs) finds it without drawing it again.
    const other = createMediaStore({ dataDir: tempDir(), blobs });
    blobs.held.delete(`${key}/320.webp`);
    expect((await other.mailPicture(key))!.body.equals(first[0]!.body)).toBe(true);
    expect(mailWrites).toBe(1);
    expect(await mailImageLoader(store)("u/00000000000000000000")).toBeNull();
  });

  it("still gives a message its picture when the store refuses to keep it", async () => {
    const blobs = memoryBlobs();
    const key = await saveUpload(blobs, await photo(400, 500, "#553311"));
    blobs.held.delete(`${key}/mail.jpg`);
    blobs.put = () => Promise.reject(new Error("read-only"));
    const jpeg = await mailImageLoader(createMediaStore({ dataDir: tempDir(), blobs }))(key);
    expect((await sharp(jpeg!).metadata()).width).toBe(144);
    expect(blobs.held.has(`${key}/mail.jpg`)).toBe(false);
  });

  it("draws a seed illustration's picture beside its WebP files on this machine's disk", async () => {
    const dataDir = tempDir();
    const store = createMediaStore({ dataDir });
    const key = seedKey("scarf", "camel", 1);
    const jpeg = await mailImageLoader(store)(key);
    expect((await sharp(jpeg!).metadata()).width).toBe(144);
    const beside = path.join(dataDir, "media", ...key.split("/"));
    expect(existsSync(path.join(beside, "mail.jpg"))).toBe(true);
    expect(existsSync(path.join(beside, "320.webp"))).toBe(true);
    // Kept: a new process on this machine reads it, even with the WebP gone.
    rmSync(path.join(beside, "320.webp"));
    const again = createMediaStore({ dataDir });
    expect((await again.mailPicture(key))!.body.equals(jpeg!)).toBe(true);
    expect(again.renders).toBe(0);
  });
});
