// Product pictures for e-mails: the media store's mail picture (a 144 px JPEG made once beside the
// WebP files, media/mail-picture.ts), from the shop's own store, so an uploaded picture is found
// wherever uploads live (PostgreSQL, S3 or the disk), whichever process sends the message.
import type { MediaStore } from "../media/store";
import { createByteLru } from "../memory/byte-lru";

/** Pictures kept per process: an order confirmation shows the same few products. */
export const MAIL_IMAGE_CACHE_BYTES = 2 * 1024 * 1024;

export function mailImageLoader(store: MediaStore): (key: string) => Promise<Buffer | null> {
  // A media key names one picture for good (uploads get a fresh key): a kept one never goes stale.
  const kept = createByteLru<Buffer>({ maxBytes: MAIL_IMAGE_CACHE_BYTES, sizeOf: (b) => b.byteLength });
  return async (key) => {
    const hit = kept.get(key);
    if (hit) return hit;
    const file = await store.mailPicture(key);
    if (file) kept.set(key, file.body);
    return file?.body ?? null;
  };
}
