// The media store. Seed illustrations are rendered on first request and kept on this machine's
// disk under <dataDir>/media/<key>/<width>.webp (a cache: any process can render them again).
// Uploads are written once by saveUpload into the blob store every process reads (blobs/).
import { readFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import type { ImageWidth } from "../../domain/images";
import { writeFileAtomic } from "./atomic-write";
import { etagOf, type BlobStore } from "./blobs/blob-store";
import { createDiskBlobs } from "./blobs/disk-blobs";
import { createLimiter } from "./limiter";
import { parseMediaKey } from "./media-key";
import { renderSeedWebp } from "./render-seed";
import { MAIL_PICTURE_FILE, MAIL_SOURCE_WIDTH, toMailJpeg } from "./mail-picture";
import { loadSharp } from "./sharp-limits";
import { uploadName } from "./upload-names";

export interface MediaFile {
  body: Buffer;
  etag: string;
}

export interface MediaStore {
  /** The image for a key at a width, rendering seed illustrations on first use; null if none. */
  get(key: string, width: ImageWidth): Promise<MediaFile | null>;
  /**
   * The 144 px JPEG e-mails show for a key, made once from the 320 px WebP and kept beside it
   * (mail-picture.ts); null if the key has no picture.
   */
  mailPicture(key: string): Promise<MediaFile | null>;
  /**
   * An upload's upright size as it was sent, before it was drawn at the shop's widths (any width
   * can be upscaled, so the files cannot tell); null for a seed key, an unknown one, an upload
   * whose writes did not finish, or one saved before uploads kept their size.
   */
  sourceSize(key: string): Promise<{ width: number; height: number } | null>;
  /** How many seed renders this store has performed (observability and tests). */
  readonly renders: number;
  /** Where uploads are kept. */
  readonly blobs: BlobStore;
}

export function mediaRoot(dataDir: string): string {
  return path.resolve(dataDir, "media");
}

/** The file for a key, or null if the key is invalid or would resolve outside the media root. */
export function mediaPath(dataDir: string, key: string, width: ImageWidth): string | null {
  if (!parseMediaKey(key)) return null;
  const root = mediaRoot(dataDir);
  const file = path.resolve(root, ...key.split("/"), `${width}.webp`);
  // Defence in depth: parseMediaKey already admits only [a-z0-9-] segments.
  return file.startsWith(root + path.sep) ? file : null;
}

async function readIfExists(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

export function createMediaStore({
  dataDir,
  blobs = createDiskBlobs(mediaRoot(dataDir)),
}: {
  dataDir: string;
  blobs?: BlobStore;
}): MediaStore {
  // Uploads made before the shop moved its media to PostgreSQL or S3 sit on this disk: served
  // from here and copied into the shared store the first time they are asked for.
  const legacy = blobs.kind === "disk" ? null : createDiskBlobs(mediaRoot(dataDir));
  const inFlight = new Map<string, Promise<Buffer>>();
  const mailInFlight = new Map<string, Promise<Buffer | null>>();
  const limit = createLimiter(Math.max(1, availableParallelism()));
  let renders = 0;

  async function render(file: string, key: string, width: ImageWidth): Promise<Buffer> {
    const parsed = parseMediaKey(key);
    if (parsed?.type !== "seed") throw new Error(`Not a seed key: ${key}`);
    const body = await limit(() => renderSeedWebp(parsed, width));
    renders += 1;
    await writeFileAtomic(file, body);
    return body;
  }

  /** A seed key's mail picture on this machine's disk, beside its WebP files. */
  const seedMailPath = (key: string) =>
    path.join(path.dirname(mediaPath(dataDir, key, MAIL_SOURCE_WIDTH)!), MAIL_PICTURE_FILE);

  async function drawMailPicture(key: string): Promise<Buffer | null> {
    const source = await store.get(key, MAIL_SOURCE_WIDTH);
    if (!source) return null;
    const body = await limit(async () => toMailJpeg(await loadSharp(), source.body));
    // Kept for next time; a store that refuses the write (down, read-only) still gets its
    // picture into this message, and the next message draws it again.
    const keep =
      parseMediaKey(key)?.type === "upload"
        ? blobs.put(uploadName(key, "mail"), body)
        : writeFileAtomic(seedMailPath(key), body);
    await keep.catch(() => undefined);
    return body;
  }

  const store: MediaStore = {
    get renders() {
      return renders;
    },
    blobs,
    async sourceSize(key) {
      if (parseMediaKey(key)?.type !== "upload") return null;
      const stored = await blobs.get(uploadName(key, "source"));
      if (!stored) return null;
      try {
        const size = JSON.parse(stored.body.toString("utf8")) as { width?: unknown; height?: unknown } | null;
        return typeof size?.width === "number" && typeof size.height === "number"
          ? { width: size.width, height: size.height }
          : null;
      } catch {
        // Not what saveUpload wrote: as good as none.
        return null;
      }
    },
    async mailPicture(key) {
      if (!mediaPath(dataDir, key, MAIL_SOURCE_WIDTH)) return null;
      const kept =
        parseMediaKey(key)?.type === "upload"
          ? await blobs.get(uploadName(key, "mail"))
          : await readIfExists(seedMailPath(key)).then((body) =>
              body ? { body, etag: etagOf(body) } : null,
            );
      if (kept) return kept;
      // Concurrent messages showing the same product share one drawing.
      let pending = mailInFlight.get(key);
      if (!pending) {
        pending = drawMailPicture(key).finally(() => mailInFlight.delete(key));
        mailInFlight.set(key, pending);
      }
      const body = await pending;
      return body ? { body, etag: etagOf(body) } : null;
    },
    async get(key, width) {
      const file = mediaPath(dataDir, key, width);
      if (!file) return null;
      if (parseMediaKey(key)?.type === "upload") {
        const name = uploadName(key, width);
        const stored = await blobs.get(name);
        if (stored || !legacy) return stored;
        const old = await legacy.get(name);
        if (old) await blobs.put(name, old.body);
        return old;
      }
      const existing = await readIfExists(file);
      if (existing) return { body: existing, etag: etagOf(existing) };
      // Concurrent requests for the same missing file share one render.
      let pending = inFlight.get(file);
      if (!pending) {
        pending = render(file, key, width).finally(() => inFlight.delete(file));
        inFlight.set(file, pending);
      }
      const body = await pending;
      return { body, etag: etagOf(body) };
    },
  };
  return store;
}
