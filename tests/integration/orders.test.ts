import fc from "fast-check";
import { count, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlacedOrder, PlaceOrderBody, Order, OwnOrderPage } from "../../domain/contracts/orders";
import { computeTotals } from "../../domain/totals";
import { orderLines, orders, products, stockLevels, user } from "../../server/db/schema";
import { dbKind, legUnavailable, startTestServer, type TestServer } from "./harness";
import { signIn, signUp } from "./sessions";
import { US_ADDRESS as address } from "../fixtures/us-address";

type ProductRow = typeof products.$inferSelect;

function orderable(p: ProductRow) {
  const size = p.sizes.find((s) => (s.status === 1 || s.status === 2) && s.colors.length > 0);
  return size ? { productId: p.id, size: size.key, color: size.colors[0]! } : null;
}

describe.skipIf(legUnavailable())(`orders (${dbKind})`, () => {
  let server: TestServer;
  let catalogue: ProductRow[];
  let buyable: { productId: string; size: string; color: string; price: number; max: number }[];

  const body = (lines: PlaceOrderBody["lines"], extra: Partial<PlaceOrderBody> = {}): PlaceOrderBody => ({
    lines,
    shippingTo: address,
    billingTo: address,
    email: "guest@example.com",
    phoneNumber: "+1 212 555 0100",
    card: { cardNumber: "4242 4242 4242 4242", expMonth: "12", expYear: "2030", cvv: "123" },
    ...extra,
  });
  const place = (payload: unknown, headers: Record<string, string> = {}) =>
    server.fetch("/api/v1/orders", {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(payload),
    });
  const orderCount = async () => (await server.services.db.select({ n: count() }).from(orders))[0]!.n;

  beforeAll(async () => {
    server = await startTestServer();
    // These tests are about pricing and the terms of sale; stock has its own (stock.test.ts).
    await server.services.db.update(stockLevels).set({ onHand: 1000 }).where(gt(stockLevels.onHand, 0));
    catalogue = await server.services.db.select().from(products);
    buyable = catalogue.flatMap((p) => {
      const line = orderable(p);
      return line ? [{ ...line, price: p.basePriceCents, max: p.maxQuantity }] : [];
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("places a guest order priced by the server, keeping only the card's last four digits", async () => {
    const [a, b] = buyable;
    const res = await place(
      body(
        [
          { ...strip(a!), quantity: 1 },
          { ...strip(b!), quantity: 1 },
        ],
        { couponCode: " welcome10 " },
      ),
    );
    expect(res.status).toBe(201);
    const order = (await res.json()) as PlacedOrder;
    const expected = computeTotals(
      [
        { unitPriceCents: a!.price, quantity: 1 },
        { unitPriceCents: b!.price, quantity: 1 },
      ],
      10,
    );
    expect(order).toMatchObject({
      status: "placed",
      couponCode: "WELCOME10",
      couponPercentage: 10,
      subtotalCents: expected.subtotalCents,
      discountCents: expected.discountCents,
      totalCents: expected.totalCents,
      cardLast4: "4242",
      email: "guest@example.com",
    });
    expect(order.id).toMatch(/^[A-Z0-9]{11}$/);
    expect(order.guestToken).toBeTruthy();
    expect(order.shippingTo.fullName).toBe("Ada Byron");
    expect(order.shippingTo).toMatchObject({ city: "New York", state: "NY", postalCode: "10014" });
    const stored = await server.services.db.query.orders.findFirst({ where: eq(orders.id, order.id) });
    expect(JSON.stringify(stored)).not.toContain("4242 4242");
  });

  it("refuses a guest's e-mail that cannot receive mail, naming the field, and places nothing (decision 122)", async () => {
    const [a] = buyable;
    const before = await orderCount();
    for (const email of ["1", "ada", "ada@example", "ada example.com", "@example.com"]) {
      const res = await place(body([{ ...strip(a!), quantity: 1 }], { email }));
      expect(res.status, email).toBe(400);
      const error = ((await res.json()) as { error: { message: string; fields: Record<string, string> } })
        .error;
      expect(error.fields).toEqual({ email: "Something is wrong with the email address." });
    }
    expect(await orderCount()).toBe(before);
    // Real addresses pass, their surrounding spaces trimmed as before.
    for (const email of [
      "  ada@example.com ",
      "First.Last+tag@mail.example.co.uk",
      "ADA@EXAMPLE.COM",
      "o'neil@example.ie",
    ])
      expect((await place(body([{ ...strip(a!), quantity: 1 }], { email }))).status, email).toBe(201);
    // A signed-in buyer's order uses the account's address, whatever it looks like.
    const cookie = await signUp(server, "odd.account@example.com");
    await server.services.db
      .update(user)
      .set({ email: "odd-account" })
      .where(eq(user.email, "odd.account@example.com"));
    const { email: _guestEmail, ...asAccount } = body([{ ...strip(a!), quantity: 1 }]);
    const mine = await place(asAccount, { cookie });
    expect(mine.status).toBe(201);
    expect(((await mine.json()) as PlacedOrder).email).toBe("odd-account");
  });

  it("bills an address kept from before City, State and ZIP were asked, even abroad, but in a real country", async () => {
    const [a] = buyable;
    const kept = {
      type: "WORK" as const,
      firstName: "Ada",
      lastName: "Byron",
      addressLine_1: "5 Rue Cler",
      addressLine_2: "Floor 2",
      country: "FRA",
    };
    const res = await place(body([{ ...strip(a!), quantity: 1 }], { billingTo: kept }));
    expect(res.status).toBe(201);
    const order = (await res.json()) as PlacedOrder;
    expect(order.billingTo).toMatchObject({ country: "FRA", addressLine_1: "5 Rue Cler" });
    expect(order.billingTo).not.toHaveProperty("state");
    // Abroad, but a country: a code that is none is refused by name, and nothing is placed.
    const before = await orderCount();
    const nowhere = await place(
      body([{ ...strip(a!), quantity: 1 }], { billingTo: { ...kept, country: "ZZZ" } }),
    );
    expect(nowhere.status).toBe(400);
    expect(((await nowhere.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      "billingTo.country": "Unknown country.",
    });
    expect(await orderCount()).toBe(before);
  });

  it("refuses forged prices, totals and statuses with 400 and writes nothing", async () => {
    const before = await orderCount();
    const [a] = buyable;
    for (const forged of [
      { ...body([{ ...strip(a!), quantity: 1 }]), totalCents: 1 },
      { ...body([{ ...strip(a!), quantity: 1 }]), estimatedTotal: 1 },
      body([{ ...strip(a!), quantity: 1, basePriceCents: 1 } as never]),
      body([{ ...strip(a!), quantity: 1, status: 1 } as never]),
      { ...body([{ ...strip(a!), quantity: 1 }]), couponPercentage: 100 },
    ]) {
      const res = await place(forged);
      expect(res.status).toBe(400);
    }
    expect(await orderCount()).toBe(before);
  });

  it("enforces the terms of sale and availability, naming the line, and writes nothing", async () => {
    const before = await orderCount();
    const [a, b] = buyable;
    const cases: [PlaceOrderBody, string][] = [
      [body([{ ...strip(a!), quantity: 3 }]), "lines.0.quantity"],
      [
        body([
          { ...strip(a!), quantity: 2 },
          { ...strip(a!), quantity: 1 },
        ]),
        "lines.0.quantity",
      ],
      [body(buyable.slice(0, 11).map((l) => ({ ...strip(l), quantity: 1 }))), "lines"],
      [body([{ ...strip(a!), color: "no-such-colour", quantity: 1 }]), "lines.0.color"],
      [body([{ ...strip(b!), productId: "missing", quantity: 1 }]), "lines.0.productId"],
      [body([{ ...strip(a!), quantity: 1 }], { couponCode: "SUMMER22" }), "couponCode"],
      [body([{ ...strip(a!), quantity: 1 }], { couponCode: "NOPE" }), "couponCode"],
      [body([{ ...strip(a!), quantity: 0 }]), "lines.0.quantity"],
      [body([{ ...strip(a!), quantity: 1 }], { email: "   " }), "email"],
      [
        body([{ ...strip(a!), quantity: 1 }], { shippingTo: { ...address, country: "FRA" } as never }),
        "shippingTo.country",
      ],
      // A shipping address is a complete US one: State and a ZIP of 5 or 5+4 digits.
      [
        body([{ ...strip(a!), quantity: 1 }], { shippingTo: { ...address, state: "XX" } as never }),
        "shippingTo.state",
      ],
      [
        body([{ ...strip(a!), quantity: 1 }], { shippingTo: { ...address, postalCode: "1001" } }),
        "shippingTo.postalCode",
      ],
    ];
    for (const [payload, field] of cases) {
      const res = await place(payload);
      expect(res.status, field).toBe(400);
      const json = (await res.json()) as { error: { fields?: Record<string, string> } };
      expect(
        Object.keys(json.error.fields ?? {}).some((k) => k.startsWith(field)),
        JSON.stringify(json),
      ).toBe(true);
    }
    const unavailable = catalogue.find((p) => p.sizes.some((s) => s.status === 0 && s.colors.length > 0))!;
    const size = unavailable.sizes.find((s) => s.status === 0 && s.colors.length > 0)!;
    const res = await place(
      body([{ productId: unavailable.id, size: size.key, color: size.colors[0]!, quantity: 1 }]),
    );
    // A size with nothing on hand is refused by its stock (tests/integration/stock.test.ts).
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { fields: object } }).error.fields).toHaveProperty(
      "lines.0.quantity",
    );
    expect(await orderCount()).toBe(before);
  });

  it("returns the same order for the same Idempotency-Key, also when sent concurrently", async () => {
    const before = await orderCount();
    const payload = body([{ ...strip(buyable[3]!), quantity: 1 }]);
    const key = { "idempotency-key": `key-${crypto.randomUUID()}` };
    const first = (await (await place(payload, key)).json()) as PlacedOrder;
    const again = (await (await place(payload, key)).json()) as PlacedOrder;
    expect(again.id).toBe(first.id);
    const concurrentKey = { "idempotency-key": `key-${crypto.randomUUID()}` };
    const results = await Promise.all(Array.from({ length: 5 }, () => place(payload, concurrentKey)));
    const ids = new Set(await Promise.all(results.map(async (r) => ((await r.json()) as PlacedOrder).id)));
    expect(ids.size).toBe(1);
    expect(await orderCount()).toBe(before + 2);
  });

  it("refuses an Idempotency-Key sent again with a different order, placing nothing", async () => {
    const key = { "idempotency-key": `key-${crypto.randomUUID()}` };
    const first = await place(body([{ ...strip(buyable[3]!), quantity: 1 }]), key);
    expect(first.status).toBe(201);
    const before = await orderCount();
    const other = await place(body([{ ...strip(buyable[3]!), quantity: 2 }]), key);
    expect(other.status).toBe(409);
    const refused = (await other.json()) as { error: { fields?: Record<string, string> } };
    expect(Object.keys(refused.error.fields ?? {})).toEqual(["Idempotency-Key"]);
    expect(await orderCount()).toBe(before);
    // The card is not part of what the key was sent with: a retry with the card typed again is the same order.
    const retyped = body([{ ...strip(buyable[3]!), quantity: 1 }]);
    retyped.card = { ...retyped.card, cvv: "999" };
    const again = (await (await place(retyped, key)).json()) as PlacedOrder;
    expect(again.id).toBe(((await first.json()) as PlacedOrder).id);
  });

  it("lets a guest read and cancel with the token; anyone else gets 404 and changes nothing", async () => {
    const placed = (await (
      await place(body([{ ...strip(buyable[4]!), quantity: 1 }]))
    ).json()) as PlacedOrder;
    const cancel = (payload: object, cookie?: string) =>
      server.fetch(`/api/v1/orders/${placed.id}/cancel`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(payload),
      });
    expect((await cancel({})).status).toBe(404);
    expect((await cancel({ guestToken: "x".repeat(43) })).status).toBe(404);
    const stranger = await signUp(server, `stranger-${crypto.randomUUID()}@example.com`);
    expect((await cancel({}, stranger)).status).toBe(404);
    expect((await server.fetch(`/api/v1/orders/${placed.id}`)).status).toBe(404);
    const row = await server.services.db.query.orders.findFirst({ where: eq(orders.id, placed.id) });
    expect(row?.status).toBe("placed");

    const read = await server.fetch(`/api/v1/orders/${placed.id}`, {
      headers: { "x-order-token": placed.guestToken! },
    });
    expect(read.status).toBe(200);
    // The placement's answer is the order as stored: its event, lines and totals read back the same.
    const { guestToken, ...asPlaced } = placed;
    expect(guestToken).toBeTruthy();
    expect(await read.json()).toEqual(asPlaced);
    const done = await cancel({ guestToken: placed.guestToken });
    expect(done.status).toBe(200);
    expect(((await done.json()) as Order).status).toBe("cancelled");
    const kept = await server.services.db.select().from(orderLines).where(eq(orderLines.orderId, placed.id));
    expect(kept.length).toBe(1);
  });

  it("lets a signed-in customer cancel only their own orders", async () => {
    const customer = await signIn(server, "customer@atelier.example", "atelier-customer");
    const mine = await server.fetch("/api/v1/me/orders", { headers: { cookie: customer } });
    expect(mine.status).toBe(200);
    const list = ((await mine.json()) as OwnOrderPage).items;
    expect(list.length).toBeGreaterThanOrEqual(2);
    const times = list.map((o) => Date.parse(o.purchasedAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    const other = await signUp(server, `other-${crypto.randomUUID()}@example.com`);
    const target = list[0]!;
    const foreign = await server.fetch(`/api/v1/orders/${target.id}/cancel`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: other },
      body: "{}",
    });
    expect(foreign.status).toBe(404);
    const own = await server.fetch(`/api/v1/orders/${target.id}/cancel`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: customer },
      body: "{}",
    });
    expect(own.status).toBe(200);
    expect((await server.fetch("/api/v1/me/orders")).status).toBe(401);
  });

  it("answers coupon lookups: valid, expired, unknown", async () => {
    const valid = await server.fetch("/api/v1/coupons/welcome10");
    expect(await valid.json()).toMatchObject({ code: "WELCOME10", percentage: 10, expired: false });
    const expired = await server.fetch("/api/v1/coupons/SUMMER22");
    expect(await expired.json()).toMatchObject({ code: "SUMMER22", expired: true });
    expect((await server.fetch("/api/v1/coupons/NOPE")).status).toBe(404);
  });

  it("stores exactly the domain rule's total for random valid bags (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.nat({ max: buyable.length - 1 }), { minLength: 1, maxLength: 5 }),
        fc.array(fc.integer({ min: 1, max: 2 }), { minLength: 5, maxLength: 5 }),
        fc.boolean(),
        async (picks, quantities, withCoupon) => {
          const lines = picks.map((i, n) => ({
            ...strip(buyable[i]!),
            quantity: Math.min(quantities[n]!, buyable[i]!.max),
          }));
          const res = await place(body(lines, withCoupon ? { couponCode: "WELCOME10" } : {}));
          expect(res.status).toBe(201);
          const order = (await res.json()) as PlacedOrder;
          const expected = computeTotals(
            lines.map((l, n) => ({ unitPriceCents: buyable[picks[n]!]!.price, quantity: l.quantity })),
            withCoupon ? 10 : undefined,
          );
          const row = await server.services.db.query.orders.findFirst({ where: eq(orders.id, order.id) });
          expect(row?.totalCents).toBe(expected.totalCents);
          expect(row?.subtotalCents).toBe(expected.subtotalCents);
        },
      ),
      { numRuns: 25 },
    );
  });
});

function strip(l: { productId: string; size: string; color: string }) {
  return { productId: l.productId, size: l.size, color: l.color };
}
