// 'Refund Instead' over real HTTP on both databases (docs/behaviour.md §4 Returns): a received
// exchange whose variant sold out meanwhile cannot get its replacement (409), and is settled with
// a refund instead — the exchange lines become refund lines, the server's amount is paid once,
// the customer is e-mailed, and stock does not move again. In a return with both kinds whose
// refund part was paid already, only the exchange's share is added, so every unit of an order
// with a coupon comes back for exactly what the order cost.
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DashboardReturnDetail } from "../../domain/contracts/dashboard-returns";
import type { OrderReturns, ReturnView } from "../../domain/contracts/returns";
import { colorName } from "../../domain/colors";
import { refundCents } from "../../domain/returns";
import { mailOutbox, returnLines } from "../../server/db/schema";
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
import { signUp, startWithAdmin } from "./sessions";

describe.skipIf(legUnavailable())(`refund instead of an exchange (${dbKind})`, () => {
  let server: TestServer;
  let admin: string;
  let customer: string;
  // Two colours of one product in one size: either may be exchanged into the other.
  let from: Variant;
  let to: Variant;
  let title: string;

  const staff = (method: string, path: string) =>
    apiOf(server, admin)(method, path, method === "GET" ? undefined : {});
  const detailOf = async (res: Response | Promise<Response>) =>
    (await (await res).json()) as DashboardReturnDetail;
  const ask = async (orderId: string, lines: unknown[]) => {
    const res = await apiOf(server, customer)("POST", `/orders/${orderId}/returns`, { lines });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as ReturnView).id;
  };
  const exchangeInto = (want: Variant, orderLinePosition = 0) => ({
    orderLinePosition,
    quantity: 1,
    kind: "exchange",
    reason: "too_small",
    exchange: { size: want.size, color: want.color },
  });

  beforeAll(async () => {
    ({ server, admin } = await startWithAdmin());
    customer = await signUp(server, "ines.refund-instead@example.com");
    ({ from, to, title } = await exchangePair(server));
    await setStock(server, from, 10);
    await setStock(server, to, 10);
  });
  afterAll(() => server?.close());

  it("a sold-out exchange is refunded instead: lines become refunds, paid once, one e-mail, stock unmoved", async () => {
    const order = await placeOrder(server, [{ ...from, quantity: 1 }], { cookie: customer });
    await shipAndDeliver(server, admin, order);
    const id = await ask(order.id, [exchangeInto(to)]);

    // Before the parcel is in, there is nothing to refund.
    const early = await expectRefused(
      server,
      () => staff("POST", `/dashboard/returns/${id}/refund-instead`),
      409,
    );
    expect(early.message).toBe("A return is refunded after its parcel has been received.");
    expect((await detailOf(staff("GET", `/dashboard/returns/${id}`))).refundInsteadDueCents).toBeNull();

    expect((await staff("POST", `/dashboard/returns/${id}/receive`)).status).toBe(200);
    const stockAfterReceipt = await onHand(server, from);
    // The colour asked for sells out before staff create the replacement.
    await setStock(server, to, 0);
    const short = await expectRefused(
      server,
      () => staff("POST", `/dashboard/returns/${id}/replacement`),
      409,
    );
    expect(short.message).toContain(`${title} in Size ${to.size} · ${colorName(to.color)}`);

    const due = (await detailOf(staff("GET", `/dashboard/returns/${id}`))).refundInsteadDueCents;
    expect(due).toBe(order.lines[0]!.unitPriceCents);

    const res = await staff("POST", `/dashboard/returns/${id}/refund-instead`);
    expect(res.status, await res.clone().text()).toBe(200);
    const done = (await res.json()) as DashboardReturnDetail;
    expect([done.status, done.refundedCents, done.refundInsteadDueCents, done.replacement]).toEqual([
      "refunded",
      due,
      null,
      null,
    ]);
    expect(done.lines.map((l) => [l.kind, l.exchangeSize, l.exchangeColor])).toEqual([
      ["refund", null, null],
    ]);
    expect(done.events.at(-1)).toMatchObject({
      type: "refunded",
      insteadOf: [{ size: to.size, color: to.color }],
    });
    expect(await onHand(server, from)).toBe(stockAfterReceipt);
    expect(await onHand(server, to)).toBe(0);

    const mails = await server.services.db
      .select({ template: mailOutbox.template, data: mailOutbox.data })
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, "ines.refund-instead@example.com"));
    const refundMail = mails.find((m) => m.template === "return-refunded");
    expect(refundMail?.data).toMatchObject({ returnId: id, refundCents: due, insteadOfExchange: true });
    expect((await mailsOf(server, id)).map((m) => m.template)).toEqual([
      "return-received",
      "return-refunded",
    ]);

    // Settled: neither a second refund nor a replacement, and nothing is written.
    const again = await expectRefused(
      server,
      () => staff("POST", `/dashboard/returns/${id}/refund-instead`),
      409,
    );
    expect(again.message).toBe("This return has nothing to exchange.");
    expect(
      (await expectRefused(server, () => staff("POST", `/dashboard/returns/${id}/refund`), 409)).message,
    ).toBe("This return has already been refunded.");
    await expectRefused(server, () => staff("POST", `/dashboard/returns/${id}/replacement`), 409);
    // The customer's own view of the return: refunded, for the amount paid.
    const mine = (await (
      await apiOf(server, customer)("GET", `/orders/${order.id}/returns`)
    ).json()) as OrderReturns;
    expect(mine.returns.find((r) => r.id === id)).toMatchObject({ status: "refunded", refundedCents: due });
  });

  it("with the refund part paid first, only the exchange's share is added: the order comes back whole", async () => {
    await setStock(server, to, 10);
    const order = await placeOrder(
      server,
      [
        { ...from, quantity: 1 },
        { ...to, quantity: 1 },
      ],
      { cookie: customer, coupon: "WELCOME10" },
    );
    expect(order.discountCents).toBeGreaterThan(0);
    await shipAndDeliver(server, admin, order);
    const refundLine = { orderLinePosition: 0, quantity: 1, kind: "refund", reason: "changed_mind" };
    const id = await ask(order.id, [refundLine, exchangeInto(from, 1)]);
    expect((await staff("POST", `/dashboard/returns/${id}/receive`)).status).toBe(200);

    const first = await detailOf(staff("POST", `/dashboard/returns/${id}/refund`));
    const firstCents = refundCents(order, 0, [
      { unitPriceCents: order.lines[0]!.unitPriceCents, quantity: 1 },
    ]);
    expect([first.status, first.refundedCents]).toEqual(["refunded", firstCents]);
    // What is left to pay is the exchanged line's share, on top of what was already paid back.
    const rest = order.subtotalCents - order.discountCents - firstCents;
    expect(first.refundInsteadDueCents).toBe(rest);

    const done = await detailOf(staff("POST", `/dashboard/returns/${id}/refund-instead`));
    expect([done.status, done.refundedCents]).toEqual(["refunded", firstCents + rest]);
    expect(done.refundedCents).toBe(order.subtotalCents - order.discountCents);
    const kinds = await server.services.db
      .select({ kind: returnLines.kind })
      .from(returnLines)
      .where(eq(returnLines.returnId, id))
      .orderBy(returnLines.position);
    expect(kinds.map((k) => k.kind)).toEqual(["refund", "refund"]);
    // The second e-mail lists only what it pays for: the piece sent for an exchange.
    const [refundedInstead] = await server.services.db
      .select({ data: mailOutbox.data })
      .from(mailOutbox)
      .where(eq(mailOutbox.template, "return-refunded"))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(refundedInstead?.data).toMatchObject({ insteadOfExchange: true, refundCents: rest });
    expect((refundedInstead?.data as { lines: unknown[] }).lines).toHaveLength(1);
  });
});
