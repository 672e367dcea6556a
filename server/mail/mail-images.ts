// Product pictures for e-mails: the 320 px WebP from the media store, as a 144 px JPEG (twice the
// 72 px it is shown at), because many mail clients cannot show WebP.
import sharp from "sharp";
import { createMediaStore } from "../media/store";

export function mailImageLoader(dataDir: string): (key: string) => Promise<Buffer | null> {
  const store = createMediaStore({ dataDir });
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
