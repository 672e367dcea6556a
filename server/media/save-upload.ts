// A staff upload: checked (size, type, dimensions), drawn at every width in the 4:5 product frame,
// and written to the blob store every process reads. A file whose header reads but whose pixels
// do not (a truncated or corrupt JPEG or PNG) is refused as unreadable, not a server error; and
// nothing is written until every file has been drawn, so a drawing that fails at any width
// leaves no files behind.
import { randomBytes } from "node:crypto";
import type { Metadata } from "sharp";
import { IMAGE_WIDTHS, imageHeight } from "../../domain/images";
import type { BlobStore } from "./blobs/blob-store";
import { MAIL_SOURCE_WIDTH, toMailJpeg } from "./mail-picture";
import { parseMediaKey, uploadKey } from "./media-key";
import { uploadName } from "./upload-names";
import { loadSharp } from "./sharp-limits";

export const UPLOAD_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  minWidth: 400,
  /** Guards against decompression bombs: a small file that decodes to a huge bitmap. */
  maxPixels: 50_000_000,
} as const;

export type UploadErrorCode = "too-large" | "not-image" | "unsupported-format" | "too-small";

export class UploadError extends Error {
  constructor(
    readonly code: UploadErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "UploadError";
  }
}

const ACCEPTED = new Set(["jpeg", "png", "webp"]);

/** The refusal of an image narrower than a use takes (also said when such an upload is chosen later). */
export const tooNarrow = (minWidth: number) => `Images must be at least ${minWidth} px wide.`;
const UNREADABLE = "The file is not a readable image.";
/** How libvips words a file it cannot decode ('VipsJpeg: premature end of JPEG image', 'vipspng: libpng read error', 'Input buffer has corrupt header'). */
const DECODE_FAILURE = /^(vips|input )/i;

async function inspect(buffer: Buffer): Promise<Metadata> {
  const sharp = await loadSharp();
  try {
    return await sharp(buffer, { limitInputPixels: UPLOAD_LIMITS.maxPixels }).metadata();
  } catch {
    throw new UploadError("not-image", UNREADABLE);
  }
}

/** The upload's files, drawn in memory: each width's WebP and the e-mails' picture. */
async function drawFiles(buffer: Buffer, key: string): Promise<[name: string, body: Buffer][]> {
  const sharp = await loadSharp();
  const files: [string, Buffer][] = [];
  try {
    for (const w of IMAGE_WIDTHS) {
      const body = await sharp(buffer, { limitInputPixels: UPLOAD_LIMITS.maxPixels })
        .rotate()
        .resize(w, imageHeight(w), { fit: "cover", position: sharp.strategy.attention })
        .webp({ quality: 82 })
        .toBuffer();
      files.push([uploadName(key, w), body]);
      // The e-mail's picture now, while libvips is loaded: the processes that send mail need not.
      if (w === MAIL_SOURCE_WIDTH) files.push([uploadName(key, "mail"), await toMailJpeg(sharp, body)]);
    }
  } catch (error) {
    // libvips read the header but not the pixels (a truncated or corrupt file): the file's fault.
    // Anything else (a fault of ours, memory) stays a server error, and is logged as one.
    if (error instanceof Error && DECODE_FAILURE.test(error.message))
      throw new UploadError("not-image", UNREADABLE);
    throw error;
  }
  return files;
}

/**
 * Validate an uploaded image and store it at every width, cropped to the 4:5 product frame.
 * Returns its media key ('u/<id>'). Metadata (EXIF, GPS) is not carried into the WebP files; the
 * source's upright size is kept beside them (`source.json`), so a use with its own minimum (the
 * home page's hero) can check a key chosen after the upload.
 */
export async function saveUpload(
  blobs: BlobStore,
  buffer: Buffer,
  /** The narrowest image this use takes: a product's pictures 400 px, the home page's 1,280. */
  minWidth: number = UPLOAD_LIMITS.minWidth,
): Promise<string> {
  if (buffer.byteLength > UPLOAD_LIMITS.maxBytes) {
    throw new UploadError("too-large", "Images must be 10 MB or smaller.");
  }
  const meta = await inspect(buffer);
  // AVIF is reported as HEIF with AV1 compression; other HEIF flavours are not accepted.
  const isAvif = meta.format === "heif" && meta.compression === "av1";
  if (!meta.format || !(ACCEPTED.has(meta.format) || isAvif)) {
    throw new UploadError("unsupported-format", "Use a JPEG, PNG, WebP or AVIF image.");
  }
  const rotated = (meta.orientation ?? 1) >= 5;
  const width = (rotated ? meta.height : meta.width) ?? 0;
  const height = (rotated ? meta.width : meta.height) ?? 0;
  if (width < minWidth) {
    throw new UploadError("too-small", tooNarrow(minWidth));
  }
  const key = uploadKey(randomBytes(10).toString("hex"));
  if (!parseMediaKey(key)) throw new Error(`Generated an invalid media key: ${key}`);
  const files = await drawFiles(buffer, key);
  // The size last: a key whose writes stopped halfway has none, and no use accepts it.
  files.push([uploadName(key, "source"), Buffer.from(JSON.stringify({ width, height }))]);
  for (const [name, body] of files) await blobs.put(name, body);
  return key;
}
