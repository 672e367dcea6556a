// Where uploaded images live, so that every server process can serve them: a folder on local
// disk (PGlite: one process), PostgreSQL (DATABASE_URL: nothing more to run), or an
// S3-compatible bucket (MEDIA_S3_URL: several machines, or a CDN in front). Objects are named
// `u/<id>/<width>.webp`, with `u/<id>/mail.jpg` (the e-mails' picture) and `u/<id>/source.json`
// (the size the image was sent at), in all three, and are written once: a changed image gets a
// new id.
import { createHash } from "node:crypto";

export interface StoredBlob {
  body: Buffer;
  etag: string;
}

export interface BlobStore {
  readonly kind: "disk" | "postgres" | "s3";
  get(name: string): Promise<StoredBlob | null>;
  put(name: string, body: Buffer): Promise<void>;
}

/** A strong validator for a file's bytes (the same whichever store holds them). */
export function etagOf(body: Buffer): string {
  return `"${createHash("sha1").update(body).digest("base64url")}"`;
}
