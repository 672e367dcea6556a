import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Product, ProductPage } from "../../domain/contracts/products";
import { dbKind, legUnavailable, startTestServer, type TestServer } from "./harness";
import { signIn } from "./sessions";

describe.skipIf(legUnavailable())(`search (${dbKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  const search = async (q: string, extra: Record<string, string> = {}) => {
    const res = await server.fetch(`/api/v1/products/search?${new URLSearchParams({ q, ...extra })}`);
    expect(res.status).toBe(200);
    return (await res.json()) as ProductPage;
  };

  it("corrects a typo to a word that a new product brings, although the typo was looked up before", async () => {
    // 'zorblutt' is no prefix of 'zorblatt': only the typo correction can find it.
    expect((await search("zorblutt")).items).toEqual([]);
    const admin = await signIn(server, "admin@atelier.example", "atelier-admin");
    const png = await sharp({ create: { width: 400, height: 500, channels: 3, background: "#222" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("file", new Blob([png as Uint8Array<ArrayBuffer>], { type: "image/png" }), "upload");
    const media = await server.fetch("/api/v1/dashboard/media", {
      method: "POST",
      headers: { cookie: admin },
      body: form,
    });
    expect(media.status).toBe(201);
    const { key } = (await media.json()) as { key: string };
    const res = await server.fetch("/api/v1/dashboard/products", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: admin },
      body: JSON.stringify({
        title: "Zorblatt Wool Wrap",
        description: "A wrap.",
        materials: "Wool.",
        details: [],
        category: "women",
        subCategories: ["coats"],
        basePriceCents: 120000,
        maxQuantity: 2,
        baseStatus: 1,
        baseImagesColor: "black",
        images: { black: [key] },
        sizes: [{ key: "S", status: 1, colors: ["black"] }],
      }),
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as Product;
    expect((await search("zorblutt")).items.map((p) => p.id)).toEqual([created.id]);
  });

  it("pages a broad query in rank order, with no repeats and nothing skipped", async () => {
    const all = await search("wool", { limit: "50" });
    expect(all.nextCursor).toBeNull();
    expect(all.items.length).toBeGreaterThan(6);
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page: ProductPage = await search("wool", { limit: "3", ...(cursor ? { cursor } : {}) });
      paged.push(...page.items.map((p) => p.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(all.items.map((p) => p.id));
  });

  it("refuses a forged cursor", async () => {
    const res = await server.fetch("/api/v1/products/search?q=wool&cursor=bm9wZQ");
    expect(res.status).toBe(400);
  });
});
