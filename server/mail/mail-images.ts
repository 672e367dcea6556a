// Product pictures for e-mails: the 320 px WebP from the media store, as a 144 px JPEG (twice the
// 72 px it is shown at), because many mail clients cannot show WebP.
import { loadSharp } from "../media/sharp-limits";
import type { MediaStore } from "../media/store";
import { createByteLru } from "../memory/byte-lru";

/** Converted pictures kept per process: an order confirmation shows the same few products. */
export const MAIL_IMAGE_CACHE_BYTES = 2 * 1024 * 1024;

// The shop's own media store, so an uploaded picture is found wherever uploads live (PostgreSQL,
// S3 or the disk), whichever process sends the message. A media key names one picture for good
// (uploads get a fresh key), so a converted picture never goes stale: each is converted once per
// process instead of once per message — under a burst of orders, a libvips conversion per e-mail
// was the largest native allocation of the server.
export function mailImageLoader(store: MediaStore): (key: string) => Promise<Buffer | null> {
  const done = createByteLru<Buffer>({ maxBytes: MAIL_IMAGE_CACHE_BYTES, sizeOf: (b) => b.byteLength });
  const converting = new Map<string, Promise<Buffer | null>>();
  const convert = async (key: string) => {
    const file = await store.get(key, 320);
    if (!file) return null;
    const sharp = await loadSharp();
    return sharp(file.body)
      .resize({ width: 144 })
      .flatten({ background: "#f3eee6" })
      .jpeg({ quality: 82 })
      .toBuffer();
  };
  return (key) => {
    const hit = done.get(key);
    if (hit) return Promise.resolve(hit);
    let pending = converting.get(key);
    if (!pending) {
      pending = convert(key)
        .then((jpeg) => {
          if (jpeg) done.set(key, jpeg);
          return jpeg;
        })
        .finally(() => converting.delete(key));
      converting.set(key, pending);
    }
    return pending;
  };
}
