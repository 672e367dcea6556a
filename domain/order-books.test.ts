import { describe, expect, it } from "vitest";
import { netPaidCents, returnedQuantity } from "./order-books";

describe("order books", () => {
  const order = {
    totalCents: 10_000,
    returned: { refundedCents: 2_500, lines: [{ position: 1, quantity: 2 }] },
  };
  it("reads the units received back per line, 0 for the others", () => {
    expect(returnedQuantity(order, 1)).toBe(2);
    expect(returnedQuantity(order, 0)).toBe(0);
    expect(returnedQuantity({}, 0)).toBe(0);
  });
  it("nets the refunds off the total", () => {
    expect(netPaidCents(order)).toBe(7_500);
    expect(netPaidCents({ totalCents: 4_000 })).toBe(4_000);
  });
});
