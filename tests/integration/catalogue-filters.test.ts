// Filters and sorting on listings and search through the API (the pages, with and without
// JavaScript: tests/e2e/catalogue-filters.spec.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductPage } from "../../domain/contracts/products";
import { products } from "../../server/db/schema";
import { dbKind, legUnavailable, startTestServer, type TestServer } from "./harness";

type Row = typeof products.$inferSelect;

describe.skipIf(legUnavailable())(`catalogue filters and sorting (${dbKind})`, () => {
  let server: TestServer;
  let rows: Map<string, Row>;
  beforeAll(async () => {
    server = await startTestServer();
    rows = new Map((await server.services.db.select().from(products)).map((r) => [r.id, r]));
  });
  afterAll(async () => {
    await server?.close();
  });

  async function all(path: string, params: Record<string, string>): Promise<Row[]> {
    const out: Row[] = [];
    let cursor: string | null = null;
    do {
      const qs = new URLSearchParams({ ...params, limit: "7", ...(cursor ? { cursor } : {}) });
      const res = await server.fetch(`${path}?${qs}`);
      expect(res.status).toBe(200);
      const page = (await res.json()) as ProductPage;
      out.push(...page.items.map((i) => rows.get(i.id)!));
      cursor = page.nextCursor;
    } while (cursor);
    return out;
  }

  const offers = (r: Row, size: string) =>
    r.sizes.some((s) => s.key === size && (s.status === 1 || s.status === 2));
  const colours = (r: Row) => new Set([...Object.keys(r.images), ...r.sizes.flatMap((s) => s.colors)]);

  it("lists exactly the women's products offered in M or 38 and sold in black, cheapest first", async () => {
    const query = { page: "women", size: "M,38", color: "black", sort: "price-asc" };
    const got = await all("/api/v1/products", query);
    const expected = [...rows.values()].filter(
      (r) =>
        (r.category === "women" || r.category === "unisex") &&
        (offers(r, "M") || offers(r, "38")) &&
        colours(r).has("black"),
    );
    expect(got.length).toBeGreaterThan(1);
    expect(new Set(got.map((r) => r.id))).toEqual(new Set(expected.map((r) => r.id)));
    const prices = got.map((r) => r.basePriceCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("filters search results by price band and availability, most expensive first", async () => {
    const query = { q: "wool", price: "1000-2000,2000-", availability: "pre-order", sort: "price-desc" };
    const got = await all("/api/v1/products/search", query);
    expect(got.length).toBeGreaterThan(0);
    for (const r of got) {
      expect(r.basePriceCents).toBeGreaterThanOrEqual(100_000);
      expect(r.sizes.some((s) => s.status === 2)).toBe(true);
    }
    const prices = got.map((r) => r.basePriceCents);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it("answers a value that is not a choice with 400 naming the field", async () => {
    for (const [field, value] of [
      ["price", "1-2"],
      ["availability", "soon"],
      ["sort", "cheapest"],
      ["color", "<b>"],
    ]) {
      const res = await server.fetch(`/api/v1/products?page=women&${field}=${encodeURIComponent(value!)}`);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { fields: Record<string, string> } };
      expect(Object.keys(body.error.fields)).toEqual([field]);
    }
  });
});
