// Uploaded images in PostgreSQL (table media_object): every process on the database serves
// them, pg_dump backs them up with the orders, and there is no other service to run. Images
// are small (a 1600 px WebP is ~150 KB) and cached for a year by browsers and nginx.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { mediaObjects } from "../../db/schema";
import { etagOf, type BlobStore } from "./blob-store";

export function createPostgresBlobs(db: Db): BlobStore {
  return {
    kind: "postgres",
    async get(name) {
      const [row] = await db
        .select({ body: mediaObjects.body, etag: mediaObjects.etag })
        .from(mediaObjects)
        .where(eq(mediaObjects.name, name));
      return row ? { body: Buffer.from(row.body), etag: row.etag } : null;
    },
    async put(name, body) {
      // Names are new random ids: a repeat can only be a retry of the same bytes.
      await db
        .insert(mediaObjects)
        .values({ name, body, etag: etagOf(body) })
        .onConflictDoNothing();
    },
  };
}
