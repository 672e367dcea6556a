import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductCard, ProductPage, Product } from "../../domain/contracts/products";
import { eq } from "drizzle-orm";
import { products } from "../../server/db/schema";
import { cardsByIds, toCard } from "../../server/services/catalogue/cards";
import { dbKind, legUnavailable, startTestServer, type TestServer } from "./harness";

async function allPages(server: TestServer, query: string, limit = 7): Promise<ProductCard[]> {
  const out: ProductCard[] = [];
  let cursor: string | null = null;
  do {
    const qs = new URLSearchParams(query);
    qs.set("limit", String(limit));
    if (cursor) qs.set("cursor", cursor);
    const res = await server.fetch(`/api/v1/products?${qs}`);
    expect(res.status).toBe(200);
    const page = (await res.json()) as ProductPage;
    expect(page.items.length).toBeLessThanOrEqual(limit);
    out.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return out;
}

describe.skipIf(legUnavailable())(`catalogue API (${dbKind})`, () => {
  let server: TestServer;
  let rows: (typeof products.$inferSelect)[];
  beforeAll(async () => {
    server = await startTestServer();
    rows = await server.services.db.select().from(products);
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each([
    ["women", ["unisex", "women"]],
    ["men", ["unisex", "men"]],
  ] as const)(
    "lists the %s audience newest first across pages, with no gaps or duplicates",
    async (page, audience) => {
      const listed = await allPages(server, `page=${page}`);
      const expected = rows
        .filter((r) => (audience as readonly string[]).includes(r.category))
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
        .map((r) => r.id);
      expect(listed.map((p) => p.id)).toEqual(expected);
    },
  );

  it("lists explore as products of every audience tagged for the explore page", async () => {
    const listed = await allPages(server, "page=explore");
    const expected = rows.filter((r) => r.subCategories.includes("explorePage")).map((r) => r.id);
    expect(new Set(listed.map((p) => p.id))).toEqual(new Set(expected));
    expect(listed.length).toBeGreaterThan(5);
  });

  it("filters by sub-category within the page's audience", async () => {
    const listed = await allPages(server, "page=women&subCategory=knitwear");
    expect(listed.length).toBeGreaterThan(0);
    for (const card of listed) {
      const row = rows.find((r) => r.id === card.id)!;
      expect(row.subCategories).toContain("knitwear");
      expect(["unisex", "women"]).toContain(row.category);
    }
  });

  it("keeps paging stable when a product is added between pages", async () => {
    const first = (await (await server.fetch("/api/v1/products?page=men&limit=5")).json()) as ProductPage;
    const template = rows.find((r) => r.category === "men")!;
    await server.services.db.insert(products).values({
      ...template,
      id: crypto.randomUUID(),
      url: `${template.url}-new`,
      createdAt: new Date(),
    });
    const second = (await (
      await server.fetch(`/api/v1/products?page=men&limit=5&cursor=${first.nextCursor}`)
    ).json()) as ProductPage;
    const expectedNext = rows
      .filter((r) => r.category === "men" || r.category === "unisex")
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(5, 10)
      .map((r) => r.id);
    expect(second.items.map((p) => p.id)).toEqual(expectedNext);
  });

  it("refuses a forged cursor and an unknown page with 400", async () => {
    const bad = await server.fetch("/api/v1/products?cursor=not-a-cursor");
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { error: { fields?: Record<string, string> } };
    expect(body.error.fields).toHaveProperty("cursor");
    expect((await server.fetch("/api/v1/products?page=kids")).status).toBe(400);
  });

  it("returns a product by url and 404 for an unknown one", async () => {
    const row = rows[0]!;
    const res = await server.fetch(`/api/v1/products/by-url/${row.url}`);
    expect(res.status).toBe(200);
    const product = (await res.json()) as Product;
    expect(product).toMatchObject({ id: row.id, title: row.title, basePriceCents: row.basePriceCents });
    expect((await server.fetch("/api/v1/products/by-url/no-such-thing-1")).status).toBe(404);
  });

  it("finds cashmere coats despite the typo 'cashmir coat', best match first", async () => {
    const res = await server.fetch(`/api/v1/products/search?q=${encodeURIComponent("  Cashmir   COAT ")}`);
    expect(res.status).toBe(200);
    const page = (await res.json()) as ProductPage;
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items[0]!.title).toMatch(/cashmere/i);
    expect(page.items[0]!.title).toMatch(/coat/i);
  });

  it("forgives short misspellings too ('lofers' finds loafers)", async () => {
    const page = (await (
      await server.fetch("/api/v1/products/search?q=suede%20lofers")
    ).json()) as ProductPage;
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items[0]!.title.toLowerCase()).toContain("loafer");
  });

  it("searches case-insensitively over materials and details too, and ignores stop words", async () => {
    const page = (await (
      await server.fetch("/api/v1/products/search?q=the%20LEATHER")
    ).json()) as ProductPage;
    expect(page.items.length).toBeGreaterThan(0);
    for (const card of page.items) {
      const row = rows.find((r) => r.id === card.id)!;
      expect(
        `${row.title} ${row.materials} ${row.description} ${row.details.join(" ")}`.toLowerCase(),
      ).toContain("leather");
    }
  });

  it("completes a query of stop words alone as it does any first letters ('a' as 'e')", async () => {
    const search = async (q: string) =>
      ((await (await server.fetch(`/api/v1/products/search?q=${q}`)).json()) as ProductPage).items;
    expect((await search("e")).length).toBeGreaterThan(0);
    // 'a' is an English stop word: it used to find nothing at all.
    const items = await search("a");
    expect(items.length).toBeGreaterThan(0);
    for (const card of items) {
      const row = rows.find((r) => r.id === card.id)!;
      const words = `${row.title} ${row.materials} ${row.description} ${row.details.join(" ")}`
        .toLowerCase()
        .split(/[^a-z]+/);
      expect(
        words.some((w) => w.startsWith("a")),
        row.title,
      ).toBe(true);
    }
  });

  it("returns nothing for nonsense and pages search results without duplicates", async () => {
    const none = (await (await server.fetch("/api/v1/products/search?q=zzxqv")).json()) as ProductPage;
    expect(none.items).toEqual([]);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const qs = new URLSearchParams({ q: "wool", limit: "4", ...(cursor ? { cursor } : {}) });
      const page = (await (await server.fetch(`/api/v1/products/search?${qs}`)).json()) as ProductPage;
      seen.push(...page.items.map((p) => p.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.length).toBeGreaterThan(4);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("reads cards as toCard makes them from the whole row, whatever the product's pictures", async () => {
    const db = server.services.db;
    const [first, second] = rows;
    // A base colour with no pictures of its own, and a colour whose list is empty.
    await db.update(products).set({ baseImagesColor: "no-such-colour" }).where(eq(products.id, first!.id));
    await db
      .update(products)
      .set({ images: { ...second!.images, [second!.baseImagesColor]: [] } })
      .where(eq(products.id, second!.id));
    try {
      const whole = await db.select().from(products);
      const ids = [...whole.map((r) => r.id), "missing-id"].reverse();
      const cards = await cardsByIds(db, ids);
      expect(cards).toEqual(ids.flatMap((id) => whole.filter((r) => r.id === id).map(toCard)));
      expect(cards.find((c) => c.id === first!.id)!.image).not.toBeNull();
      expect(cards.find((c) => c.id === second!.id)!.image).toBeNull();
    } finally {
      await db
        .update(products)
        .set({ baseImagesColor: first!.baseImagesColor })
        .where(eq(products.id, first!.id));
      await db.update(products).set({ images: second!.images }).where(eq(products.id, second!.id));
    }
  });
});
