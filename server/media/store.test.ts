import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_WIDTHS } from "../../domain/images";
import type { BlobStore } from "./blobs/blob-store";
import { createDiskBlobs } from "./blobs/disk-blobs";
import { createMediaStore, mediaPath, mediaRoot } from "./store";
import { saveUpload, UploadError } from "./save-upload";

// Uploads on local disk, as with PGlite; the PostgreSQL and S3 stores are exercised in
// tests/integration/media-stores.test.ts.
let dataDir: string;
let blobs: BlobStore;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "atelier-store-"));
  blobs = createDiskBlobs(mediaRoot(dataDir));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

function image(width: number, height: number, format: "jpeg" | "png" | "webp" | "gif" | "avif") {
  return sharp({ create: { width, height, channels: 3, background: "#b88a5a" } })
    .toFormat(format)
    .toBuffer();
}

async function uploadError(buffer: Buffer): Promise<UploadError> {
  const error: unknown = await saveUpload(blobs, buffer).then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof UploadError)) throw new Error("expected an UploadError");
  return error;
}

describe("media store", () => {
  it("renders a missing seed image once for concurrent requests and writes it to disk", async () => {
    const store = createMediaStore({ dataDir });
    const results = await Promise.all(Array.from({ length: 6 }, () => store.get("seed/scarf/ivory/1", 320)));
    expect(store.renders).toBe(1);
    expect(new Set(results.map((r) => r?.etag)).size).toBe(1);
    const file = mediaPath(dataDir, "seed/scarf/ivory/1", 320) ?? "";
    expect((await stat(file)).size).toBeGreaterThan(0);
    // No temporary files are left behind.
    expect((await readdir(path.dirname(file))).filter((f) => f.endsWith(".tmp"))).toEqual([]);
    await store.get("seed/scarf/ivory/1", 320);
    expect(store.renders).toBe(1);
  });

  it("returns null for unknown keys without touching the disk", async () => {
    const store = createMediaStore({ dataDir });
    expect(await store.get("seed/../../x/1", 320)).toBeNull();
    expect(await store.get("u/0123456789abcdef0123", 320)).toBeNull();
    expect(store.renders).toBe(0);
  });
});

describe("saveUpload", () => {
  it("stores every width cropped to the 4:5 frame and returns a u/ key", async () => {
    const key = await saveUpload(blobs, await image(1000, 700, "png"));
    expect(key).toMatch(/^u\/[0-9a-f]{20}$/);
    for (const width of IMAGE_WIDTHS) {
      const meta = await sharp(mediaPath(dataDir, key, width) ?? "").metadata();
      expect(meta).toMatchObject({ format: "webp", width, height: (width * 5) / 4 });
    }
  });

  it("accepts JPEG, WebP and AVIF", async () => {
    for (const format of ["jpeg", "webp", "avif"] as const) {
      await expect(saveUpload(blobs, await image(480, 600, format))).resolves.toMatch(/^u\//);
    }
  });

  it("rejects a file that is not an image", async () => {
    expect((await uploadError(Buffer.from("<html>definitely not a picture</html>"))).code).toBe("not-image");
  });

  it("refuses a file damaged after its header as unreadable (a 400, not a server error), writing nothing", async () => {
    // Noise, so the pixels cannot be drawn from the first half of the file.
    const pixels = Buffer.from(Array.from({ length: 600 * 750 * 3 }, (_, i) => (i * 7919) % 251));
    const whole = await sharp(pixels, { raw: { width: 600, height: 750, channels: 3 } })
      .jpeg()
      .toBuffer();
    const uploads = () => readdir(path.join(mediaRoot(dataDir), "u")).catch(() => []);
    const before = await uploads();
    const error = await uploadError(whole.subarray(0, whole.length / 2));
    expect(error.code).toBe("not-image");
    expect(error.message).toBe("The file is not a readable image.");
    expect(await uploads()).toEqual(before);
  });

  it("keeps the source's upright size beside the files, for uses with a higher minimum", async () => {
    const store = createMediaStore({ dataDir, blobs });
    expect(await store.sourceSize(await saveUpload(blobs, await image(900, 700, "png")))).toEqual({
      width: 900,
      height: 700,
    });
    // Taken on its side: the camera's orientation turns 700 × 900 into 900 × 700.
    const sideways = await sharp({ create: { width: 900, height: 700, channels: 3, background: "#333" } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect(await store.sourceSize(await saveUpload(blobs, sideways))).toEqual({ width: 700, height: 900 });
    expect(await store.sourceSize("u/0123456789abcdef0123")).toBeNull();
    expect(await store.sourceSize("seed/tote/olive/1")).toBeNull();
  });

  it("rejects unsupported formats, small images and files over 10 MB", async () => {
    expect((await uploadError(await image(600, 600, "gif"))).code).toBe("unsupported-format");
    expect((await uploadError(await image(399, 800, "jpeg"))).code).toBe("too-small");
    expect((await uploadError(Buffer.alloc(10 * 1024 * 1024 + 1))).code).toBe("too-large");
  });
});
