// Stock you can trust: quantities per size and colour decide what the shop offers, placing an
// order reserves atomically (the database refuses an oversell), a refusal writes nothing, and a
// cancel puts the units back once — on PGlite, on PostgreSQL, and over two server processes.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlacedOrder } from "../../domain/contracts/orders";
import type { Product } from "../../domain/contracts/products";
import { orders, products, stockLevels, stockMovements } from "../../server/db/schema";
import { dbDigest } from "./db-digest";
import { dbKind, legUnavailable, startTestServer, type TestServer } from "./harness";
import { peerForTests } from "./peer-process";
import { productFormBody, type ProductDetail as Detail } from "./product-form";
import { signIn, signUpAsStaff } from "./sessions";
import { guestOrderBody } from "../fixtures/order-body";

interface Variant {
  productId: string;
  url: string;
  title: string;
  size: string;
  color: string;
}

/** The rows of `table` (stock levels or movements) for one variant. */
const ofVariant = (table: typeof stockLevels | typeof stockMovements, v: Variant) =>
  and(eq(table.productId, v.productId), eq(table.size, v.size), eq(table.color, v.color));

const body = guestOrderBody;

type Fetcher = Pick<TestServer, "fetch">;
const place = (via: Fetcher, payload: unknown) =>
  via.fetch("/api/v1/orders", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(payload),
  });

