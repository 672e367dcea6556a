// The picture an e-mail shows for a product: a 144 px JPEG (twice the 72 px it is shown at), because
// many mail clients cannot show WebP. Made from the 320 px WebP and kept beside the WebP files,
// so a process that only sends mail never loads libvips for pictures that already have one
// (uploads get theirs when they are saved; a seed illustration's is drawn once per machine).
import type { SharpModule } from "./sharp-limits";

/** The WebP width a mail picture is made from. */
export const MAIL_SOURCE_WIDTH = 320;
/** The file name beside a key's WebP files. */
export const MAIL_PICTURE_FILE = "mail.jpg";

export function toMailJpeg(sharp: SharpModule, webp: Buffer): Promise<Buffer> {
  return sharp(webp)
    .resize({ width: 144 })
    .flatten({ background: "#f3eee6" })
    .jpeg({ quality: 82 })
    .toBuffer();
}
