// A local S3-compatible server (s3rver) for the tests that keep media in a bucket, on a free
// port with its own folder; the AWS SDK reaches it with s3rver's fixed credentials.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export const S3_BUCKET = "atelier-media";
/** The credentials s3rver checks signatures with; the SDK reads them from the environment. */
export const S3_CREDENTIALS = { AWS_ACCESS_KEY_ID: "S3RVER", AWS_SECRET_ACCESS_KEY: "S3RVER" };

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** The objects s3rver holds, for a test that looks inside. */
  directory: string;
  close(): Promise<void>;
}

export async function startLocalS3(): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), "atelier-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: S3_BUCKET }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: S3_BUCKET,
    directory,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
