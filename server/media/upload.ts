// One staff upload through the media checks (size, type, dimensions): its key, or a 400 naming
// the file field. Product images and the home page's hero share it.
import { badRequest } from "../http/errors";
import type { BlobStore } from "./blobs/blob-store";
import { UPLOAD_LIMITS, UploadError, saveUpload } from "./save-upload";

/** The upload route's body limit: the image limit plus room for the multipart framing. */
export const UPLOAD_ROUTE = { field: "file", maxBytes: UPLOAD_LIMITS.maxBytes + 64 * 1024 };

export async function acceptUpload(
  blobs: BlobStore,
  file: Buffer,
  minWidth?: number,
): Promise<{ key: string }> {
  try {
    return { key: await saveUpload(blobs, file, minWidth) };
  } catch (err) {
    if (err instanceof UploadError) throw badRequest(err.message, { file: err.message });
    throw err;
  }
}
