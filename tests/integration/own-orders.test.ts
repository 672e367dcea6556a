// The account's orders read in one query (server/services/orders/orders-with-parts.ts) say what
// each order read on its own says (readOrder: its row, lines, events and return books read one
// by one): an order just placed, one cancelled, one delivered with a return received and
// refunded, one delivered with a return only asked for, and one with a return rejected.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OwnOrderPage } from "../../domain/contracts/orders";
import { products } from "../../server/db/schema";
import { dbKind, legUnavailable, type TestServer } from "./harness";
import { apiOf, placeOrder, setStock, shipAndDeliver, type Variant } from "./returns-orders";
import { signUp, startWithAdmin } from "./sessions";

describe.skipIf(legUnavailable())(`a customer's orders in one read (${dbKind})`, () => {
  let server: TestServer;
  let admin: string;
  let customer: string;
  let variants: Variant[];

  beforeAll(async () => {
    ({ server, admin } = await startWithAdmin());
    customer = await signUp(server, "many.orders@example.com");
    const catalogue = await server.services.db.select().from(products);
    variants = catalogue
      .flatMap((p) => {
        const size = p.sizes.find((s) => s.status === 1 && s.colors.length > 0);
        return size ? [{ productId: p.id, size: size.key, color: size.colors[0]! }] : [];
      })
      .slice(0, 3);
    for (const v of variants) await setStock(server, v, 20);
  });
  afterAll(() => server?.close());

  const staff = (method: string, path: string) => apiOf(server, admin)(method, path, {});
  const askReturn = async (orderId: string, quantity: number) => {
    const res = await apiOf(server, customer)("POST", `/orders/${orderId}/returns`, {
      lines: [{ orderLinePosition: 0, quantity, kind: "refund", reason: "changed_mind" }],
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const delivered = async () => {
    const [a, b, c] = variants as [Variant, Variant, Variant];
    const order = await placeOrder(
      server,
      [
        { ...a, quantity: 2 },
        { ...b, quantity: 1 },
        { ...c, quantity: 1 },
      ],
      { cookie: customer },
    );
    await shipAndDeliver(server, admin, order);
    return order;
  };

  it("gives every order exactly as it reads on its own, newest first", async () => {
    await placeOrder(server, [{ ...variants[0]!, quantity: 1 }], { cookie: customer });
    const cancelled = await placeOrder(server, [{ ...variants[1]!, quantity: 1 }], { cookie: customer });
    expect((await apiOf(server, customer)("POST", `/orders/${cancelled.id}/cancel`, {})).status).toBe(200);

    const refunded = await delivered();
    const back = await askReturn(refunded.id, 2);
    expect((await staff("POST", `/dashboard/returns/${back}/receive`)).status).toBe(200);
    expect((await staff("POST", `/dashboard/returns/${back}/refund`)).status).toBe(200);

    const asked = await delivered();
    await askReturn(asked.id, 1);

    const rejected = await delivered();
    const refused = await askReturn(rejected.id, 1);
    expect((await staff("POST", `/dashboard/returns/${refused}/receive`)).status).toBe(200);
    const reject = await apiOf(server, admin)("POST", `/dashboard/returns/${refused}/reject`, {
      reason: "Worn and without its tags.",
    });
    expect(reject.status, await reject.clone().text()).toBe(200);

    const res = await apiOf(server, customer)("GET", "/me/orders");
    expect(res.status).toBe(200);
    const listed = ((await res.json()) as OwnOrderPage).items;
    expect(listed).toHaveLength(5);
    for (const order of listed) {
      const alone = await apiOf(server, customer)("GET", `/orders/${order.id}`);
      expect(alone.status).toBe(200);
      expect(order).toEqual(await alone.json());
    }
    // Newest first, and the parts that differ between the orders are there.
    const times = listed.map((o) => o.purchasedAt);
    expect([...times].sort().reverse()).toEqual(times);
    const byId = new Map(listed.map((o) => [o.id, o]));
    expect(byId.get(cancelled.id)!.status).toBe("cancelled");
    expect(byId.get(refunded.id)!.lines).toHaveLength(3);
    expect(JSON.stringify(byId.get(refunded.id))).toContain('"refundedCents"');
    expect(byId.get(refunded.id)).not.toEqual(byId.get(asked.id));
  });
});
