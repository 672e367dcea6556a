// Uploaded images readable from every server process: on local disk with PGlite, in PostgreSQL
// when the shop runs on it, in an S3-compatible bucket (s3rver, started here) when configured.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../server/db/seed/demo-accounts";
import { mediaObjects } from "../../server/db/schema";
import { createS3Blobs } from "../../server/media/blobs/s3-blobs";
import { S3_CREDENTIALS, startLocalS3, type LocalS3 } from "../s3";
import { dbKind, legUnavailable, startTestServer, type TestServer } from "./harness";
import { signIn } from "./sessions";

const admin = DEMO_ACCOUNTS.find((a) => a.role === "admin")!;

async function photo(background: string): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 1200, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

async function upload(server: TestServer, cookie: string, bytes: Buffer): Promise<string> {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "photo.jpg");
  const res = await server.fetch("/api/v1/dashboard/media", {
    method: "POST",
    headers: { cookie },
    body: form,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { key: string }).key;
}

async function image(server: TestServer, key: string, width = 640) {
  const res = await server.fetch(`/media/${key}/${width}.webp`);
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

describe.skipIf(legUnavailable())(`media in the store the database calls for (${dbKind})`, () => {
  let a: TestServer;
  let b: TestServer | undefined;
  let cookie: string;
  beforeAll(async () => {
    a = await startTestServer();
    // A second process on the same PostgreSQL; PGlite belongs to one process.
    if (a.databaseUrl) b = await startTestServer({ seed: false, databaseUrl: a.databaseUrl });
    cookie = await signIn(a, admin.email, admin.password);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("keeps uploads on local disk with PGlite and in PostgreSQL with DATABASE_URL", () => {
    expect(a.services.media.blobs.kind).toBe(dbKind === "pglite" ? "disk" : "postgres");
  });

  it("serves an upload at every width with long caching, and from the other process", async () => {
    const key = await upload(a, cookie, await photo("#7a5c3e"));
    const first = await image(a, key);
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get("content-type")).toBe("image/webp");
    expect(first.res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await sharp(first.body).metadata()).toMatchObject({ format: "webp", width: 640, height: 800 });
    const etag = first.res.headers.get("etag")!;
    expect((await a.fetch(`/media/${key}/640.webp`, { headers: { "if-none-match": etag } })).status).toBe(
      304,
    );
    if (b) {
      const other = await image(b, key);
      expect(other.res.status).toBe(200);
      expect(other.body.equals(first.body)).toBe(true);
      expect(other.res.headers.get("etag")).toBe(etag);
    }
  });

  it.skipIf(dbKind !== "postgres")(
    "moves an upload left on disk by an earlier version into PostgreSQL when first asked for",
    async () => {
      const key = "u/00000000000000000000";
      const body = await sharp({ create: { width: 640, height: 800, channels: 3, background: "#333" } })
        .webp()
        .toBuffer();
      mkdirSync(path.join(a.services.config.dataDir, "media", key), { recursive: true });
      writeFileSync(path.join(a.services.config.dataDir, "media", key, "640.webp"), body);
      expect((await image(b!, key)).res.status).toBe(404);
      expect((await image(a, key)).body.equals(body)).toBe(true);
      expect((await image(b!, key)).body.equals(body)).toBe(true);
      const rows = await a.services.db
        .select({ name: mediaObjects.name })
        .from(mediaObjects)
        .where(eq(mediaObjects.name, `${key}/640.webp`));
      expect(rows).toHaveLength(1);
    },
  );
});

// The bucket is the same whatever the database: this runs on the PGlite leg, two servers each
// with its own database (two machines) sharing one bucket.
describe.skipIf(dbKind !== "pglite")("media in an S3-compatible bucket", () => {
  let s3: LocalS3;
  let a: TestServer;
  let b: TestServer;
  const saved = { ...process.env };
  beforeAll(async () => {
    s3 = await startLocalS3();
    Object.assign(process.env, S3_CREDENTIALS);
    const mediaS3 = { bucket: s3.bucket, prefix: "shop", endpoint: s3.endpoint, region: "us-east-1" };
    a = await startTestServer({ config: { mediaS3 } });
    b = await startTestServer({ seed: false, config: { mediaS3 } });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await s3?.close();
    process.env = saved;
  });

  it("stores and reads back the exact bytes through the AWS SDK; a missing object is null", async () => {
    const blobs = createS3Blobs({
      bucket: s3.bucket,
      prefix: "",
      endpoint: s3.endpoint,
      region: "us-east-1",
    });
    const body = await photo("#102030");
    await blobs.put("u/abcdefabcdefabcdefab/320.webp", body);
    const back = await blobs.get("u/abcdefabcdefabcdefab/320.webp");
    expect(back?.body.equals(body)).toBe(true);
    expect(await blobs.get("u/abcdefabcdefabcdefab/640.webp")).toBeNull();
  });

  it("serves an image uploaded through one server from the other", async () => {
    expect(a.services.media.blobs.kind).toBe("s3");
    const cookie = await signIn(a, admin.email, admin.password);
    const key = await upload(a, cookie, await photo("#5e3a2a"));
    const fromA = await image(a, key, 320);
    const fromB = await image(b, key, 320);
    expect(fromA.res.status).toBe(200);
    expect(fromB.res.status).toBe(200);
    expect(fromB.res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(fromB.body.equals(fromA.body)).toBe(true);
    expect(await sharp(fromB.body).metadata()).toMatchObject({ format: "webp", width: 320, height: 400 });
  });
});
