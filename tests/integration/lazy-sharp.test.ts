// libvips (sharp) is mapped into a process only when it first renders an image
// (server/media/sharp-limits.ts): a process that serves pages and stored images never holds it.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductPage } from "../../domain/contracts/products";
import { imageUrl } from "../../domain/images";
import { dbKind, legUnavailable, startTestServer, type TestServer } from "./harness";

const libvipsMapped = () => readFileSync("/proc/self/maps", "utf8").includes("libvips");

describe.skipIf(legUnavailable() || process.platform !== "linux")(`sharp on first use (${dbKind})`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it("serves the catalogue without libvips, and loads it for the first image it renders", async () => {
    expect(libvipsMapped()).toBe(false);
    const res = await server.fetch("/api/v1/products?page=women&limit=3");
    expect(res.status).toBe(200);
    const key = ((await res.json()) as ProductPage).items.find((p) => p.image)?.image;
    expect(key).toBeTruthy();
    expect(libvipsMapped()).toBe(false);

    const image = await server.fetch(imageUrl(key!, 320));
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(500);
    expect(libvipsMapped()).toBe(true);
  });
});
