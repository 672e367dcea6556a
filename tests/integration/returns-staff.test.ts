// The staff side of returns, through real HTTP on both databases: receiving restores stock exactly
// once (a second receive is 409), the refund is the server's amount with the coupon's share and is
// paid once, a rejection needs a reason, the replacement reserves stock (409 naming the line when
// short) and ships like an order; each step writes one e-mail; without 'returns' everything is 403.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DashboardReturnDetail } from "../../domain/contracts/dashboard-returns";
import type { Order } from "../../domain/contracts/orders";
import { colorName } from "../../domain/colors";
import { newReturnId, refundCents, returnDeadline } from "../../domain/returns";
import {
  mailOutbox,
  orderLines,
  products,
  returnEvents,
  returnLines,
  returns,
  roles,
  stockMovements,
} from "../../server/db/schema";
import { guestTokenFor } from "../../server/services/orders/guest-token";
import { dbKind, legUnavailable, type TestServer } from "./harness";
import {
  apiOf,
  mailsOf,
  onHand,
  placeOrder,
  setStock,
  shipAndDeliver,
  type OrderLine,
  type Variant,
} from "./returns-orders";
import { signIn, startWithAdmin } from "./sessions";

describe.skipIf(legUnavailable())(`returns, staff side (${dbKind})`, () => {
  let server: TestServer;
  let admin: string;
  let editor: string;
  // Products with two colours (or sizes) in stock in one size: one to return, one to exchange into.
  let pairs: { from: Variant; to: Variant; price: number }[];

  const api = (method: string, path: string, body?: unknown, cookie = admin) =>
    apiOf(server)(method, path, body, cookie);

  /** A delivered order of these lines, placed by a guest with a coupon when asked. */
  async function deliveredOrder(lines: OrderLine[], coupon?: string) {
    const order = await placeOrder(server, lines, coupon ? { coupon } : {});
    await shipAndDeliver(server, admin, order);
    return order;
  }

  /** A request as the customer's side writes it (its service is the other half of the issue). */
  async function requestReturn(
    orderId: string,
    lines: { orderLinePosition: number; quantity: number; exchange?: { size: string; color: string } }[],
  ): Promise<string> {
    const id = newReturnId();
    const now = new Date();
    await server.services.db.insert(returns).values({
      id,
      orderId,
      requestedBy: "guest",
      requestedAt: now,
      deadlineAt: returnDeadline(now),
    });
    await server.services.db.insert(returnLines).values(
      lines.map((l, position) => ({
        returnId: id,
        position,
        orderId,
        orderLinePosition: l.orderLinePosition,
        kind: l.exchange ? "exchange" : "refund",
        quantity: l.quantity,
        reason: "too_small",
        exchangeSize: l.exchange?.size ?? null,
        exchangeColor: l.exchange?.color ?? null,
      })),
    );
    await server.services.db.insert(returnEvents).values({ returnId: id, type: "requested", actor: "guest" });
    return id;
  }

  beforeAll(async () => {
    ({ server, admin } = await startWithAdmin());
    editor = await signIn(server, "editor@atelier.example", "atelier-editor");
    const catalogue = await server.services.db.select().from(products);
    pairs = catalogue.flatMap((p) => {
      const size = p.sizes.find((s) => s.status === 1 && s.colors.length >= 2);
      if (!size) return [];
      const [a, b] = size.colors as [string, string];
      return [
        {
          from: { productId: p.id, size: size.key, color: a },
          to: { productId: p.id, size: size.key, color: b },
          price: p.basePriceCents,
        },
      ];
    });
    expect(pairs.length).toBeGreaterThanOrEqual(2);
    for (const p of pairs.slice(0, 2)) {
      await setStock(server, p.from, 5);
      await setStock(server, p.to, 5);
    }
  });
  afterAll(() => server?.close());

  it("receiving puts the units back once, with movements naming the return; a second receive is 409", async () => {
    const [a] = pairs;
    const order = await deliveredOrder([{ ...a!.from, quantity: 2 }]);
    const before = await onHand(server, a!.from);
    const id = await requestReturn(order.id, [{ orderLinePosition: 0, quantity: 2 }]);

    const res = await api("POST", `/dashboard/returns/${id}/receive`, {});
    expect(res.status).toBe(200);
    expect(((await res.json()) as DashboardReturnDetail).status).toBe("received");
    expect(await onHand(server, a!.from)).toBe(before + 2);

    const again = await api("POST", `/dashboard/returns/${id}/receive`, {});
    expect(again.status).toBe(409);
    expect(await onHand(server, a!.from)).toBe(before + 2);
    const moved = await server.services.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.returnId, id));
    expect(moved.map((m) => [m.reason, m.delta, m.orderId])).toEqual([["return", 2, order.id]]);
    expect((await mailsOf(server, id)).map(({ template, to }) => ({ template, to }))).toEqual([
      { template: "return-received", to: "rhea@example.com" },
    ]);
  });

  it("the refund is the server's amount with the coupon share, paid once; each step one e-mail", async () => {
    const [a, b] = pairs;
    const order = await deliveredOrder(
      [
        { ...a!.from, quantity: 1 },
        { ...b!.from, quantity: 1 },
      ],
      "WELCOME10",
    );
    expect(order.discountCents).toBeGreaterThan(0);
    const id = await requestReturn(order.id, [{ orderLinePosition: 1, quantity: 1 }]);
    // Not received yet: refused, nothing paid.
    expect((await api("POST", `/dashboard/returns/${id}/refund`, {})).status).toBe(409);
    expect((await api("POST", `/dashboard/returns/${id}/receive`, {})).status).toBe(200);

    const expected = refundCents(order, 0, [{ unitPriceCents: order.lines[1]!.unitPriceCents, quantity: 1 }]);
    expect(expected).toBeLessThan(order.lines[1]!.unitPriceCents);
    const detail = (await (await api("GET", `/dashboard/returns/${id}`)).json()) as DashboardReturnDetail;
    expect(detail.refundDueCents).toBe(expected);

    const res = await api("POST", `/dashboard/returns/${id}/refund`, {});
    expect(res.status).toBe(200);
    const refunded = (await res.json()) as DashboardReturnDetail;
    expect([refunded.status, refunded.refundedCents]).toEqual(["refunded", expected]);

    const twice = await api("POST", `/dashboard/returns/${id}/refund`, {});
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as { error: { message: string } }).error.message).toBe(
      "This return has already been refunded.",
    );
    const [row] = await server.services.db.select().from(returns).where(eq(returns.id, id));
    expect(row!.refundedCents).toBe(expected);
    expect((await mailsOf(server, id)).map((m) => m.template)).toEqual([
      "return-received",
      "return-refunded",
    ]);
    const events = await server.services.db.select().from(returnEvents).where(eq(returnEvents.returnId, id));
    expect(events.map((e) => e.type)).toEqual(["requested", "received", "refunded"]);
  });

  it("the books add up: the order shows returned units and refunds, analytics nets them, the CSV has them", async () => {
    const [a] = pairs;
    const salesBefore = (await (await api("GET", "/dashboard/analytics/sales?days=7")).json()) as {
      revenueCents: number;
      refundedCents: number;
      netRevenueCents: number;
      unitsReturned: number;
      returnRatePercent: number;
    };
    const order = await deliveredOrder([{ ...a!.from, quantity: 2 }]);
    const id = await requestReturn(order.id, [{ orderLinePosition: 0, quantity: 1 }]);
    for (const step of ["receive", "refund"])
      expect((await api("POST", `/dashboard/returns/${id}/${step}`, {})).status).toBe(200);
    const paid = order.lines[0]!.unitPriceCents;

    const detail = (await (await api("GET", `/dashboard/orders/${order.id}`)).json()) as {
      returned: { refundedCents: number; lines: { position: number; quantity: number }[] };
      returns: { id: string; status: string; refundedCents: number }[];
    };
    expect(detail.returned).toEqual({ refundedCents: paid, lines: [{ position: 0, quantity: 1 }] });
    expect(detail.returns).toEqual([{ id, status: "refunded", refundedCents: paid }]);

    const lookup = await server.fetch("/api/v1/orders/lookup", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ orderId: order.id, email: "rhea@example.com" }),
    });
    expect(((await lookup.json()) as { order: { returned: unknown } }).order.returned).toEqual(
      detail.returned,
    );

    const sales = (await (
      await api("GET", "/dashboard/analytics/sales?days=7")
    ).json()) as typeof salesBefore;
    expect(sales.refundedCents - salesBefore.refundedCents).toBe(paid);
    expect(sales.netRevenueCents).toBe(sales.revenueCents - sales.refundedCents);
    expect(sales.unitsReturned - salesBefore.unitsReturned).toBe(1);
    expect(sales.returnRatePercent).toBeGreaterThan(0);

    const csv = await (await api("GET", `/dashboard/orders/export?q=${order.id}`)).text();
    const [head, row] = csv.trim().split("\r\n");
    expect(head!.split(",").slice(-3, -1)).toEqual(["refunded_usd", "replacement_for"]);
    expect(row!.split(",").slice(-3)).toEqual([(paid / 100).toFixed(2), "", "0.00"]);
  });

  it("rejecting needs a reason (400), then closes the return with one e-mail", async () => {
    const [a] = pairs;
    const order = await deliveredOrder([{ ...a!.from, quantity: 1 }]);
    const id = await requestReturn(order.id, [{ orderLinePosition: 0, quantity: 1 }]);
    const blank = await api("POST", `/dashboard/returns/${id}/reject`, { reason: "   " });
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as { error: { fields: Record<string, string> } }).error.fields.reason).toBe(
      "Say why the return is rejected.",
    );
    for (const reason of ["x".repeat(501), "x".repeat(3000)]) {
      const long = await api("POST", `/dashboard/returns/${id}/reject`, { reason });
      expect(long.status).toBe(400);
      expect(((await long.json()) as { error: { fields: Record<string, string> } }).error.fields.reason).toBe(
        "Keep the reason to 500 characters or fewer.",
      );
    }
    const res = await api("POST", `/dashboard/returns/${id}/reject`, {
      reason: "The label has been removed.",
    });
    expect(res.status).toBe(200);
    const rejected = (await res.json()) as DashboardReturnDetail;
    expect([rejected.status, rejected.rejectReason]).toEqual(["rejected", "The label has been removed."]);
    expect((await api("POST", `/dashboard/returns/${id}/receive`, {})).status).toBe(409);
    expect((await mailsOf(server, id)).map((m) => m.template)).toEqual(["return-rejected"]);
  });

  it("the replacement reserves stock (409 naming the line when short), then ships like an order", async () => {
    const [, b] = pairs;
    const order = await deliveredOrder([{ ...b!.from, quantity: 1 }]);
    const id = await requestReturn(order.id, [
      { orderLinePosition: 0, quantity: 1, exchange: { size: b!.to.size, color: b!.to.color } },
    ]);
    expect((await api("POST", `/dashboard/returns/${id}/receive`, {})).status).toBe(200);

    await setStock(server, b!.to, 0);
    const short = await api("POST", `/dashboard/returns/${id}/replacement`, {});
    expect(short.status).toBe(409);
    const body = (await short.json()) as { error: { message: string; fields: Record<string, string> } };
    // The colour and size wanted, as the customer's request form names them.
    expect(body.error.message).toBe(
      `${order.lines[0]!.title} in Size ${b!.to.size} · ${colorName(b!.to.color)} is sold out.`,
    );
    expect(body.error.fields).toEqual({ "lines.0.quantity": "Sold out." });
    const [still] = await server.services.db.select().from(returns).where(eq(returns.id, id));
    expect([still!.status, still!.replacementOrderId]).toEqual(["received", null]);

    await setStock(server, b!.to, 3);
    const res = await api("POST", `/dashboard/returns/${id}/replacement`, {});
    expect(res.status).toBe(201);
    const done = (await res.json()) as DashboardReturnDetail;
    expect(done.status).toBe("exchanged");
    const replacement = done.replacement!.orderId;
    expect(await onHand(server, b!.to)).toBe(2);
    const moved = await server.services.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.returnId, id), eq(stockMovements.reason, "exchange")));
    expect(moved.map((m) => [m.delta, m.orderId, m.color])).toEqual([[-1, replacement, b!.to.color]]);
    expect((await api("POST", `/dashboard/returns/${id}/replacement`, {})).status).toBe(409);

    // Not a sale: its page says what it replaces, and nobody may cancel it, for that reason.
    const asGuest = (orderId: string, token: string) =>
      server.fetch(`/api/v1/orders/${orderId}`, { headers: { "x-order-token": token } });
    const token = guestTokenFor(server.services.config.authSecret, replacement);
    const seen = (await (await asGuest(replacement, token)).json()) as Order;
    expect(seen.replacementFor).toEqual({ returnId: id, orderId: order.id });
    expect(
      ((await (await asGuest(order.id, order.guestToken!)).json()) as Order).replacementFor,
    ).toBeUndefined();
    const refusal = "This order is the replacement of an exchange: it cannot be cancelled.";
    for (const refused of [
      await api("POST", `/orders/${replacement}/cancel`, { guestToken: token }, ""),
      await api("POST", `/dashboard/orders/${replacement}/cancel`, {}),
    ]) {
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(refusal);
    }
    // The exchange's e-mails name the replacement, so a guest can reach it.
    const [prepared] = await server.services.db
      .select({ data: mailOutbox.data })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, "exchange-prepared"), sql`${mailOutbox.data}->>'returnId' = ${id}`));
    expect((prepared!.data as { replacementOrderId?: string }).replacementOrderId).toBe(replacement);
    // Their picture is the replacement's (the new colour's), not the returned piece's.
    const [sent] = await server.services.db
      .select({ image: orderLines.image })
      .from(orderLines)
      .where(eq(orderLines.orderId, replacement));
    expect((prepared!.data as { lines: { exchangeImage?: string }[] }).lines[0]!.exchangeImage).toBe(
      sent!.image,
    );

    // It ships like an order: a parcel with a tracking number, then delivered.
    const shipped = await api("POST", `/dashboard/orders/${replacement}/shipments`, {
      carrier: "fedex",
      trackingNumber: "123456789012",
      lines: [0],
    });
    expect(shipped.status).toBe(201);
    expect((await api("POST", `/dashboard/orders/${replacement}/cancel`, {})).status).toBe(409);

    // Not a sale in the list or the export either: it names the return, and its amounts are 0 in
    // the CSV (so total_usd adds up to the sales); the list finds it by its number's first characters.
    const listed = (await (
      await api("GET", `/dashboard/orders?q=${replacement.slice(0, 6).toLowerCase()}`)
    ).json()) as {
      items: { id: string; replacementFor: string | null }[];
    };
    expect(listed.items).toContainEqual(expect.objectContaining({ id: replacement, replacementFor: id }));
    const exported = (await (await api("GET", `/dashboard/orders/export?q=${replacement}`)).text())
      .trim()
      .split("\r\n");
    const cells = exported[1]!.split(",");
    const column = (name: string) => cells[exported[0]!.split(",").indexOf(name)];
    expect([column("subtotal_usd"), column("total_usd"), column("replacement_for")]).toEqual([
      "0.00",
      "0.00",
      id,
    ]);
    expect(column("tracking")).toBe("FedEx 123456789012");
    const mails = await mailsOf(server, id);
    expect(mails.map((m) => m.template)).toEqual([
      "return-received",
      "exchange-prepared",
      "exchange-shipped",
    ]);
    expect((mails[2]!.data as { lines: { exchangeImage?: string }[] }).lines[0]!.exchangeImage).toBe(
      sent!.image,
    );
  });

  it("without the orders 'returns' action every read and step is 403 and writes nothing", async () => {
    const [a] = pairs;
    const order = await deliveredOrder([{ ...a!.from, quantity: 1 }]);
    const id = await requestReturn(order.id, [{ orderLinePosition: 0, quantity: 1 }]);
    await server.services.db
      .update(roles)
      .set({ permissions: { orders: ["view", "fulfil", "cancel", "export"] } })
      .where(eq(roles.id, "editor"));
    try {
      expect((await api("GET", "/dashboard/returns", undefined, editor)).status).toBe(403);
      expect((await api("GET", `/dashboard/returns/${id}`, undefined, editor)).status).toBe(403);
      for (const step of ["receive", "refund", "replacement"])
        expect((await api("POST", `/dashboard/returns/${id}/${step}`, {}, editor)).status).toBe(403);
      expect((await api("POST", `/dashboard/returns/${id}/reject`, { reason: "No." }, editor)).status).toBe(
        403,
      );
      const [row] = await server.services.db.select().from(returns).where(eq(returns.id, id));
      expect(row!.status).toBe("requested");
      expect(await mailsOf(server, id)).toEqual([]);
    } finally {
      await server.services.db
        .update(roles)
        .set({ permissions: { products: ["add", "edit"] } })
        .where(eq(roles.id, "editor"));
    }
  });

  it("lists returns newest first, filtered by status and found by return or order number, in pages", async () => {
    const page = async (q: string) =>
      (await (await api("GET", `/dashboard/returns${q}`)).json()) as {
        items: { id: string; orderId: string; status: string }[];
        nextCursor: string | null;
      };
    const all = await page("?limit=2");
    expect(all.items).toHaveLength(2);
    expect(all.nextCursor).not.toBeNull();
    const next = await page(`?limit=2&cursor=${all.nextCursor}`);
    expect(next.items.map((r) => r.id)).not.toContain(all.items[0]!.id);
    const rejected = await page("?status=rejected");
    expect(rejected.items.length).toBeGreaterThan(0);
    expect(rejected.items.every((r) => r.status === "rejected")).toBe(true);
    const one = all.items[0]!;
    expect((await page(`?q=${one.id.toLowerCase()}`)).items.map((r) => r.id)).toEqual([one.id]);
    expect((await page(`?q=${one.orderId}`)).items.map((r) => r.orderId)).toContain(one.orderId);
    expect((await api("GET", "/dashboard/returns?status=lost")).status).toBe(400);
  });
});
