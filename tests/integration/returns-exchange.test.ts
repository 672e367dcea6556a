// Exchanges end to end over real HTTP on both databases (docs/behaviour.md §4 Returns, decisions
// 40 and 76): a multi-unit exchange is checked against that many units on hand when it is asked
// (409 naming the line, nothing written), so staff can then create its replacement; delivering
// the replacement writes exactly one 'exchange-delivered' e-mail; and an item received in
// exchange cannot be exchanged again (409, nothing written), only refunded.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderReturns, ReturnView } from "../../domain/contracts/returns";
import type { DashboardReturnDetail } from "../../domain/contracts/dashboard-returns";
import { colorName } from "../../domain/colors";
import { rebuildRollups } from "../../server/services/dashboard/sales-rollups";
import { dbKind, legUnavailable, type TestServer } from "./harness";
import {
  apiOf,
  exchangePair,
  expectRefused,
  mailsOf,
  onHand,
  placeOrder,
  setStock,
  shipAndDeliver,
  type Variant,
} from "./returns-orders";
import { replayRollupMigration } from "./rollup-migration";
import { signUp, startWithAdmin } from "./sessions";

describe.skipIf(legUnavailable())(`exchanges (${dbKind})`, () => {
  let server: TestServer;
  let admin: string;
  let customer: string;
  // A product with two colours in stock in one size: the one bought and the one wanted instead.
  let from: Variant;
  let to: Variant;
  let title: string;

  const staffApi = (method: string, path: string) => apiOf(server, admin)(method, path, {});
  const ask = (orderId: string, lines: unknown[]) =>
    apiOf(server, customer)("POST", `/orders/${orderId}/returns`, { lines });
  const exchangeLine = (quantity: number, want: Variant = to) => ({
    orderLinePosition: 0,
    quantity,
    kind: "exchange",
    reason: "too_small",
    exchange: { size: want.size, color: want.color },
  });
  const optionsOf = async (orderId: string) => {
    const res = await apiOf(server, customer)("GET", `/orders/${orderId}/returns`);
    return ((await res.json()) as OrderReturns).lines[0]!;
  };

  beforeAll(async () => {
    ({ server, admin } = await startWithAdmin());
    customer = await signUp(server, "noor.exchanges@example.com");
    ({ from, to, title } = await exchangePair(server));
    await setStock(server, from, 10);
  });
  afterAll(() => server?.close());

  it("a 2-unit exchange needs 2 units on hand when asked; then the replacement is created", async () => {
    const order = await placeOrder(server, [{ ...from, quantity: 2 }], { cookie: customer });
    await shipAndDeliver(server, admin, order);
    await setStock(server, to, 1);

    // The form is told the variant takes 1 unit only, so it offers it for a quantity of 1.
    expect((await optionsOf(order.id)).exchangeOptions).toContainEqual({
      size: to.size,
      color: to.color,
      maxQuantity: 1,
    });
    const error = await expectRefused(server, () => ask(order.id, [exchangeLine(2)]), 409);
    expect(error.message).toBe(
      `Only 1 left of ${title} in Size ${to.size} · ${colorName(to.color)} for an exchange.`,
    );

    await setStock(server, to, 2);
    expect((await optionsOf(order.id)).exchangeOptions).toContainEqual({
      size: to.size,
      color: to.color,
      maxQuantity: 2,
    });
    const asked = await ask(order.id, [exchangeLine(2)]);
    expect(asked.status).toBe(201);
    const ret = (await asked.json()) as ReturnView;
    expect((await staffApi("POST", `/dashboard/returns/${ret.id}/receive`)).status).toBe(200);
    const sales = async () => (await apiOf(server, admin)("GET", "/dashboard/analytics/sales?days=7")).json();
    const before = await sales();
    const created = await staffApi("POST", `/dashboard/returns/${ret.id}/replacement`);
    expect(created.status, await created.clone().text()).toBe(201);
    expect(await onHand(server, to)).toBe(0);
    // The replacement is not a sale: the panels leave it out, and so do a rebuild of their
    // roll-ups and the migration that recomputed them.
    expect(await sales()).toEqual(before);
    await rebuildRollups(server.services.db);
    expect(await sales()).toEqual(before);
    await replayRollupMigration(server.services.db);
    expect(await sales()).toEqual(before);
  });

  it("delivering the replacement writes one 'exchange-delivered' e-mail; its item cannot be exchanged again", async () => {
    await setStock(server, to, 5);
    const order = await placeOrder(server, [{ ...from, quantity: 1 }], { cookie: customer });
    await shipAndDeliver(server, admin, order);
    const ret = (await (await ask(order.id, [exchangeLine(1)])).json()) as ReturnView;
    expect((await staffApi("POST", `/dashboard/returns/${ret.id}/receive`)).status).toBe(200);
    const detail = (await (
      await staffApi("POST", `/dashboard/returns/${ret.id}/replacement`)
    ).json()) as DashboardReturnDetail;
    const replacementId = detail.replacement!.orderId;
    const replacement = (await (
      await apiOf(server, admin)("GET", `/dashboard/orders/${replacementId}`)
    ).json()) as { id: string; lines: { position: number }[] };

    await shipAndDeliver(server, admin, replacement);
    // Exactly one e-mail per step, the delivery's about the exchange (not an 'order-delivered').
    expect((await mailsOf(server, ret.id)).map((m) => m.template)).toEqual([
      "return-received",
      "exchange-prepared",
      "exchange-shipped",
      "exchange-delivered",
    ]);

    // The replacement's item: no exchange is offered, and asking for one is refused.
    const offered = await optionsOf(replacementId);
    expect([offered.returnable, offered.exchangeable, offered.exchangeOptions]).toEqual([1, 0, []]);
    const error = await expectRefused(server, () => ask(replacementId, [exchangeLine(1, from)]), 409);
    expect(error.message).toBe("Each item can be exchanged only once.");
    // It may still be refunded.
    const refund = { orderLinePosition: 0, quantity: 1, kind: "refund", reason: "changed_mind" };
    expect((await ask(replacementId, [refund])).status).toBe(201);
  });
});
