import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  RETURN_STATUSES,
  RETURN_TRANSITIONS,
  isReturnSettled,
  deliveredAtByLine,
  exchangeOptions,
  grossOf,
  isReturnExpired,
  newReturnId,
  paidShare,
  refundCents,
  refuseReturnRequest,
  refuseReturnStep,
  returnDeadline,
  returnWindowEnded,
  statusAfterStep,
  RETURN_ID_PATTERN,
  type ReturnState,
  type ReturnStep,
  type ReturnableLine,
} from "./returns";
import { computeTotals } from "./totals";

const delivered = "2026-02-01T10:00:00.000Z";
const line = (over: Partial<ReturnableLine> = {}): ReturnableLine => ({
  position: 0,
  productId: "p-coat",
  title: "Wool Coat",
  quantity: 2,
  size: "M",
  color: "black",
  deliveredAt: delivered,
  returnedQuantity: 0,
  exchangedQuantity: 0,
  exchangeOptions: [{ size: "L", color: "black", onHand: 5 }],
  ...over,
});
const inWindow = new Date("2026-02-20T00:00:00.000Z");
const refund = (quantity = 1, orderLinePosition = 0) =>
  ({ orderLinePosition, quantity, kind: "refund", reason: "too_small" }) as const;
const exchange = (quantity = 1, size = "L", color = "black") =>
  ({
    orderLinePosition: 0,
    quantity,
    kind: "exchange",
    reason: "too_small",
    exchange: { size, color },
  }) as const;

describe("the 30-day window", () => {
  it("accepts a request on the 30th day after delivery and refuses it after, naming the end date", () => {
    expect(refuseReturnRequest([line()], [refund()], new Date("2026-03-03T10:00:00.000Z"))).toBeNull();
    expect(refuseReturnRequest([line()], [refund()], new Date("2026-03-03T10:00:00.001Z"))).toEqual({
      status: 409,
      message: "The 30-day return period for this order ended on Mar 3, 2026.",
    });
    expect(returnWindowEnded(delivered)).toBe(
      "The 30-day return period for this order ended on Mar 3, 2026.",
    );
  });

  it("refuses a line that has not been delivered", () => {
    expect(refuseReturnRequest([line({ deliveredAt: null })], [refund()], inWindow)).toEqual({
      status: 409,
      message: "This item has not been delivered yet.",
    });
  });

  it("reads each line's delivery from its parcel", () => {
    const byLine = deliveredAtByLine([
      { lines: [0, 1], deliveredAt: delivered },
      { lines: [2], deliveredAt: null },
    ]);
    expect([...byLine.entries()]).toEqual([
      [0, delivered],
      [1, delivered],
    ]);
  });
});

describe("quantities", () => {
  it("never more than were delivered (400 naming the field)", () => {
    expect(refuseReturnRequest([line()], [refund(3)], inWindow)).toEqual({
      status: 400,
      field: "lines.0.quantity",
      message: "At most 2 of this item can be returned.",
    });
    expect(refuseReturnRequest([line()], [refund(0)], inWindow)).toMatchObject({
      status: 400,
      field: "lines.0.quantity",
    });
  });

  it("never more than are not yet returned (409)", () => {
    expect(refuseReturnRequest([line({ returnedQuantity: 2 })], [refund(1)], inWindow)).toEqual({
      status: 409,
      message: "This item has already been returned.",
    });
    expect(refuseReturnRequest([line({ returnedQuantity: 1 })], [refund(2)], inWindow)).toEqual({
      status: 409,
      message: "Only 1 of this item can still be returned.",
    });
    expect(refuseReturnRequest([line({ returnedQuantity: 1 })], [refund(1)], inWindow)).toBeNull();
  });

  it("refuses an empty request, an unknown line and a line chosen twice", () => {
    expect(refuseReturnRequest([line()], [], inWindow)).toMatchObject({ status: 400, field: "lines" });
    expect(refuseReturnRequest([line()], [refund(1, 5)], inWindow)).toMatchObject({
      status: 400,
      field: "lines.0.orderLinePosition",
    });
    expect(refuseReturnRequest([line()], [refund(1), refund(1)], inWindow)).toMatchObject({
      status: 400,
      field: "lines.1.orderLinePosition",
    });
  });
});

