// Staff cancel the lines still to ship of a partly shipped order, through real HTTP: refused
// before anything ships, for a line shipped or cancelled already, for bad input and for a role
// without 'cancel', each time changing nothing; otherwise the event, the amount not charged (the
// coupon shared as returns share it), the units back in stock, the status once nothing is left to
// ship, one e-mail, and the sales roll-ups without the lines. A return refunded afterwards and
// the cancellation together give back exactly what the order was paid, never more.
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DashboardOrderDetail } from "../../domain/contracts/dashboard-orders";
import type { Order, PlacedOrder } from "../../domain/contracts/orders";
import { netPaidCents } from "../../domain/order-books";
import { LINE_CANCEL_REFUSALS } from "../../domain/order-events";
import { grossOf, refundCents } from "../../domain/return-refund";
import { rows } from "../../server/db/rows";
import { mailOutbox, orderEvents, products, stockLevels, stockMovements } from "../../server/db/schema";
import { rebuildRollups } from "../../server/services/dashboard/sales-rollups";
import { dbKind, legUnavailable, type TestServer } from "./harness";
import { apiOf, onHand, placeOrder, shipAndDeliver, type OrderLine } from "./returns-orders";
import { signUpAsStaff, startWithAdmin } from "./sessions";
import { startSmtp, type TestSmtp } from "./smtp";