describe.skipIf(legUnavailable())(`stock (${dbKind})`, () => {
  let server: TestServer;
  /** Stock-managed variants of distinct products with at least two colours in the size. */
  let variants: Variant[];

  const db = () => server.services.db;
  async function onHand(v: Variant): Promise<number | undefined> {
    const [row] = await db()
      .select({ n: stockLevels.onHand })
      .from(stockLevels)
      .where(ofVariant(stockLevels, v));
    return row?.n;
  }
  /** Sets a count directly (as a stock-take would) and drops the cached pages. */
  async function setOnHand(v: Variant, n: number): Promise<void> {
    await db()
      .insert(stockLevels)
      .values({ productId: v.productId, size: v.size, color: v.color, onHand: n })
      .onConflictDoUpdate({
        target: [stockLevels.productId, stockLevels.size, stockLevels.color],
        set: { onHand: n },
      });
    server.services.catalogue.invalidate();
    server.services.pages.invalidate();
  }
  const line = (v: Variant, quantity = 1) => ({
    productId: v.productId,
    size: v.size,
    color: v.color,
    quantity,
  });
  const shopProduct = async (v: Variant) =>
    (await (await server.fetch(`/api/v1/products/by-url/${v.url}`)).json()) as Product;

  beforeAll(async () => {
    server = await startTestServer();
    const rows = await db().select().from(products);
    variants = rows.flatMap((p) => {
      const size = p.sizes.find((s) => s.status === 1 && s.colors.length >= 2);
      return size
        ? [{ productId: p.id, url: p.url, title: p.title, size: size.key, color: size.colors[0]! }]
        : [];
    });
    expect(variants.length).toBeGreaterThan(8);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("seeds a handful of each variant, some down to 1–2 and some sold out, each with its opening movement", async () => {
    const levels = await db().select().from(stockLevels);
    const counts = levels.map((l) => l.onHand);
    expect(counts.some((n) => n === 0)).toBe(true);
    expect(counts.some((n) => n === 1 || n === 2)).toBe(true);
    expect(Math.max(...counts)).toBeLessThanOrEqual(15);
    const [opening] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(stockMovements)
      .where(eq(stockMovements.reason, "seed"));
    expect(opening!.n).toBe(levels.length);
  });

  it("the database itself refuses a negative count", async () => {
    const v = variants[0]!;
    await expect(
      db().update(stockLevels).set({ onHand: -1 }).where(ofVariant(stockLevels, v)),
    ).rejects.toThrow();
  });

  it("the shop's status follows stock: a sold-out colour is not offered, a sold-out size is out of stock, and it comes back", async () => {
    const v = variants[1]!;
    const product = (await db().select().from(products).where(eq(products.id, v.productId)))[0]!;
    const size = product.sizes.find((s) => s.key === v.size)!;
    const others = size.colors.filter((c) => c !== v.color).map((color) => ({ ...v, color }));

    await setOnHand(v, 0);
    for (const o of others) await setOnHand(o, 4);
    let shown = await shopProduct(v);
    expect(shown.sizes.find((s) => s.key === v.size)).toMatchObject({ status: 1 });
    expect(shown.sizes.find((s) => s.key === v.size)!.colors).not.toContain(v.color);
    expect(shown.availability).toContainEqual({
      size: v.size,
      color: v.color,
      state: "out_of_stock",
      left: 0,
    });
    // Above the threshold the count is never said.
    expect(shown.availability).toContainEqual({
      size: v.size,
      color: others[0]!.color,
      state: "in_stock",
      left: null,
    });

    for (const o of others) await setOnHand(o, 0);
    shown = await shopProduct(v);
    expect(shown.sizes.find((s) => s.key === v.size)).toEqual({ key: v.size, status: 0, colors: [] });

    await setOnHand(v, 2);
    shown = await shopProduct(v);
    expect(shown.sizes.find((s) => s.key === v.size)).toMatchObject({ status: 1, colors: [v.color] });
    expect(shown.availability).toContainEqual({
      size: v.size,
      color: v.color,
      state: "only_few_left",
      left: 2,
    });
  });

  it("50 concurrent buyers of a variant with 5 on hand make exactly 5 orders and 45 refusals (409)", async () => {
    const v = variants[2]!;
    await setOnHand(v, 5);
    const before = (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
    )[0]!.n;
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => place(server, body([line(v)], `buyer${i}@example.com`))),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    const refusal = (await responses.find((r) => r.status === 409)!.json()) as {
      error: { code: string; message: string; fields: Record<string, string> };
    };
    expect(refusal.error.code).toBe("insufficient_stock");
    expect(refusal.error.message).toBe(`${v.title}, size ${v.size}, is sold out.`);
    expect(refusal.error.fields).toEqual({ "lines.0.quantity": "Sold out." });
    expect(await onHand(v)).toBe(0);
    const after = (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
    )[0]!.n;
    expect(after - before).toBe(5);
    const moves = await db()
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.productId, v.productId), eq(stockMovements.reason, "order")));
    expect(
      moves
        .filter((m) => m.size === v.size && m.color === v.color)
        .map((m) => m.onHandAfter)
        .sort(),
    ).toEqual([0, 1, 2, 3, 4]);
    // Each movement names its order and the one unit it took.
    const placed = new Set((await db().select({ id: orders.id }).from(orders)).map((o) => o.id));
    for (const m of moves.filter((m) => m.size === v.size && m.color === v.color))
      expect([m.delta, placed.has(m.orderId ?? "")]).toEqual([-1, true]);
  });

  it("refuses a line asking for more than is left, naming it and what is left, and writes nothing", async () => {
    const [a, b] = [variants[3]!, variants[4]!];
    await setOnHand(a, 6);
    await setOnHand(b, 1);
    const digest = await dbDigest(server.services);
    const res = await place(server, body([line(a, 2), line(b, 2)]));
    expect(res.status).toBe(409);
    const { error } = (await res.json()) as { error: { message: string; fields: Record<string, string> } };
    expect(error.message).toBe(`Only 1 left of ${b.title}, size ${b.size}.`);
    expect(error.fields).toEqual({ "lines.1.quantity": "Only 1 left." });
    expect(await dbDigest(server.services)).toBe(digest);
    expect(await onHand(a)).toBe(6);
  });

  it("cancelling puts the units back once, even when cancel is sent twice at the same time", async () => {
    const v = variants[5]!;
    await setOnHand(v, 3);
    const res = await place(server, body([line(v, 2)]));
    expect(res.status).toBe(201);
    const placed = (await res.json()) as PlacedOrder;
    expect(await onHand(v)).toBe(1);
    const cancel = () =>
      server.fetch(`/api/v1/orders/${placed.id}/cancel`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ guestToken: placed.guestToken }),
      });
    const results = await Promise.all([cancel(), cancel()]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect((await cancel()).status).toBe(200);
    expect(await onHand(v)).toBe(3);
    const back = await db()
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, placed.id), eq(stockMovements.reason, "cancel")));
    expect(back.map((m) => [m.delta, m.onHandAfter])).toEqual([[2, 3]]);
  });

  it("a pre-order size sells without limit unless it carries an allocation, which then runs out", async () => {
    const rows = await db().select().from(products);
    const p = rows.find((r) => r.sizes.some((s) => s.status === 2 && s.colors.length > 0))!;
    const size = p.sizes.find((s) => s.status === 2 && s.colors.length > 0)!;
    const v: Variant = {
      productId: p.id,
      url: p.url,
      title: p.title,
      size: size.key,
      color: size.colors[0]!,
    };
    expect(await onHand(v)).toBeUndefined();
    expect((await place(server, body([line(v, 1)]))).status).toBe(201);

    await setOnHand(v, 1);
    expect((await place(server, body([line(v, 1)]))).status).toBe(201);
    expect((await place(server, body([line(v, 1)]))).status).toBe(409);
    const shown = await shopProduct(v);
    if (size.colors.length === 1) expect(shown.sizes.find((s) => s.key === v.size)?.status).toBe(0);
    else expect(shown.sizes.find((s) => s.key === v.size)?.colors).not.toContain(v.color);
  });

  describe("staff set stock with the product form", () => {
    let editor: string;
    beforeAll(async () => {
      editor = await signIn(server, "editor@atelier.example", "atelier-editor");
    });
    const staff = (method: string, path: string, payload?: unknown, cookie = editor) =>
      server.fetch(`/api/v1${path}`, {
        method,
        headers: { "content-type": "application/json", cookie },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
    const formBody = (p: Detail, stock: Detail["stock"]) => productFormBody(p, { stock });

    it("saves the grid with the product, logs each change with who made it, and the shop follows", async () => {
      const v = variants[8]!;
      const detail = (await (await staff("GET", `/dashboard/products/${v.productId}`)).json()) as Detail;
      expect(detail.stock.length).toBeGreaterThan(0);
      const grid = detail.stock.map((c) =>
        c.size === v.size && c.color === v.color ? { ...c, onHand: 1 } : c,
      );
      const res = await staff("PUT", `/dashboard/products/${v.productId}`, formBody(detail, grid));
      expect(res.status).toBe(200);
      expect(await onHand(v)).toBe(1);
      const [move] = await db()
        .select()
        .from(stockMovements)
        .where(and(eq(stockMovements.productId, v.productId), eq(stockMovements.reason, "staff")));
      expect(move).toMatchObject({ size: v.size, color: v.color, onHandAfter: 1 });
      expect(move!.staffUserId).toBeTruthy();
      // No cache to clear by hand: the save itself tells the shop.
      expect((await shopProduct(v)).availability).toContainEqual({
        size: v.size,
        color: v.color,
        state: "only_few_left",
        left: 1,
      });
      const again = (await (await staff("GET", `/dashboard/products/${v.productId}`)).json()) as Detail;
      expect(again.stock.find((c) => c.size === v.size && c.color === v.color)?.onHand).toBe(1);
    });

    it("a save applies the change staff made: an order placed while the form was open is not lost (decision 66)", async () => {
      const v = variants.at(-1)!;
      await setOnHand(v, 6);
      const opened = (await (await staff("GET", `/dashboard/products/${v.productId}`)).json()) as Detail;
      // The form sends each cell with the figure it loaded.
      const grid = (detail: Detail, n: number) =>
        detail.stock.map((c) => ({
          ...c,
          loaded: c.onHand,
          onHand: c.size === v.size && c.color === v.color ? n : c.onHand,
        }));
      // A shopper buys one while the form is open: 6 → 5.
      expect((await place(server, body([line(v, 1)]))).status).toBe(201);
      // Staff counted two more than the form showed (6 → 8): 5 + 2.
      expect(
        (await staff("PUT", `/dashboard/products/${v.productId}`, formBody(opened, grid(opened, 8)))).status,
      ).toBe(200);
      expect(await onHand(v)).toBe(7);
      const moves = await db()
        .select()
        .from(stockMovements)
        .where(ofVariant(stockMovements, v))
        .orderBy(stockMovements.id);
      expect(moves.slice(-2).map((m) => [m.reason, m.delta, m.onHandAfter])).toEqual([
        ["order", -1, 5],
        ["staff", 2, 7],
      ]);
      // Lowering by more than is left meanwhile stops at 0: loaded 7, typed 0, two sold since.
      const again = (await (await staff("GET", `/dashboard/products/${v.productId}`)).json()) as Detail;
      expect((await place(server, body([line(v, 2)]))).status).toBe(201);
      expect(
        (await staff("PUT", `/dashboard/products/${v.productId}`, formBody(again, grid(again, 0)))).status,
      ).toBe(200);
      expect(await onHand(v)).toBe(0);
    });

    it("lists total stock and filters 'Low stock' (a variant at 3 or fewer)", async () => {
      type Page = {
        items: { id: string; totalStock: number; lowStock: boolean }[];
        nextCursor: string | null;
      };
      const all: Page["items"] = [];
      let cursor: string | null = null;
      do {
        const page = (await (
          await staff("GET", `/dashboard/products?stock=low&limit=50${cursor ? `&cursor=${cursor}` : ""}`)
        ).json()) as Page;
        all.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      expect(all.length).toBeGreaterThan(0);
      expect(all.every((p) => p.lowStock)).toBe(true);
      const levels = await db().select().from(stockLevels);
      const low = new Set(levels.filter((l) => l.onHand <= 3).map((l) => l.productId));
      expect(new Set(all.map((p) => p.id))).toEqual(low);
      const first = (await (await staff("GET", "/dashboard/products?limit=5")).json()) as Page;
      for (const p of first.items) {
        expect(p.totalStock).toBe(
          levels.filter((l) => l.productId === p.id).reduce((n, l) => n + l.onHand, 0),
        );
      }
    });

    it("refuses a negative count or a colour the size is not sold in with 400, and changes nothing", async () => {
      const v = variants[9] ?? variants[0]!;
      const detail = (await (await staff("GET", `/dashboard/products/${v.productId}`)).json()) as Detail;
      const digest = await dbDigest(server.services);
      const negative = detail.stock.map((c, i) => (i === 0 ? { ...c, onHand: -1 } : c));
      const bad1 = await staff("PUT", `/dashboard/products/${v.productId}`, formBody(detail, negative));
      expect(bad1.status).toBe(400);
      expect(((await bad1.json()) as { error: { fields: object } }).error.fields).toHaveProperty(
        "stock.0.onHand",
      );
      const foreign = [...detail.stock, { size: v.size, color: "no-such-colour", onHand: 3 }];
      expect(
        (await staff("PUT", `/dashboard/products/${v.productId}`, formBody(detail, foreign))).status,
      ).toBe(400);
      expect(await dbDigest(server.services)).toBe(digest);
    });

    it("a role that may view products but not edit them is refused with 403 and changes no stock", async () => {
      const v = variants[10] ?? variants[0]!;
      const viewer = await signUpAsStaff(server, "stock-viewer@example.com", {
        id: "stock-viewer",
        permissions: { products: ["view"] },
      });
      // It sees the grid (its 'view' works), so the 403 is about the missing 'edit' alone.
      const seen = await staff("GET", `/dashboard/products/${v.productId}`, undefined, viewer);
      expect(seen.status).toBe(200);
      const detail = (await seen.json()) as Detail;
      const before = await onHand(v);
      const digest = await dbDigest(server.services);
      const emptied = detail.stock.map((c) => ({ ...c, onHand: 0 }));
      const res = await staff("PUT", `/dashboard/products/${v.productId}`, formBody(detail, emptied), viewer);
      expect(res.status).toBe(403);
      expect(await onHand(v)).toBe(before);
      expect(await dbDigest(server.services)).toBe(digest);
    });

    it("shows stock in the OpenAPI document", async () => {
      const doc = JSON.stringify(await (await server.fetch("/api/v1/openapi.json")).json());
      expect(doc).toContain("onHand");
      expect(doc).toContain("only_few_left");
    });
  });

  describe.skipIf(dbKind !== "postgres")("over two server processes", () => {
    const peer = peerForTests(() => server);

    it("50 buyers split over two processes make exactly 5 orders; stock ends at 0", async () => {
      const v = variants[6]!;
      await setOnHand(v, 5);
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          place(i % 2 ? peer : server, body([line(v)], `split${i}@example.com`)),
        ),
      );
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(5);
      expect(statuses.filter((s) => s === 409)).toHaveLength(45);
      expect(await onHand(v)).toBe(0);
    });

    it("the peer's cached product page learns of a sell-out made through this process", async () => {
      const v = variants[7]!;
      await setOnHand(v, 1);
      const shown = async () =>
        (await (await peer.fetch(`/api/v1/products/by-url/${v.url}`)).json()) as Product;
      expect((await shown()).availability).toContainEqual({
        size: v.size,
        color: v.color,
        state: "only_few_left",
        left: 1,
      });
      expect((await place(server, body([line(v)]))).status).toBe(201);
      const deadline = Date.now() + 5_000;
      let state = (await shown()).availability.find((a) => a.size === v.size && a.color === v.color)?.state;
      while (state !== "out_of_stock" && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
        state = (await shown()).availability.find((a) => a.size === v.size && a.color === v.color)?.state;
      }
      expect(state).toBe("out_of_stock");
    });
  });
});
