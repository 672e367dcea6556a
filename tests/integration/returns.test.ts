// Returns, customer side (docs/behaviour.md §4 Returns), over real HTTP on both databases: a
// request writes its return, lines, first event and exactly one e-mail; every refusal (after 30
// days, more than delivered, a line already returned, a second exchange, not delivered) answers
// 400/409 and writes nothing; a guest asks with the order's token; an overdue request expires
// once, with one e-mail, even when two sweeps run at the same time.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderReturns, ReturnView } from "../../domain/contracts/returns";
import {
  mailOutbox,
  orderEvents,
  orders,
  products,
  returnEvents,
  returns,
  stockLevels,
} from "../../server/db/schema";
import { expireOverdueReturns } from "../../server/services/returns/expire";
import { dbKind, legUnavailable, type TestServer } from "./harness";
import {
  expectRefused,
  placeOrder,
  returnTableCounts,
  shipAndDeliver,
  type OrderLine,
} from "./returns-orders";
import { signUp, startWithAdmin } from "./sessions";

const DAY = 24 * 60 * 60 * 1000;

describe.skipIf(legUnavailable())(`returns, customer side (${dbKind})`, () => {
  let server: TestServer;
  let admin: string;
  let customer: string;
  let lines: OrderLine[];

  const api = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    server.fetch(`/api/v1${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  const place = (cookie?: string, count = 2) =>
    placeOrder(server, lines.slice(0, count), cookie ? { cookie } : { email: "ines.guest@example.com" });

  /** Ships every line in one parcel and delivers it, through the staff API. */
  const deliveredOrder = async (cookie?: string, count = 2) => {
    const order = await place(cookie, count);
    await shipAndDeliver(server, admin, order);
    return order;
  };

  /** An order delivered `days` ago: its events are written with those dates (they cannot be edited). */
  const deliveredDaysAgo = async (days: number, cookie?: string) => {
    const order = await place(cookie);
    const db = server.services.db;
    const [shipped] = await db
      .insert(orderEvents)
      .values({
        orderId: order.id,
        type: "shipped",
        actor: "staff:admin@atelier.example",
        at: new Date(Date.now() - (days + 1) * DAY),
        data: {
          carrier: "ups",
          trackingNumber: "1Z999AA10123456784",
          lines: order.lines.map((l) => l.position),
        },
      })
      .returning();
    const deliveredAt = new Date(Date.now() - days * DAY);
    await db.insert(orderEvents).values({
      orderId: order.id,
      type: "delivered",
      actor: "staff:admin@atelier.example",
      at: deliveredAt,
      data: { shipment: shipped!.id },
    });
    await db.update(orders).set({ status: "delivered" }).where(eq(orders.id, order.id));
    return { order, deliveredAt };
  };

  const ask = (id: string, body: unknown, cookie?: string) =>
    api("POST", `/orders/${id}/returns`, body, cookie ? { cookie } : {});
  const refundLine = (position: number, quantity = 1) => ({
    orderLinePosition: position,
    quantity,
    kind: "refund",
    reason: "changed_mind",
  });

  /** Asks, expects the refusal, and checks nothing was written. */
  const refused = (id: string, body: unknown, status: number, cookie?: string) =>
    expectRefused(server, () => ask(id, body, cookie), status);

  beforeAll(async () => {
    ({ server, admin } = await startWithAdmin());
    customer = await signUp(server, "ines.returns@example.com");
    // Enough units for every order of this file and for the exchanges it offers.
    await server.services.db.update(stockLevels).set({ onHand: 500 });
    const catalogue = await server.services.db.select().from(products);
    lines = catalogue
      .flatMap((p) => {
        const size = p.sizes.find((s) => s.status === 1 && s.colors.length > 0);
        return size ? [{ productId: p.id, size: size.key, color: size.colors[0]!, quantity: 1 }] : [];
      })
      .slice(0, 2);
  });
  afterAll(() => server?.close());

  it("a request writes the return, its lines, one event and exactly one e-mail", async () => {
    const order = await deliveredOrder(customer);
    const before = await returnTableCounts(server);
    const res = await ask(order.id, { lines: [refundLine(0)] }, customer);
    expect(res.status).toBe(201);
    const ret = (await res.json()) as ReturnView;
    expect(ret.id).toMatch(/^R-[A-Z0-9]{8}$/);
    expect(ret.status).toBe("requested");
    expect(new Date(ret.deadlineAt).getTime() - new Date(ret.requestedAt).getTime()).toBe(14 * DAY);
    expect(ret.lines).toMatchObject([
      { orderLinePosition: 0, kind: "refund", quantity: 1, title: order.lines[0]!.title },
    ]);
    expect(ret.events.map((e) => [e.type, e.actor])).toEqual([["requested", "customer"]]);
    expect(await returnTableCounts(server)).toEqual([
      before[0]! + 1,
      before[1]! + 1,
      before[2]! + 1,
      before[3]! + 1,
    ]);
    const mails = await server.services.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `return-requested:${ret.id}`));
    expect(mails.map((m) => [m.template, m.recipient])).toEqual([
      ["return-requested", "ines.returns@example.com"],
    ]);

    const list = (await (
      await api("GET", `/orders/${order.id}/returns`, undefined, { cookie: customer })
    ).json()) as OrderReturns;
    expect(list.returns.map((r) => r.id)).toEqual([ret.id]);
    expect(list.lines.map((l) => l.returnable)).toEqual([0, 1]);
    expect(list.canRequest).toBe(true);
  });

  it("after 30 days from delivery: 409 naming the date the period ended, nothing written", async () => {
    const { order, deliveredAt } = await deliveredDaysAgo(31, customer);
    const error = await refused(order.id, { lines: [refundLine(0)] }, 409, customer);
    const end = new Date(deliveredAt.getTime() + 30 * DAY);
    // Dated by the boutique's day in New York (Intl's reading, not the shop's own code).
    const day = new Intl.DateTimeFormat("en-US", {
      timeZone: "America/New_York",
      month: "short",
      day: "numeric",
      year: "numeric",
    }).format(end);
    expect(error.message).toBe(`The 30-day return period for this order ended on ${day}.`);
    // Inside the window (29 days) the same request is accepted.
    const recent = await deliveredDaysAgo(29, customer);
    expect((await ask(recent.order.id, { lines: [refundLine(0)] }, customer)).status).toBe(201);
  });

  it("more than was delivered: 400 naming the quantity, nothing written", async () => {
    const order = await deliveredOrder(customer);
    const error = await refused(order.id, { lines: [refundLine(0, 2)] }, 400, customer);
    expect(error.fields).toEqual({ "lines.0.quantity": "At most 1 of this item can be returned." });
    expect((await refused(order.id, { lines: [refundLine(7)] }, 400, customer)).fields).toHaveProperty(
      "lines.0.orderLinePosition",
    );
    expect(
      (await refused(order.id, { lines: [{ ...refundLine(0), reason: "bored" }] }, 400, customer)).fields,
    ).toHaveProperty("lines.0.reason");
  });

  it("a line already returned: 409, nothing written", async () => {
    const order = await deliveredOrder(customer);
    expect((await ask(order.id, { lines: [refundLine(1)] }, customer)).status).toBe(201);
    const error = await refused(order.id, { lines: [refundLine(1)] }, 409, customer);
    expect(error.message).toBe("This item has already been returned.");
  });

  it("exchanges: only offered variants; a second exchange of one item is refused, nothing written", async () => {
    const order = await deliveredOrder(customer);
    const list = (await (
      await api("GET", `/orders/${order.id}/returns`, undefined, { cookie: customer })
    ).json()) as OrderReturns;
    const line = list.lines.find((l) => l.exchangeOptions.length > 0);
    expect(line, "a seeded product with another size or colour in stock").toBeDefined();
    const own = order.lines.find((l) => l.position === line!.orderLinePosition)!;
    expect(line!.exchangeOptions.map((o) => [o.size, o.color])).not.toContainEqual([own.size, own.color]);
    const { size, color } = line!.exchangeOptions[0]!;
    const exchange = {
      orderLinePosition: line!.orderLinePosition,
      quantity: 1,
      kind: "exchange",
      reason: "too_small",
      exchange: { size, color },
    };
    const own400 = await refused(
      order.id,
      { lines: [{ ...exchange, exchange: { size: own.size, color: own.color } }] },
      400,
      customer,
    );
    expect(own400.fields).toHaveProperty("lines.0.exchange");
    expect(
      (
        await refused(
          order.id,
          { lines: [{ ...exchange, exchange: { size: "XXL-none", color: "none" } }] },
          409,
          customer,
        )
      ).message,
    ).toBe("This size and colour is not available for an exchange.");

    const first = await ask(order.id, { lines: [exchange] }, customer);
    expect(first.status).toBe(201);
    const ret = (await first.json()) as ReturnView;
    expect(ret.lines[0]).toMatchObject({ kind: "exchange", exchangeSize: exchange.exchange!.size });
    const error = await refused(order.id, { lines: [exchange] }, 409, customer);
    expect(error.message).toBe("Each item can be exchanged only once.");
  });

  it("a line not delivered yet: 409, nothing written", async () => {
    const order = await place(customer);
    expect((await refused(order.id, { lines: [refundLine(0)] }, 409, customer)).message).toBe(
      "This item has not been delivered yet.",
    );
  });

  it("a guest asks with the order's token; without it the order is not found", async () => {
    const order = await deliveredOrder();
    await refused(order.id, { lines: [refundLine(0)] }, 404);
    await refused(order.id, { lines: [refundLine(0)], guestToken: "x".repeat(43) }, 404);
    const other = await signUp(server, "someone.else@example.com");
    await refused(order.id, { lines: [refundLine(0)] }, 404, other);
    const res = await ask(order.id, { lines: [refundLine(0)], guestToken: order.guestToken });
    expect(res.status).toBe(201);
    const ret = (await res.json()) as ReturnView;
    expect(ret.events[0]?.actor).toBe("guest");
    const list = await api("GET", `/orders/${order.id}/returns`, undefined, {
      "x-order-token": order.guestToken!,
    });
    expect(((await list.json()) as OrderReturns).returns.map((r) => r.id)).toEqual([ret.id]);
    expect((await api("GET", `/orders/${order.id}/returns`)).status).toBe(404);
  });

  it("a request not received 14 days later expires once, with one e-mail, whichever sweep gets it", async () => {
    const order = await deliveredOrder(customer);
    const ret = (await (await ask(order.id, { lines: [refundLine(0)] }, customer)).json()) as ReturnView;
    const db = server.services.db;
    // Not yet overdue: the sweep leaves it.
    expect(await expireOverdueReturns(server.services)).not.toContain(ret.id);
    await db
      .update(returns)
      .set({ deadlineAt: new Date(Date.now() - 1000) })
      .where(eq(returns.id, ret.id));
    const [a, b] = await Promise.all([
      expireOverdueReturns(server.services),
      expireOverdueReturns(server.services),
    ]);
    expect([...a, ...b].filter((id) => id === ret.id)).toEqual([ret.id]);
    const [row] = await db.select().from(returns).where(eq(returns.id, ret.id));
    expect(row?.status).toBe("expired");
    const events = await db.select().from(returnEvents).where(eq(returnEvents.returnId, ret.id));
    expect(events.map((e) => [e.type, e.actor])).toEqual([
      ["requested", "customer"],
      ["expired", "system"],
    ]);
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `return-expired:${ret.id}`));
    expect(mails.map((m) => m.template)).toEqual(["return-expired"]);
    // The units are free again: the line can be asked once more.
    expect((await ask(order.id, { lines: [refundLine(0)] }, customer)).status).toBe(201);
  });
});
