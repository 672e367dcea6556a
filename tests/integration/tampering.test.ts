// Property-based tampering: random order requests with forged prices, totals, coupon
// percentages, unknown fields, bad quantities, duplicate lines and statuses. None is accepted,
// and whatever is accepted is priced by the server alone. TAMPER_RUNS sets the case count
// (npm test: 150 per database; the nightly/bench mode runs 10,000).
import fc from "fast-check";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlacedOrder } from "../../domain/contracts/orders";
import { computeTotals } from "../../domain/totals";
import { orders, products } from "../../server/db/schema";
import { dbKind, legUnavailable, startTestServer, type TestServer } from "./harness";
import { usAddress } from "../fixtures/us-address";

const RUNS = Number(process.env.TAMPER_RUNS ?? 150);
const address = usAddress({
  type: "HOME",
  firstName: "T",
  lastName: "P",
  addressLine_1: "1 A St",
  addressLine_2: "B",
  postalCode: "10014",
});
const FORGED_KEYS = [
  "price",
  "basePriceCents",
  "unitPriceCents",
  "totalCents",
  "estimatedTotal",
  "subtotalCents",
  "discountCents",
  "couponPercentage",
  "status",
  "userId",
  "id",
  "cardLast4",
];

describe.skipIf(legUnavailable())(`order tampering, property-based (${dbKind})`, () => {
  let server: TestServer;
  let buyable: { productId: string; size: string; color: string; price: number }[] = [];
  beforeAll(async () => {
    server = await startTestServer();
    const rows = await server.services.db.select().from(products);
    buyable = rows.flatMap((p) => {
      const s = p.sizes.find((x) => (x.status === 1 || x.status === 2) && x.colors.length);
      return s ? [{ productId: p.id, size: s.key, color: s.colors[0]!, price: p.basePriceCents }] : [];
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const forgedValue = fc.oneof(
    fc.integer({ min: -1e9, max: 1e9 }),
    fc.double(),
    fc.string(),
    fc.constant(null),
    fc.constant(100),
  );
  const tamper = fc.oneof(
    fc.record({
      kind: fc.constant("top-field" as const),
      key: fc.constantFrom(...FORGED_KEYS),
      value: forgedValue,
    }),
    fc.record({
      kind: fc.constant("line-field" as const),
      key: fc.constantFrom(...FORGED_KEYS),
      value: forgedValue,
    }),
    fc.record({
      kind: fc.constant("quantity" as const),
      value: fc.oneof(
        fc.integer({ min: -1000, max: 0 }),
        fc.integer({ min: 11, max: 1e9 }),
        fc.double({ min: 0.1, max: 1.9, noInteger: true }),
        fc.constant("2"),
      ),
    }),
    fc.record({ kind: fc.constant("duplicate" as const), copies: fc.integer({ min: 2, max: 4 }) }),
    fc.record({ kind: fc.constant("coupon-object" as const), value: forgedValue }),
  );

  it("accepts no forged request and never lets the browser set a price", { timeout: 600_000 }, async () => {
    const ordersBefore = (await server.services.db.select({ n: count() }).from(orders))[0]!.n;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: buyable.length - 1 }),
        fc.array(tamper, { minLength: 1, maxLength: 3 }),
        async (pick, tampers) => {
          const item = buyable[pick]!;
          const line: Record<string, unknown> = {
            productId: item.productId,
            size: item.size,
            color: item.color,
            quantity: 2,
          };
          const body: Record<string, unknown> = {
            lines: [line],
            shippingTo: address,
            billingTo: address,
            email: "tamper@example.com",
            phoneNumber: "555",
            card: { cardNumber: "4242", expMonth: "1", expYear: "2030", cvv: "1" },
          };
          for (const t of tampers) {
            if (t.kind === "top-field") body[t.key] = t.value;
            if (t.kind === "line-field") line[t.key] = t.value;
            if (t.kind === "quantity") line.quantity = t.value;
            if (t.kind === "duplicate") body.lines = Array.from({ length: t.copies }, () => ({ ...line }));
            if (t.kind === "coupon-object") body.couponCode = { code: "WELCOME10", percentage: t.value };
          }
          const res = await server.fetch("/api/v1/orders", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(body),
          });
          expect(res.status).toBeLessThan(500);
          if (res.status === 201) {
            // Only possible when every tamper turned out harmless: then the server's price stands.
            const order = (await res.json()) as PlacedOrder;
            const lines = body.lines as { quantity: number }[];
            const expected = computeTotals(
              lines.map((l) => ({ unitPriceCents: item.price, quantity: l.quantity })),
            );
            const row = await server.services.db.query.orders.findFirst({ where: eq(orders.id, order.id) });
            expect(row?.totalCents).toBe(expected.totalCents);
            throw new Error(`a tampered request was accepted: ${JSON.stringify(tampers)}`);
          }
          expect(res.status).toBe(400);
          refused++;
        },
      ),
      { numRuns: RUNS },
    );
    const ordersAfter = (await server.services.db.select({ n: count() }).from(orders))[0]!.n;
    expect(ordersAfter).toBe(ordersBefore);
    console.info(`tampering (${dbKind}): ${refused} forged requests, all refused, no order written`);
  });
});
