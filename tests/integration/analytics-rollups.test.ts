// The analytics panels read daily roll-ups kept in the order and cancel transactions. Here every
// panel is checked against the same figures computed straight from the orders table, after the
// seed, after placing orders (concurrently, with a coupon, one product twice), after cancelling
// (customer and staff, twice), and after rebuilding the roll-ups from scratch.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlaceOrderBody, PlacedOrder } from "../../domain/contracts/orders";
import { rows } from "../../server/db/rows";
import { products, stockLevels } from "../../server/db/schema";
import { addDays, SHOP_TIME_ZONE, shopDay, shopDayStart } from "../../domain/dates";
import { periodStart } from "../../server/services/dashboard/analytics";
import { applyToRollups, rebuildRollups } from "../../server/services/dashboard/sales-rollups";
import { dbKind, legUnavailable, type TestServer } from "./harness";
import { replayRollupMigration, ROLLUP_MIGRATION } from "./rollup-migration";
import { startWithAdmin } from "./sessions";
import { US_ADDRESS as address } from "../fixtures/us-address";

interface Line {
  productId: string;
  size: string;
  color: string;
}

describe.skipIf(legUnavailable())(`analytics roll-ups (${dbKind})`, () => {
  let server: TestServer;
  let admin: string;
  let singles: Line[];
  let twoSizes: [Line, Line];

  const api = async (path: string) => {
    const res = await server.fetch(`/api/v1${path}`, { headers: { cookie: admin } });
    expect(res.status).toBe(200);
    return res.json();
  };
  const place = async (lines: (Line & { quantity: number })[], extra: Partial<PlaceOrderBody> = {}) => {
    const res = await server.fetch("/api/v1/orders", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        lines,
        shippingTo: address,
        billingTo: address,
        email: "rollup@example.com",
        phoneNumber: "+1 212 555 0100",
        card: { cardNumber: "4242 4242 4242 4242", expMonth: "12", expYear: "2030", cvv: "123" },
        ...extra,
      }),
    });
    expect(res.status).toBe(201);
    return (await res.json()) as PlacedOrder;
  };

  /** The panels' figures straight from orders and order_lines (placed orders, New York's days). */
  async function truth(days: number) {
    const start = periodStart(days).toISOString();
    const db = server.services.db;
    const sales = await rows<{ day: string; revenue: string; orders: string }>(
      db,
      sql`select to_char(purchased_at at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD') as day,
                 sum(total_cents)::text as revenue, count(*)::text as orders
          from orders where status <> 'cancelled' and purchased_at >= ${start}::timestamptz
          group by 1 order by 1`,
    );
    const top = (order: "revenue" | "units") =>
      rows<{ productId: string; title: string; revenue: string; units: string }>(
        db,
        sql`select l.product_id as "productId", max(l.title) as title,
                   sum(l.line_total_cents)::text as revenue, sum(l.quantity)::text as units
            from order_lines l join orders o on o.id = l.order_id
            where o.status <> 'cancelled' and o.purchased_at >= ${start}::timestamptz
            group by l.product_id
            order by ${order === "revenue" ? sql`sum(l.line_total_cents) desc, sum(l.quantity) desc` : sql`sum(l.quantity) desc, sum(l.line_total_cents) desc`}, l.product_id
            limit 5`,
      );
    const coupons = await rows<{ code: string; orders: string; discount: string }>(
      db,
      sql`select coupon_code as code, count(*)::text as orders, sum(discount_cents)::text as discount
          from orders where status <> 'cancelled' and coupon_code is not null and purchased_at >= ${start}::timestamptz
          group by coupon_code order by count(*) desc, coupon_code`,
    );
    const shape = (r: { productId: string; title: string; revenue: string; units: string }) => ({
      productId: r.productId,
      title: r.title,
      revenueCents: Number(r.revenue),
      units: Number(r.units),
    });
    return {
      sales: sales.map((r) => ({ day: r.day, revenueCents: Number(r.revenue), orders: Number(r.orders) })),
      top: { byRevenue: (await top("revenue")).map(shape), byUnits: (await top("units")).map(shape) },
      coupons: coupons.map((r) => ({
        code: r.code,
        orders: Number(r.orders),
        discountCents: Number(r.discount),
      })),
    };
  }

  /** The three sales panels over 90 days, as the dashboard reads them. */
  const panels90 = () =>
    Promise.all(["sales", "top-products", "coupons"].map((p) => api(`/dashboard/analytics/${p}?days=90`)));

  async function expectPanelsMatchOrders() {
    for (const days of [7, 30, 90]) {
      const want = await truth(days);
      const sales = (await api(`/dashboard/analytics/sales?days=${days}`)) as {
        series: { day: string; revenueCents: number; orders: number }[];
        revenueCents: number;
        orders: number;
      };
      expect(sales.series.filter((d) => d.orders !== 0 || d.revenueCents !== 0)).toEqual(want.sales);
      expect(sales.orders).toBe(want.sales.reduce((n, d) => n + d.orders, 0));
      expect(sales.revenueCents).toBe(want.sales.reduce((n, d) => n + d.revenueCents, 0));
      expect(await api(`/dashboard/analytics/top-products?days=${days}`)).toEqual(want.top);
      expect(await api(`/dashboard/analytics/coupons?days=${days}`)).toEqual(want.coupons);
    }
  }

  beforeAll(async () => {
    ({ server, admin } = await startWithAdmin());
    // These tests count sales, not stock: every variant gets plenty, so no order is refused.
    await server.services.db.update(stockLevels).set({ onHand: 1000 });
    const catalogue = await server.services.db.select().from(products);
    const orderable = catalogue.flatMap((p) =>
      p.sizes
        .filter((s) => s.status === 1 && s.colors.length > 0 && p.maxQuantity >= 2)
        .map((s) => ({ productId: p.id, size: s.key, color: s.colors[0]! })),
    );
    singles = [...new Map(orderable.map((l) => [l.productId, l])).values()];
    const byProduct = Map.groupBy(orderable, (l) => l.productId);
    const pair = [...byProduct.values()].find((ls) => ls.length >= 2);
    if (!pair) throw new Error("the seed has no product with two orderable sizes");
    twoSizes = [pair[0]!, pair[1]!];
  });
  afterAll(() => server?.close());

  it("agrees with the orders table after the seed", async () => {
    const sales = (await api("/dashboard/analytics/sales?days=90")) as { orders: number };
    expect(sales.orders).toBeGreaterThan(0);
    await expectPanelsMatchOrders();
  });

  it("counts placed orders exactly, concurrent ones included, and takes cancelled ones out once", async () => {
    // Enough of one product today to put it at the top of the 7-day panel.
    const star = singles[0]!;
    const placed = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        place(
          [
            { ...star, quantity: 2 },
            { ...singles[1 + (i % 5)]!, quantity: 1 },
          ],
          {
            couponCode: i % 3 === 0 ? "WELCOME10" : undefined,
          },
        ),
      ),
    );
    const twice = await place(
      [
        { ...twoSizes[0], quantity: 1 },
        { ...twoSizes[1], quantity: 2 },
      ],
      { couponCode: "WELCOME10" },
    );
    await expectPanelsMatchOrders();
    const top = (await api("/dashboard/analytics/top-products?days=7")) as {
      byUnits: { productId: string }[];
    };
    expect(top.byUnits[0]!.productId).toBe(star.productId);

    // A guest cancels with the token (twice: the second changes nothing), staff cancel another.
    for (let n = 0; n < 2; n++) {
      const res = await server.fetch(`/api/v1/orders/${twice.id}/cancel`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ guestToken: twice.guestToken }),
      });
      expect(res.status).toBe(200);
    }
    const byStaff = placed[0]!.id;
    for (let n = 0; n < 2; n++) {
      const res = await server.fetch(`/api/v1/dashboard/orders/${byStaff}/cancel`, {
        method: "POST",
        headers: { cookie: admin, "content-type": "application/json" },
        body: "{}",
      });
      expect(res.status).toBe(200);
    }
    // Concurrent cancels of one order subtract it once.
    const racing = placed[1]!;
    await Promise.all(
      Array.from({ length: 4 }, () =>
        server.fetch(`/api/v1/orders/${racing.id}/cancel`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ guestToken: racing.guestToken }),
        }),
      ),
    );
    await expectPanelsMatchOrders();
  });

  it("counts an order on the boutique's day: 9:30 pm in New York is that day, though UTC's is the next", async () => {
    // Read before the order is placed, so the order is on this day (or, a few ms before
    // midnight in New York, on the next, which the checks below would show).
    const today = shopDay(new Date());
    const yesterday = addDays(today, -1);
    const order = await place([{ ...singles[0]!, quantity: 1 }]);
    const db = server.services.db;
    // Yesterday evening in New York, already today in UTC.
    const evening = new Date(shopDayStart(today).getTime() - 150 * 60_000);
    expect(evening.toISOString().slice(0, 10)).toBe(today);
    // The order moves to that moment, its roll-ups with it, as if it had been placed then.
    const [row] = await rows<{
      purchasedAt: Date;
      totalCents: number;
      couponCode: string | null;
      discountCents: number;
    }>(
      db,
      sql`select purchased_at as "purchasedAt", total_cents as "totalCents", coupon_code as "couponCode",
                 discount_cents as "discountCents" from orders where id = ${order.id}`,
    );
    const lines = await rows<{ productId: string; title: string; quantity: number; lineTotalCents: number }>(
      db,
      sql`select product_id as "productId", title, quantity, line_total_cents as "lineTotalCents"
          from order_lines where order_id = ${order.id}`,
    );
    const dayOf = async (day: string) => {
      const sales = (await api("/dashboard/analytics/sales?days=7")) as {
        series: { day: string; orders: number; revenueCents: number }[];
      };
      return sales.series.find((d) => d.day === day)!;
    };
    const before = { today: await dayOf(today), yesterday: await dayOf(yesterday) };
    await db.transaction(async (tx) => {
      await applyToRollups(tx, { ...row!, purchasedAt: new Date(row!.purchasedAt) }, lines, -1);
      await tx.execute(
        sql`update orders set purchased_at = ${evening.toISOString()}::timestamptz where id = ${order.id}`,
      );
      await applyToRollups(tx, { ...row!, purchasedAt: evening }, lines, 1);
    });
    expect(await dayOf(yesterday)).toEqual({
      day: yesterday,
      orders: before.yesterday.orders + 1,
      revenueCents: before.yesterday.revenueCents + row!.totalCents,
    });
    expect(await dayOf(today)).toEqual({
      day: today,
      orders: before.today.orders - 1,
      revenueCents: before.today.revenueCents - row!.totalCents,
    });
    await expectPanelsMatchOrders();
  });

  it("rebuilding the roll-ups from the orders changes no figure", async () => {
    const before = await panels90();
    await rebuildRollups(server.services.db);
    const after = await panels90();
    expect(after).toEqual(before);
    await expectPanelsMatchOrders();
  });

  it("a rebuild while orders are being placed and cancelled loses and doubles none", async () => {
    const early = await place([{ ...singles[2]!, quantity: 1 }]);
    await Promise.all([
      ...Array.from({ length: 12 }, (_, i) =>
        place([{ ...singles[i % 4]!, quantity: 1 }], { couponCode: i % 2 ? "WELCOME10" : undefined }),
      ),
      rebuildRollups(server.services.db),
      server.fetch(`/api/v1/orders/${early.id}/cancel`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ guestToken: early.guestToken }),
      }),
      rebuildRollups(server.services.db),
    ]);
    await expectPanelsMatchOrders();
  });

  it("the migration that moved the roll-ups to New York's days recomputes them as the rebuild does", async () => {
    expect(ROLLUP_MIGRATION).toContain(`AT TIME ZONE '${SHOP_TIME_ZONE}'`);
    const before = await panels90();
    await replayRollupMigration(server.services.db);
    const after = await panels90();
    expect(after).toEqual(before);
    await expectPanelsMatchOrders();
  });
});
