// The names of an upload's files in the blob store (blobs/blob-store.ts): a WebP per width, the
// e-mails' picture, and the source's size.
import type { ImageWidth } from "../../domain/images";
import { MAIL_PICTURE_FILE } from "./mail-picture";

export type UploadFile = ImageWidth | "mail" | "source";

export function uploadName(key: string, file: UploadFile): string {
  if (file === "mail") return `${key}/${MAIL_PICTURE_FILE}`;
  if (file === "source") return `${key}/source.json`;
  return `${key}/${file}.webp`;
}
