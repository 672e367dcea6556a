// 'You May Also Like' through HTTP (decision 127): the cards a product page shows under the
// product, as the API serves them — which pieces qualify, which come first, and how a staff edit
// (made on this process or on another) reaches the row.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductCard } from "../../domain/contracts/products";
import { products } from "../../server/db/schema";
import { dbKind, legUnavailable, startTestServer, type TestServer } from "./harness";
import { peerForTests } from "./peer-process";
import { productFormBody, type ProductDetail as Detail } from "./product-form";
import { apiCall, signIn } from "./sessions";

type Fetcher = Pick<TestServer, "fetch">;
type Row = typeof products.$inferSelect;

const TRENCH = "Belted Gabardine Trench Coat";

describe.skipIf(legUnavailable())(`you may also like (${dbKind})`, () => {
  let server: TestServer;
  let editor: string;
  let rows: Row[];

  const byId = (id: string) => rows.find((r) => r.id === id)!;
  const staff = (via: Fetcher, method: string, path: string, payload?: unknown) =>
    apiCall(via, editor, method, path, payload);
  const detail = async (id: string) =>
    (await (await staff(server, "GET", `/dashboard/products/${id}`)).json()) as Detail;
  async function related(via: Fetcher, url: string): Promise<ProductCard[]> {
    const res = await via.fetch(`/api/v1/products/by-url/${encodeURIComponent(url)}/related`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { items: ProductCard[] }).items;
  }
  async function save(via: Fetcher, id: string, changes: Partial<Detail>) {
    const p = await detail(id);
    const res = await staff(via, "PUT", `/dashboard/products/${id}`, productFormBody(p, changes));
    expect(res.status, await res.clone().text()).toBe(200);
  }

  beforeAll(async () => {
    server = await startTestServer();
    editor = await signIn(server, "admin@atelier.example", "atelier-admin");
    rows = await server.services.db.select().from(products);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it("offers four other live pieces of the product's pages, those sharing its rarest sub-category first", async () => {
    const trench = rows.find((r) => r.title === TRENCH)!;
    expect(trench.category).toBe("women");
    expect(trench.subCategories).toContain("coats");
    const cards = await related(server, trench.url);
    expect(cards).toHaveLength(4);
    for (const card of cards) {
      expect(card.id).not.toBe(trench.id);
      expect(["women", "unisex"]).toContain(byId(card.id).category);
      expect([1, 2]).toContain(card.baseStatus);
    }
    // 'coats' holds fewer pieces than 'essentials': the women's and unisex coats come first.
    const coats = rows.filter(
      (r) =>
        r.id !== trench.id && r.category !== "men" && r.subCategories.includes("coats") && r.baseStatus !== 0,
    );
    expect(coats.length).toBeGreaterThanOrEqual(4);
    for (const card of cards) expect(byId(card.id).subCategories).toContain("coats");
    // A men's piece is offered men's and unisex pieces only.
    const mens = rows.find((r) => r.category === "men")!;
    for (const card of await related(server, mens.url))
      expect(["men", "unisex"]).toContain(byId(card.id).category);
  });

  it("answers 404 for an unknown product and 400 for a url it cannot be", async () => {
    expect((await server.fetch("/api/v1/products/by-url/no-such-piece/related")).status).toBe(404);
    expect((await server.fetch("/api/v1/products/by-url/%00/related")).status).toBe(400);
  });

  it("follows staff edits: a piece sold out leaves the row, a renamed one shows its new name", async () => {
    const trench = rows.find((r) => r.title === TRENCH)!;
    const before = await related(server, trench.url);
    // A piece sold from stock only (a size to pre-order would keep it on offer without units).
    const at = before.findIndex((c) => byId(c.id).sizes.every((size) => size.status !== 2));
    expect(at).toBeGreaterThanOrEqual(0);
    const [first, second] = [before[at], before[at + 1] ?? before[at - 1]];
    const p = await detail(first!.id);
    await save(server, first!.id, { stock: p.stock.map((c) => ({ ...c, onHand: 0 })) });
    const after = await related(server, trench.url);
    expect(after.map((c) => c.id)).not.toContain(first!.id);
    expect(after).toHaveLength(4);
    expect(after.map((c) => c.id)).toContain(second!.id);

    await save(server, second!.id, { title: `${second!.title} Nocturne` });
    expect((await related(server, trench.url)).find((c) => c.id === second!.id)?.title).toBe(
      `${second!.title} Nocturne`,
    );
    // Back in stock, it takes its place again.
    await save(server, first!.id, { stock: p.stock });
    expect((await related(server, trench.url)).map((c) => c.id)).toContain(first!.id);
  });

  describe.skipIf(dbKind !== "postgres")("over two server processes", () => {
    const peer = peerForTests(() => server);

    it("an edit made on one process changes the row the other serves", async () => {
      const trench = rows.find((r) => r.title === TRENCH)!;
      const before = await related(peer, trench.url);
      expect(before.map((c) => c.id)).toEqual((await related(server, trench.url)).map((c) => c.id));
      // A piece that shared nothing with the trench becomes a coat of the same kind.
      const bag = rows.find(
        (r) =>
          r.category === "women" &&
          r.baseStatus === 1 &&
          !r.subCategories.includes("coats") &&
          !before.some((c) => c.id === r.id),
      )!;
      await save(server, bag.id, { subCategories: [...trench.subCategories] });
      await expect
        .poll(async () => (await related(peer, trench.url))[0]?.id, { timeout: 5_000 })
        .toBe(bag.id);
    });
  });
});