describe.skipIf(legUnavailable())(`cancelling lines still to ship (${dbKind})`, () => {
  let server: TestServer;
  let smtp: TestSmtp;
  let admin: string;
  let lines: OrderLine[];

  const api = (method: string, path: string, body?: unknown, cookie = admin) =>
    apiOf(server)(method, path, body, cookie);
  const cancelLines = (id: string, body: unknown, cookie = admin) =>
    api("POST", `/dashboard/orders/${id}/cancelled-lines`, body, cookie);
  const ship = async (id: string, positions: number[]) => {
    const res = await api("POST", `/dashboard/orders/${id}/shipments`, {
      carrier: "ups",
      trackingNumber: "1Z999AA10123456784",
      lines: positions,
    });
    return res;
  };
  /** Events, e-mails and stock rows: a refusal leaves them as they were. */
  const written = async () => {
    const n = async (t: typeof orderEvents | typeof mailOutbox) =>
      (await server.services.db.select({ n: count() }).from(t))[0]!.n;
    const stock = await server.services.db
      .select({ s: sql<string>`sum(${stockLevels.onHand})::text` })
      .from(stockLevels);
    return [await n(orderEvents), await n(mailOutbox), stock[0]!.s];
  };
  const rollups = () =>
    rows<{ day: string; what: string; n: string; cents: string }>(
      server.services.db,
      sql`select day::text, 'sales' as what, sum(orders)::text as n, sum(revenue_cents)::text as cents from sales_daily group by day
          union all select day::text, product_id, sum(units)::text, sum(revenue_cents)::text from product_sales_daily group by day, product_id
          union all select day::text, coupon_code, sum(orders)::text, sum(discount_cents)::text from coupon_sales_daily group by day, coupon_code
          order by 1, 2`,
    );
  const sales = async () => (await rollups()).filter((r) => r.what === "sales");
  /** The guest asks to return these lines (with the order's token); staff receive them. */
  const returnReceived = async (order: PlacedOrder, lines: object[]) => {
    const asked = await server.fetch(`/api/v1/orders/${order.id}/returns`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ guestToken: order.guestToken, lines }),
    });
    expect(asked.status, await asked.clone().text()).toBe(201);
    const { id } = (await asked.json()) as { id: string };
    expect((await api("POST", `/dashboard/returns/${id}/receive`, {})).status).toBe(200);
    return id;
  };
  const refundLine = (position: number, quantity = 1) => ({
    orderLinePosition: position,
    quantity,
    kind: "refund",
    reason: "too_small",
  });

  beforeAll(async () => {
    smtp = await startSmtp();
    ({ server, admin } = await startWithAdmin({ env: { SMTP_URL: smtp.url } }));
    await server.services.db.update(stockLevels).set({ onHand: 50 });
    const catalogue = await server.services.db.select().from(products);
    lines = catalogue
      .flatMap((p) => {
        const size = p.sizes.find((s) => s.status === 1 && s.colors.length > 0);
        return size ? [{ productId: p.id, size: size.key, color: size.colors[0]!, quantity: 1 }] : [];
      })
      .slice(0, 4);
    lines[1] = { ...lines[1]!, quantity: 2 };
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it("is refused before anything ships, for bad input and for a role without 'cancel', changing nothing", async () => {
    const order = await placeOrder(server, lines.slice(0, 3), { email: "lines@example.com" });
    const before = await written();
    const early = await cancelLines(order.id, { lines: [1] });
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: { message: string } }).error.message).toBe(
      LINE_CANCEL_REFUSALS.nothingShipped,
    );
    expect((await ship(order.id, [0])).status).toBe(201);
    const shipped = await written();
    for (const body of [
      { lines: [] },
      { lines: ["1"] },
      { lines: [1], refundCents: 0 },
      {},
      { lines: [100] },
    ]) {
      const res = await cancelLines(order.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const error = ((await res.json()) as { error: { fields?: Record<string, string> } }).error;
      expect(Object.keys(error.fields ?? {}).length, JSON.stringify(body)).toBeGreaterThan(0);
    }
    expect(
      (
        (await (await cancelLines(order.id, { lines: [] })).json()) as {
          error: { fields: { lines: string } };
        }
      ).error.fields.lines,
    ).toBe("Choose at least one line to cancel.");
    // A line already shipped, or not in the order.
    expect((await cancelLines(order.id, { lines: [0] })).status).toBe(409);
    expect((await cancelLines(order.id, { lines: [1, 7] })).status).toBe(409);
    const fulfiller = await signUpAsStaff(server, "fulfiller@example.com", {
      id: "fulfiller",
      permissions: { orders: ["view", "fulfil"] },
    });
    expect((await cancelLines(order.id, { lines: [1] }, fulfiller)).status).toBe(403);
    expect((await cancelLines(order.id, { lines: [1] }, "")).status).toBe(401);
    expect(await written()).toEqual(shipped);
    expect(before).not.toEqual(shipped);
  });

  it("cancels lines with their share of the coupon not charged, stock back, one e-mail; shipped once nothing is left", async () => {
    const order = await placeOrder(server, lines.slice(0, 3), {
      email: "coupon-lines@example.com",
      coupon: "WELCOME10",
    });
    expect(order.discountCents).toBeGreaterThan(0);
    expect((await ship(order.id, [0])).status).toBe(201);
    const stockBefore = await onHand(server, lines[1]!);
    const salesBefore = await sales();

    const res = await cancelLines(order.id, { lines: [1] });
    expect(res.status).toBe(200);
    const after = (await res.json()) as DashboardOrderDetail;
    const line1 = order.lines.filter((l) => l.position === 1);
    const due = refundCents(order, 0, line1);
    expect(due).toBeLessThan(grossOf(line1));
    expect(after.status).toBe("partially_shipped");
    expect(after.cancelledLines).toEqual({ positions: [1], cents: due });
    expect(after.events.at(-1)).toMatchObject({
      type: "lines_cancelled",
      actor: "staff:admin@atelier.example",
      cancelled: { lines: [1], refundCents: due },
    });
    expect(await onHand(server, lines[1]!)).toBe(stockBefore + 2);
    // The day's revenue loses what is not charged; the order still counts once.
    const salesAfter = await sales();
    const diff = Number(salesBefore.at(-1)!.cents) - Number(salesAfter.at(-1)!.cents);
    expect(diff).toBe(due);
    expect(salesAfter.at(-1)!.n).toBe(salesBefore.at(-1)!.n);

    // Twice, or shipping it after all: refused.
    expect((await cancelLines(order.id, { lines: [1] })).status).toBe(409);
    expect((await ship(order.id, [1])).status).toBe(409);

    // The last line still to ship goes too: the order is shipped, and the customer sees it.
    const last = (await (await cancelLines(order.id, { lines: [2] })).json()) as DashboardOrderDetail;
    expect(last.status).toBe("shipped");
    const both = order.lines.filter((l) => l.position > 0);
    expect(last.cancelledLines!.cents).toBe(refundCents(order, 0, both));
    // Nobody else sees it: without the order's token or its account, there is no such order.
    expect((await api("GET", `/orders/${order.id}`, undefined, "")).status).toBe(404);
    const mine = await server.fetch(`/api/v1/orders/${order.id}`, {
      headers: { "x-order-token": order.guestToken! },
    });
    const seen = (await mine.json()) as Order;
    expect(seen.status).toBe("shipped");
    expect(seen.cancelledLines).toEqual(last.cancelledLines);
    expect(netPaidCents(seen)).toBe(order.totalCents - last.cancelledLines!.cents);
    const csv = await (await api("GET", `/dashboard/orders/export?q=${order.id}`)).text();
    const [head, row] = csv.trim().split("\r\n");
    expect(head!.split(",").at(-1)).toBe("cancelled_items_usd");
    expect(row!.split(",").at(-1)).toBe((last.cancelledLines!.cents / 100).toFixed(2));

    const mails = await server.services.db
      .select({ template: mailOutbox.template, to: mailOutbox.recipient })
      .from(mailOutbox)
      .where(sql`${mailOutbox.data}->'order'->>'id' = ${order.id}`)
      .orderBy(mailOutbox.id);
    expect(mails.filter((m) => m.template === "order-lines-cancelled")).toEqual([
      { template: "order-lines-cancelled", to: "coupon-lines@example.com" },
      { template: "order-lines-cancelled", to: "coupon-lines@example.com" },
    ]);
    await server.services.outbox.drain();
    const raw = smtp.received
      .filter((m) => m.to.includes("coupon-lines@example.com"))
      .map((m) => m.raw.replace(/=\r?\n/g, ""))
      .find((r) => r.includes("has been cancelled"));
    expect(raw).toContain(`Subject: Part of your Atelier order ${order.id} has been cancelled`);
    expect(raw).toContain(order.lines[1]!.title);
  });

  it("leaves the roll-ups as a rebuild from the orders would make them", async () => {
    const order = await placeOrder(server, lines.slice(1, 4), {
      email: "rebuild@example.com",
      coupon: "WELCOME10",
    });
    expect((await ship(order.id, [1])).status).toBe(201);
    expect((await cancelLines(order.id, { lines: [0, 2] })).status).toBe(200);
    // A product whose every unit was cancelled keeps a row of zeros; a rebuild writes none.
    const nonZero = async () => (await rollups()).filter((r) => r.n !== "0" || r.cents !== "0");
    const kept = await nonZero();
    await rebuildRollups(server.services.db);
    expect(await nonZero()).toEqual(kept);
  });

  it("shares the coupon with a return refunded afterwards: together exactly what was paid", async () => {
    const order = await placeOrder(server, lines.slice(0, 3), {
      email: "both@example.com",
      coupon: "WELCOME10",
    });
    const shipped = (await (await ship(order.id, [0, 1])).json()) as DashboardOrderDetail;
    expect(
      (await api("POST", `/dashboard/orders/${order.id}/shipments/${shipped.shipments[0]!.id}/delivered`, {}))
        .status,
    ).toBe(200);
    const cancelled = (await (await cancelLines(order.id, { lines: [2] })).json()) as DashboardOrderDetail;
    expect(cancelled.status).toBe("delivered");
    const id = await returnReceived(
      order,
      [0, 1].map((p) => refundLine(p, order.lines[p]!.quantity)),
    );
    expect((await api("POST", `/dashboard/returns/${id}/refund`, {})).status).toBe(200);
    const seen = (await (await api("GET", `/dashboard/orders/${order.id}`)).json()) as DashboardOrderDetail;
    expect(seen.cancelledLines!.cents + seen.returned!.refundedCents).toBe(order.totalCents);
    expect(netPaidCents(seen)).toBe(0);
  });

  it("puts back every unit of two lines of one variant", async () => {
    const twice = { ...lines[2]!, quantity: 1 };
    const order = await placeOrder(server, [lines[0]!, twice, twice], { email: "same@example.com" });
    const before = await onHand(server, twice);
    expect((await ship(order.id, [0])).status).toBe(201);
    expect((await cancelLines(order.id, { lines: [1, 2] })).status).toBe(200);
    expect(await onHand(server, twice)).toBe(before + 2);
  });

  it("after a return refunded first, the lines cancelled take the rest: exactly what was paid", async () => {
    const order = await placeOrder(server, lines.slice(0, 3), {
      email: "first@example.com",
      coupon: "WELCOME10",
    });
    const shipped = (await (await ship(order.id, [0])).json()) as DashboardOrderDetail;
    const parcel = shipped.shipments[0]!.id;
    expect(
      (await api("POST", `/dashboard/orders/${order.id}/shipments/${parcel}/delivered`, {})).status,
    ).toBe(200);
    const id = await returnReceived(order, [refundLine(0)]);
    expect((await api("POST", `/dashboard/returns/${id}/refund`, {})).status).toBe(200);
    const seen = (await (await cancelLines(order.id, { lines: [1, 2] })).json()) as DashboardOrderDetail;
    expect(seen.status).toBe("delivered");
    expect(seen.returned!.refundedCents).toBeGreaterThan(0);
    // Worked out by hand: the order's total less what the return paid back.
    expect(seen.cancelledLines!.cents).toBe(order.totalCents - seen.returned!.refundedCents);
    expect(netPaidCents(seen)).toBe(0);
  });

  it("puts nothing back for a pre-order line sold without an allocation", async () => {
    const catalogue = await server.services.db.select().from(products);
    const preOrder = catalogue.flatMap((p) =>
      p.sizes
        .filter((s) => s.status === 2 && s.colors.length > 0)
        .map((s) => ({ productId: p.id, size: s.key, color: s.colors[0]!, quantity: 1 })),
    )[0];
    expect(preOrder, "a seeded pre-order size").toBeDefined();
    const variant = and(
      eq(stockLevels.productId, preOrder!.productId),
      eq(stockLevels.size, preOrder!.size),
      eq(stockLevels.color, preOrder!.color),
    );
    await server.services.db.delete(stockLevels).where(variant);
    const order = await placeOrder(server, [lines[0]!, preOrder!], { email: "preorder@example.com" });
    expect((await ship(order.id, [0])).status).toBe(201);
    expect((await cancelLines(order.id, { lines: [1] })).status).toBe(200);
    expect(await server.services.db.select().from(stockLevels).where(variant)).toEqual([]);
    const moved = await server.services.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, order.id), eq(stockMovements.reason, "cancel")));
    expect(moved).toEqual([]);
  });

  it("refuses an exchange's replacement: nothing was paid for it", async () => {
    const catalogue = await server.services.db.select().from(products);
    const pairs = catalogue.flatMap((p) => {
      const size = p.sizes.find((s) => s.status === 1 && s.colors.length >= 2);
      return size ? [{ productId: p.id, size: size.key, from: size.colors[0]!, to: size.colors[1]! }] : [];
    });
    expect(pairs.length).toBeGreaterThanOrEqual(2);
    const two = pairs.slice(0, 2);
    const order = await placeOrder(
      server,
      two.map((p) => ({ productId: p.productId, size: p.size, color: p.from, quantity: 1 })),
      { email: "exchange@example.com" },
    );
    await shipAndDeliver(server, admin, order);
    const id = await returnReceived(
      order,
      two.map((p, i) => ({
        orderLinePosition: i,
        quantity: 1,
        kind: "exchange",
        reason: "too_small",
        exchange: { size: p.size, color: p.to },
      })),
    );
    const made = await api("POST", `/dashboard/returns/${id}/replacement`, {});
    expect(made.status).toBe(201);
    const replacementId = ((await made.json()) as { replacement: { orderId: string } }).replacement.orderId;
    expect((await ship(replacementId, [0])).status).toBe(201);
    const before = await written();
    const refused = await cancelLines(replacementId, { lines: [1] });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      LINE_CANCEL_REFUSALS.replacement,
    );
    expect(await written()).toEqual(before);
  });

  it("lets one of a shipment and a cancellation of the same line win, never both", async () => {
    const order = await placeOrder(server, lines.slice(0, 2), { email: "race@example.com" });
    expect((await ship(order.id, [0])).status).toBe(201);
    const [shipRes, cancelRes] = await Promise.all([
      ship(order.id, [1]),
      cancelLines(order.id, { lines: [1] }),
    ]);
    expect([shipRes.status, cancelRes.status].sort()).toEqual(
      shipRes.status === 201 ? [201, 409] : [200, 409],
    );
    const seen = (await (await api("GET", `/dashboard/orders/${order.id}`)).json()) as DashboardOrderDetail;
    const shippedLines = seen.shipments.flatMap((s) => s.lines);
    expect(shippedLines.includes(1)).toBe(!seen.cancelledLines);
    expect(seen.status).toBe("shipped");
  });
});