describe("exchanges", () => {
  it("accepts an offered variant and refuses others", () => {
    expect(refuseReturnRequest([line()], [exchange()], inWindow)).toBeNull();
    expect(refuseReturnRequest([line()], [exchange(1, "S")], inWindow)).toEqual({
      status: 409,
      message: "This size and colour is not available for an exchange.",
    });
    expect(refuseReturnRequest([line()], [exchange(1, "M", "black")], inWindow)).toMatchObject({
      status: 400,
      field: "lines.0.exchange",
    });
    expect(
      refuseReturnRequest(
        [line()],
        [{ orderLinePosition: 0, quantity: 1, kind: "exchange", reason: "x" }],
        inWindow,
      ),
    ).toMatchObject({ status: 400, field: "lines.0.exchange" });
  });

  it("a multi-unit exchange needs that many units of the variant on hand (409 naming the line)", () => {
    const short = line({ exchangeOptions: [{ size: "L", color: "black", onHand: 1 }] });
    expect(refuseReturnRequest([short], [exchange(1)], inWindow)).toBeNull();
    expect(refuseReturnRequest([short], [exchange(2)], inWindow)).toEqual({
      status: 409,
      message: "Only 1 left of Wool Coat in Size L · Black for an exchange.",
    });
  });

  it("two lines of one product asking for the same variant need its units together", () => {
    const options = [{ size: "L", color: "black", onHand: 1 }];
    const lines = [
      line({ position: 0, size: "M", exchangeOptions: options }),
      line({ position: 1, size: "S", exchangeOptions: options }),
    ];
    const both = [exchange(1), { ...exchange(1), orderLinePosition: 1 }];
    expect(refuseReturnRequest(lines, both, inWindow)).toEqual({
      status: 409,
      message: "Wool Coat in Size L · Black is sold out.",
    });
    // Another product's variant of the same name is its own stock.
    const other = [lines[0]!, { ...lines[1]!, productId: "p-dress" }];
    expect(refuseReturnRequest(other, both, inWindow)).toBeNull();
  });

  it("once per item: a second exchange of the same unit, or of a replacement, is refused", () => {
    const once = line({ quantity: 1, returnedQuantity: 1, exchangedQuantity: 1 });
    expect(refuseReturnRequest([once], [exchange()], inWindow)).toEqual({
      status: 409,
      message: "Each item can be exchanged only once.",
    });
    expect(refuseReturnRequest([line()], [exchange()], inWindow, true)).toEqual({
      status: 409,
      message: "Each item can be exchanged only once.",
    });
    // Units gone back as a refund and an exchange: the piece is returned, whatever is asked.
    const both = line({ quantity: 2, returnedQuantity: 2, exchangedQuantity: 1 });
    expect(refuseReturnRequest([both], [exchange()], inWindow)).toEqual({
      status: 409,
      message: "This item has already been returned.",
    });
    // A replacement may still be refunded.
    expect(refuseReturnRequest([line()], [refund()], inWindow, true)).toBeNull();
  });

  const product = {
    basePriceCents: 10000,
    sizes: [
      { key: "S", status: 1 as const, colors: ["black", "white"] },
      { key: "M", status: 1 as const, colors: ["black", "white"] },
      { key: "L", status: 2 as const, colors: ["black"] },
    ],
  };
  const stock = [
    { size: "S", color: "black", onHand: 1 },
    { size: "S", color: "white", onHand: 0 },
    { size: "M", color: "black", onHand: 5 },
    { size: "M", color: "white", onHand: 2 },
  ];

  it("offers only other in-stock variants of the same product at the same price", () => {
    const own = { size: "M", color: "black", unitPriceCents: 10000 };
    expect(exchangeOptions(own, product, stock)).toEqual([
      { size: "S", color: "black", onHand: 1 },
      { size: "M", color: "white", onHand: 2 },
    ]);
    expect(exchangeOptions(own, product, stock, 2)).toEqual([{ size: "M", color: "white", onHand: 2 }]);
    expect(exchangeOptions({ ...own, unitPriceCents: 9000 }, product, stock)).toEqual([]);
    expect(exchangeOptions(own, null, stock)).toEqual([]);
  });
});

