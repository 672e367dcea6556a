// The header's search-as-you-type endpoint.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Suggestions } from "../../domain/contracts/products";
import { dbKind, legUnavailable, startTestServer, type TestServer } from "./harness";

describe.skipIf(legUnavailable())(`search suggestions (${dbKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  const suggest = async (q: string) => {
    const res = await server.fetch(`/api/v1/products/suggestions?${new URLSearchParams({ q })}`);
    expect(res.status).toBe(200);
    return (await res.json()) as Suggestions;
  };

  it("offers up to 6 products for a word being typed, the first as search ranks it", async () => {
    const s = await suggest("cam");
    expect(s.products.length).toBe(6);
    const search = await (await server.fetch("/api/v1/products/search?q=cam&limit=6")).json();
    expect(s.products.map((p) => p.url)).toEqual(
      (search as { items: { url: string }[] }).items.map((p) => p.url),
    );
  });

  it("offers the categories whose names start with the words typed", async () => {
    const s = await suggest("coa");
    expect(s.categories).toEqual(
      expect.arrayContaining([
        { title: "Women's Coats & Jackets", path: "/women/coats" },
        { title: "Men's Coats & Jackets", path: "/men/coats" },
      ]),
    );
    expect((await suggest("knit men")).categories).toEqual([
      { title: "Men's Knitwear", path: "/men/knitwear" },
    ]);
  });

  it("asks for at least 2 characters", async () => {
    const res = await server.fetch("/api/v1/products/suggestions?q=c");
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(body.error.fields)).toEqual(["q"]);
  });
});
