// The catalogue index follows each change in place (decision 55): a product that sells out shows
// as out of stock on listing cards and comes back when restocked; a staff edit made in one server
// process is found by search in another, and both answer the same.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlacedOrder } from "../../domain/contracts/orders";
import type { ProductCard } from "../../domain/contracts/products";
import { products } from "../../server/db/schema";
import { dbKind, legUnavailable, startTestServer, type TestServer } from "./harness";
import { peerForTests } from "./peer-process";
import { productFormBody as formBody, type ProductDetail as Detail } from "./product-form";
import { signIn } from "./sessions";
import { US_ADDRESS as address } from "../fixtures/us-address";

type Fetcher = Pick<TestServer, "fetch">;

describe.skipIf(legUnavailable())(`catalogue index updates (${dbKind})`, () => {
  let server: TestServer;
  /** The admin: edits and removes products. */
  let editor: string;

  const staff = (via: Fetcher, method: string, path: string, payload?: unknown) =>
    via.fetch(`/api/v1${path}`, {
      method,
      headers: { "content-type": "application/json", cookie: editor },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
  const detail = async (id: string) =>
    (await (await staff(server, "GET", `/dashboard/products/${id}`)).json()) as Detail;
  /** The card of a product on its audience's listing, every page walked. */
  async function listingCard(via: Fetcher, page: string, id: string): Promise<ProductCard | undefined> {
    let cursor: string | null = null;
    do {
      const res = await via.fetch(
        `/api/v1/products?page=${page}&limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      const body = (await res.json()) as { items: ProductCard[]; nextCursor: string | null };
      const card = body.items.find((c) => c.id === id);
      if (card) return card;
      cursor = body.nextCursor;
    } while (cursor);
    return undefined;
  }
  const searchIds = async (via: Fetcher, q: string) =>
    (
      (await (await via.fetch(`/api/v1/products/search?q=${encodeURIComponent(q)}&limit=50`)).json()) as {
        items: ProductCard[];
      }
    ).items.map((c) => c.id);

  /** The card search shows for this product, found by its own title. */
  async function searchCard(via: Fetcher, q: string, id: string): Promise<ProductCard | undefined> {
    const res = await via.fetch(`/api/v1/products/search?q=${encodeURIComponent(q)}&limit=50`);
    return ((await res.json()) as { items: ProductCard[] }).items.find((c) => c.id === id);
  }
  /** Saves a new title and price; the card's words stay findable by `q`. */
  async function retitle(via: Fetcher, id: string, title: string, basePriceCents: number) {
    const p = await detail(id);
    expect(
      (await staff(via, "PUT", `/dashboard/products/${id}`, formBody(p, { title, basePriceCents }))).status,
    ).toBe(200);
  }

  beforeAll(async () => {
    server = await startTestServer();
    editor = await signIn(server, "admin@atelier.example", "atelier-admin");
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it("a product whose last unit sells shows out of stock on the listing, and in stock once it is back", async () => {
    const rows = await server.services.db.select().from(products);
    const row = rows.find(
      (p) => p.baseStatus === 1 && p.sizes.every((s) => s.status === 1) && p.sizes.length > 0,
    )!;
    const page = row.category === "men" ? "men" : "women";
    const p = await detail(row.id);
    // One unit left in the whole product.
    const [first, ...others] = p.stock;
    const stock = [{ ...first!, onHand: 1 }, ...others.map((c) => ({ ...c, onHand: 0 }))];
    expect((await staff(server, "PUT", `/dashboard/products/${row.id}`, formBody(p, { stock }))).status).toBe(
      200,
    );
    expect((await listingCard(server, page, row.id))?.baseStatus).toBe(1);

    const res = await server.fetch("/api/v1/orders", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        lines: [{ productId: row.id, size: first!.size, color: first!.color, quantity: 1 }],
        shippingTo: address,
        billingTo: address,
        email: "buyer@example.com",
        phoneNumber: "+1 212 555 0100",
        card: { cardNumber: "4242 4242 4242 4242", expMonth: "12", expYear: "2030", cvv: "123" },
      }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const order = (await res.json()) as PlacedOrder;
    // The stock change reaches the index through the live hub's notification.
    await expect
      .poll(async () => (await listingCard(server, page, row.id))?.baseStatus, { timeout: 5_000 })
      .toBe(0);
    // Search cards say the same.
    const found = (await (
      await server.fetch(`/api/v1/products/search?q=${encodeURIComponent(row.title)}&limit=50`)
    ).json()) as {
      items: ProductCard[];
    };
    expect(found.items.find((c) => c.id === row.id)?.baseStatus).toBe(0);

    const cancel = await server.fetch(`/api/v1/orders/${order.id}/cancel`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ guestToken: order.guestToken }),
    });
    expect(cancel.status).toBe(200);
    await expect
      .poll(async () => (await listingCard(server, page, row.id))?.baseStatus, { timeout: 5_000 })
      .toBe(1);
  });

  it("an edit is searchable at once in the process that made it", async () => {
    const [row] = await server.services.db.select().from(products).limit(1);
    const p = await detail(row!.id);
    expect(await searchIds(server, "zanzibarine")).toEqual([]);
    const put = await staff(
      server,
      "PUT",
      `/dashboard/products/${row!.id}`,
      formBody(p, { title: `${p.title} Zanzibarine` }),
    );
    expect(put.status).toBe(200);
    expect(await searchIds(server, "zanzibarine")).toEqual([row!.id]);
  });

  it("a card shown before an edit shows the new title and price after it (the index's card cache)", async () => {
    const [, row] = await server.services.db.select().from(products).limit(2);
    const before = await searchCard(server, row!.title, row!.id);
    expect(before?.title).toBe(row!.title);
    await retitle(server, row!.id, `${row!.title} Marzipane`, row!.basePriceCents + 1_000);
    const after = await searchCard(server, row!.title, row!.id);
    expect(after).toMatchObject({
      title: `${row!.title} Marzipane`,
      basePriceCents: row!.basePriceCents + 1_000,
    });
  });

  describe.skipIf(dbKind !== "postgres")("over two server processes", () => {
    const peer = peerForTests(() => server);

    it("a card both processes have shown follows an edit made on either", async () => {
      const [, , , row] = await server.services.db.select().from(products).limit(4);
      const q = row!.title;
      for (const via of [server, peer]) expect((await searchCard(via, q, row!.id))?.title).toBe(row!.title);
      await retitle(peer, row!.id, `${row!.title} Pistachine`, row!.basePriceCents + 2_500);
      for (const via of [peer, server])
        await expect
          .poll(async () => searchCard(via, q, row!.id), { timeout: 5_000 })
          .toMatchObject({ title: `${row!.title} Pistachine`, basePriceCents: row!.basePriceCents + 2_500 });
    });

    it("an edit made on one process is found on the other, and both answer the same", async () => {
      // The peer builds its index before the edits.
      expect(await searchIds(peer, "coat")).toEqual(await searchIds(server, "coat"));
      const rows = await server.services.db.select().from(products).limit(3);
      const [a, b, c] = rows;
      const pa = await detail(a!.id);
      const pb = await detail(b!.id);
      expect(
        (
          await staff(
            server,
            "PUT",
            `/dashboard/products/${a!.id}`,
            formBody(pa, { title: `${pa.title} Quokkaline` }),
          )
        ).status,
      ).toBe(200);
      expect(
        (
          await staff(
            peer,
            "PUT",
            `/dashboard/products/${b!.id}`,
            formBody(pb, { title: `${pb.title} Quokkaline` }),
          )
        ).status,
      ).toBe(200);
      expect((await staff(peer, "DELETE", `/dashboard/products/${c!.id}`)).status).toBe(200);
      const want = [a!.id, b!.id].sort();
      await expect
        .poll(async () => (await searchIds(peer, "quokkaline")).sort(), { timeout: 5_000 })
        .toEqual(want);
      await expect
        .poll(async () => (await searchIds(server, "quokkaline")).sort(), { timeout: 5_000 })
        .toEqual(want);
      // Converged: the same answers on both, the removed product on neither.
      for (const q of ["coat", "black", "cashmere", "bag"]) {
        const here = await searchIds(server, q);
        expect(here).not.toContain(c!.id);
        expect(await searchIds(peer, q)).toEqual(here);
      }
    });
  });
});