describe("refund arithmetic", () => {
  it("refunds the paid price, less the coupon's share", () => {
    const order = { subtotalCents: 30000, discountCents: 6000 };
    expect(refundCents(order, 0, [{ unitPriceCents: 10000, quantity: 1 }])).toBe(8000);
    expect(
      refundCents({ subtotalCents: 30000, discountCents: 0 }, 0, [{ unitPriceCents: 10000, quantity: 2 }]),
    ).toBe(20000);
    expect(grossOf([{ unitPriceCents: 150, quantity: 2 }])).toBe(300);
    expect(paidShare(order, 30000)).toBe(24000);
  });

  it("refuses more than the subtotal", () => {
    expect(() =>
      refundCents({ subtotalCents: 100, discountCents: 0 }, 50, [{ unitPriceCents: 60, quantity: 1 }]),
    ).toThrow(RangeError);
  });

  const orderArb = fc
    .record({
      lines: fc.array(
        fc.record({
          unitPriceCents: fc.integer({ min: 0, max: 500000 }),
          quantity: fc.integer({ min: 1, max: 2 }),
        }),
        { minLength: 1, maxLength: 10 },
      ),
      percentage: fc.option(fc.integer({ min: 1, max: 100 }), { nil: undefined }),
    })
    .chain(({ lines, percentage }) =>
      fc.record({
        lines: fc.constant(lines),
        percentage: fc.constant(percentage),
        // Each unit of each line goes back in one of up to 4 returns, or stays (-1).
        returns: fc.array(fc.array(fc.integer({ min: -1, max: 3 }), { minLength: 2, maxLength: 2 }), {
          minLength: lines.length,
          maxLength: lines.length,
        }),
      }),
    );

  it("the refunds of an order never exceed what was paid, coupon share included", () => {
    fc.assert(
      fc.property(orderArb, ({ lines, percentage, returns }) => {
        const totals = computeTotals(lines, percentage);
        let refundedGross = 0;
        let refunded = 0;
        for (let r = 0; r <= 3; r++) {
          const returned = lines
            .map((l, i) => ({
              unitPriceCents: l.unitPriceCents,
              quantity: returns[i]!.slice(0, l.quantity).filter((x) => x === r).length,
            }))
            .filter((l) => l.quantity > 0);
          const amount = refundCents(totals, refundedGross, returned);
          expect(amount).toBeGreaterThanOrEqual(0);
          expect(amount).toBeLessThanOrEqual(grossOf(returned));
          refunded += amount;
          refundedGross += grossOf(returned);
        }
        expect(refunded).toBeLessThanOrEqual(totals.totalCents);
        if (refundedGross === totals.subtotalCents) expect(refunded).toBe(totals.totalCents);
      }),
      { numRuns: 500 },
    );
  });
});

