// Uploaded images in an S3-compatible bucket through the official AWS SDK: for several
// machines, or a CDN in front. MEDIA_S3_URL=s3://bucket/optional/prefix; MEDIA_S3_ENDPOINT
// for a service other than AWS (MinIO, R2, Ceph… addressed by path); MEDIA_S3_REGION; the
// credentials come from the SDK's usual sources (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY,
// a profile, an instance role).
import { GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { etagOf, type BlobStore } from "./blob-store";
import type { S3Location } from "./s3-url";

export function createS3Blobs(location: S3Location): BlobStore {
  const client = new S3Client({
    region: location.region,
    ...(location.endpoint ? { endpoint: location.endpoint, forcePathStyle: true } : {}),
    // Checksums only where S3 requires them: S3-compatible servers that do not know the newer
    // trailing-checksum framing would otherwise store it inside the object.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const keyOf = (name: string) => (location.prefix ? `${location.prefix}/${name}` : name);

  return {
    kind: "s3",
    async get(name) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: location.bucket, Key: keyOf(name) }));
        if (!res.Body) return null;
        const body = Buffer.from(await res.Body.transformToByteArray());
        return { body, etag: etagOf(body) };
      } catch (error) {
        const name = (error as { name?: string }).name;
        if (name === "NoSuchKey" || name === "NotFound") return null;
        throw error;
      }
    },
    async put(name, body) {
      await client.send(
        new PutObjectCommand({
          Bucket: location.bucket,
          Key: keyOf(name),
          Body: body,
          ContentType: name.endsWith(".jpg") ? "image/jpeg" : "image/webp",
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
    },
  };
}
