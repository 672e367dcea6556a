// E-mail pictures come from the shop's own media store: an upload kept in PostgreSQL or a bucket
// (here an in-memory store of kind "postgres") is found, not looked for on this machine's disk.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { etagOf, type BlobStore } from "../media/blobs/blob-store";
import { createMediaStore, saveUpload } from "../media/store";
import { mailImageLoader } from "./mail-images";

function memoryBlobs(): BlobStore {
  const held = new Map<string, Buffer>();
  return {
    kind: "postgres",
    get: async (name) => {
      const body = held.get(name);
      return body ? { body, etag: etagOf(body) } : null;
    },
    put: async (name, body) => {
      held.set(name, body);
    },
  };
}

describe("mailImageLoader", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it("reads an upload from the shared blob store, as a 144 px JPEG", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "atelier-mail-images-"));
    dirs.push(dataDir);
    const blobs = memoryBlobs();
    const photo = await sharp({ create: { width: 800, height: 1000, channels: 3, background: "#6b4a2e" } })
      .jpeg()
      .toBuffer();
    const key = await saveUpload(blobs, photo);
    const jpeg = await mailImageLoader(createMediaStore({ dataDir, blobs }))(key);
    expect(jpeg).not.toBeNull();
    const meta = await sharp(jpeg!).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.width).toBe(144);
  });

  it("converts a picture once, however many messages show it at the same time", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "atelier-mail-images-"));
    dirs.push(dataDir);
    const blobs = memoryBlobs();
    const photo = await sharp({ create: { width: 400, height: 500, channels: 3, background: "#223344" } })
      .jpeg()
      .toBuffer();
    const key = await saveUpload(blobs, photo);
    const store = createMediaStore({ dataDir, blobs });
    let reads = 0;
    const counted = {
      ...store,
      get: (k: string, w: Parameters<typeof store.get>[1]) => (reads++, store.get(k, w)),
    } as typeof store;
    const load = mailImageLoader(counted);
    const first = await Promise.all([load(key), load(key), load(key)]);
    const later = await load(key);
    expect(reads).toBe(1);
    expect(later).not.toBeNull();
    expect(first.every((jpeg) => jpeg!.equals(later!))).toBe(true);
    expect(await load("u/00000000000000000000")).toBeNull();
  });
});