describe("status transitions", () => {
  const base: ReturnState = {
    status: "requested",
    hasRefundLines: true,
    hasExchangeLines: false,
    refundedAt: null,
    exchangedAt: null,
    deadlineAt: "2026-03-01T00:00:00.000Z",
  };
  const before = new Date("2026-02-20T00:00:00.000Z");
  const after = new Date("2026-03-02T00:00:00.000Z");

  it("requested → received → refunded, refunded once", () => {
    expect(refuseReturnStep(base, "refund", before)).toBe(
      "A return is refunded after its parcel has been received.",
    );
    expect(refuseReturnStep(base, "receive", before)).toBeNull();
    const received = { ...base, status: statusAfterStep(base, "receive") };
    expect(received.status).toBe("received");
    expect(refuseReturnStep(received, "receive", before)).toBe("This return has already been received.");
    expect(refuseReturnStep(received, "refund", before)).toBeNull();
    const refunded = { ...received, status: statusAfterStep(received, "refund"), refundedAt: before };
    expect(refunded.status).toBe("refunded");
    expect(refuseReturnStep(refunded, "refund", before)).toBe("This return has already been refunded.");
    expect(refuseReturnStep(refunded, "reject", before)).toBe("This return has already been settled.");
  });

  it("a mixed return takes both steps in either order and ends exchanged", () => {
    const mixed: ReturnState = { ...base, status: "received", hasExchangeLines: true };
    const exchanged = { ...mixed, status: statusAfterStep(mixed, "exchange"), exchangedAt: before };
    expect(exchanged.status).toBe("exchanged");
    expect(refuseReturnStep(exchanged, "exchange", before)).toBe(
      "The replacement for this return has already been created.",
    );
    expect(refuseReturnStep(exchanged, "refund", before)).toBeNull();
    expect(statusAfterStep(exchanged, "refund")).toBe("exchanged");
    const refunded = { ...mixed, status: statusAfterStep(mixed, "refund"), refundedAt: before };
    expect(refunded.status).toBe("refunded");
    expect(refuseReturnStep(refunded, "exchange", before)).toBeNull();
    expect(statusAfterStep(refunded, "exchange")).toBe("exchanged");
  });

  it("an exchange waiting for its replacement may be refunded instead, once, and then it is refunded", () => {
    const exchange: ReturnState = { ...base, hasRefundLines: false, hasExchangeLines: true };
    expect(refuseReturnStep(exchange, "refund-instead", before)).toBe(
      "A return is refunded after its parcel has been received.",
    );
    const received = { ...exchange, status: statusAfterStep(exchange, "receive") };
    expect(refuseReturnStep(received, "refund-instead", before)).toBeNull();
    expect(statusAfterStep(received, "refund-instead")).toBe("refunded");
    // Afterwards its lines are refund lines, all paid.
    const settled = {
      ...received,
      status: "refunded" as const,
      hasRefundLines: true,
      hasExchangeLines: false,
      refundedAt: before,
    };
    expect(refuseReturnStep(settled, "refund-instead", before)).toBe("This return has nothing to exchange.");
    expect(refuseReturnStep(settled, "refund", before)).toBe("This return has already been refunded.");
    expect(isReturnSettled(settled)).toBe(true);
    // A refund-only return has no exchange to refund instead; a created replacement is final.
    expect(refuseReturnStep({ ...base, status: "received" }, "refund-instead", before)).toBe(
      "This return has nothing to exchange.",
    );
    const replaced = { ...received, status: "exchanged" as const, exchangedAt: before };
    expect(refuseReturnStep(replaced, "refund-instead", before)).toBe(
      "The replacement for this return has already been created.",
    );
    // A mixed return whose refund part is paid may still have its exchange refunded instead.
    const mixedRefunded = {
      ...received,
      hasRefundLines: true,
      status: "refunded" as const,
      refundedAt: before,
    };
    expect(refuseReturnStep(mixedRefunded, "refund-instead", before)).toBeNull();
    expect(refuseReturnStep({ ...mixedRefunded, status: "rejected" }, "refund-instead", before)).toBe(
      "This return has been rejected.",
    );
  });

  it("expires only a request past its 14-day deadline", () => {
    expect(returnDeadline("2026-02-15T00:00:00.000Z").toISOString()).toBe("2026-03-01T00:00:00.000Z");
    expect(isReturnExpired(base, before)).toBe(false);
    expect(isReturnExpired(base, after)).toBe(true);
    expect(refuseReturnStep(base, "expire", before)).toBe("This return's parcel is not overdue yet.");
    expect(refuseReturnStep(base, "expire", after)).toBeNull();
    const expired = { ...base, status: statusAfterStep(base, "expire") };
    expect(refuseReturnStep(expired, "receive", after)).toBe(
      "This return has expired: its parcel did not arrive within 14 days.",
    );
    expect(isReturnExpired({ ...base, status: "received" }, after)).toBe(false);
  });

  it("no step is allowed that the transition table does not list", () => {
    const steps: ReturnStep[] = ["receive", "refund", "exchange", "refund-instead", "reject", "expire"];
    for (const status of RETURN_STATUSES)
      for (const step of steps) {
        const state: ReturnState = {
          ...base,
          status,
          hasExchangeLines: true,
          refundedAt: status === "refunded" ? before : null,
          exchangedAt: status === "exchanged" ? before : null,
        };
        if (refuseReturnStep(state, step, after) === null) expect(RETURN_TRANSITIONS[status]).toContain(step);
      }
  });
});

it("return numbers are 'R-' and 8 characters", () => {
  expect(newReturnId()).toMatch(RETURN_ID_PATTERN);
});
