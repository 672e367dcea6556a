// Product pictures for e-mails: the 320 px WebP from the media store, as a 144 px JPEG (twice the
// 72 px it is shown at), because many mail clients cannot show WebP.
import sharp from "sharp";
import type { MediaStore } from "../media/store";

// The shop's own media store, so an uploaded picture is found wherever uploads live (PostgreSQL,
// S3 or the disk), whichever process sends the message.
export function mailImageLoader(store: MediaStore): (key: string) => Promise<Buffer | null> {
  return async (key) => {
    const file = await store.get(key, 320);
    if (!file) return null;
    return sharp(file.body)
      .resize({ width: 144 })
      .flatten({ background: "#f3eee6" })
      .jpeg({ quality: 82 })
      .toBuffer();
  };
}
