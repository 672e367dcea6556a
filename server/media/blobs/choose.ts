// Which blob store this process keeps uploads in: an S3 bucket when MEDIA_S3_URL is set,
// else PostgreSQL when the shop runs on it, else the local disk beside PGlite.
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { mediaRoot } from "../store";
import type { BlobStore } from "./blob-store";
import { createDiskBlobs } from "./disk-blobs";
import { createPostgresBlobs } from "./postgres-blobs";

export async function chooseBlobStore(
  config: Pick<Config, "mediaS3" | "dataDir">,
  database: Database,
): Promise<BlobStore> {
  // Loaded only when used: the AWS SDK is large, and most shops never need it.
  if (config.mediaS3) return (await import("./s3-blobs")).createS3Blobs(config.mediaS3);
  if (database.kind === "postgres") return createPostgresBlobs(database.db);
  return createDiskBlobs(mediaRoot(config.dataDir));
}
