// The shop's catalogue reads are cached in process (server/services/catalogue/catalogue-cache.ts).
// These tests prove a staff edit is visible to the very next shop request — in this process at
// once, and in another server process on the same PostgreSQL database through pg_notify.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Product, ProductPage } from "../../domain/contracts/products";
import { cachedProduct } from "../../server/services/catalogue/cached-reads";
import { dbKind, legUnavailable, type TestServer } from "./harness";
import { otherProcessServices, readUntil } from "./other-process";
import { productFormBody } from "./product-form";
import { startWithAdmin } from "./sessions";

describe.skipIf(legUnavailable())(`catalogue cache invalidation (${dbKind})`, () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => ({ server, admin } = await startWithAdmin()));
  afterAll(() => server?.close());

  const json = async <T>(path: string): Promise<T> => {
    const res = await server.fetch(path);
    expect(res.status).toBe(200);
    return (await res.json()) as T;
  };
  const send = (method: string, path: string, body?: unknown) =>
    server.fetch(`/api/v1${path}`, {
      method,
      headers: { "content-type": "application/json", cookie: admin },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  async function productOnWomen(): Promise<Product> {
    const page = await json<ProductPage>("/api/v1/products?page=women&limit=3");
    return json<Product>(`/api/v1/products/by-url/${page.items[0]!.url}`);
  }

  /** The edit form's body for a product as it stands, with a new title. */
  async function retitle(product: Product, title: string) {
    const res = await send("put", `/dashboard/products/${product.id}`, productFormBody(product, { title }));
    expect(res.status).toBe(200);
  }

  it("an edit shows on the product and listing reads that were cached just before", async () => {
    const before = await productOnWomen();
    // Twice, so both reads are certainly served from the cache.
    await json(`/api/v1/products/by-url/${before.url}`);
    expect(server.services.catalogue.size).toBeGreaterThan(0);

    await retitle(before, "Renamed Evening Coat");
    const after = await json<Product>(`/api/v1/products/by-url/${before.url}`);
    expect(after.title).toBe("Renamed Evening Coat");
    const listing = await json<ProductPage>("/api/v1/products?page=women&limit=3");
    expect(listing.items.find((i) => i.id === before.id)?.title).toBe("Renamed Evening Coat");
    const found = await json<ProductPage>("/api/v1/products/search?q=renamed%20evening");
    expect(found.items.map((i) => i.id)).toContain(before.id);
  });

  it("a removed product leaves the cached listing and its page answers 404 at once", async () => {
    const target = await productOnWomen();
    expect((await send("delete", `/dashboard/products/${target.id}`)).status).toBe(200);
    const listing = await json<ProductPage>("/api/v1/products?page=women&limit=3");
    expect(listing.items.map((i) => i.id)).not.toContain(target.id);
    expect((await server.fetch(`/api/v1/products/by-url/${target.url}`)).status).toBe(404);
  });

  it("a failed edit (bad input) changes nothing and keeps serving the same data", async () => {
    const product = await productOnWomen();
    const res = await send("put", `/dashboard/products/${product.id}`, { title: "" });
    expect(res.status).toBe(400);
    expect((await json<Product>(`/api/v1/products/by-url/${product.url}`)).title).toBe(product.title);
  });

  describe.skipIf(dbKind !== "postgres")("across server processes", () => {
    const other = otherProcessServices(() => server);

    it("an edit made through one process reaches the other's cache by notification", async () => {
      const product = await productOnWomen();
      expect((await cachedProduct(other(), product.url))?.title).toBe(product.title);
      await retitle(product, "Notified Wool Blazer");
      const seen = await readUntil(
        async () => (await cachedProduct(other(), product.url))?.title,
        (title) => title === "Notified Wool Blazer",
        { within: 5_000, every: 50 },
      );
      expect(seen).toBe("Notified Wool Blazer");
    });
  });
});
