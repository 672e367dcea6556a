import { describe, expect, it } from "vitest";
import { orderStatus } from "./order-status";

describe("orderStatus", () => {
  it("names the status the events derived, never one computed from the purchase date", () => {
    expect(orderStatus({ status: "placed" })).toBe("Placed");
    expect(orderStatus({ status: "partially_shipped" })).toBe("Partially Shipped");
    expect(orderStatus({ status: "shipped" })).toBe("Shipped");
    expect(orderStatus({ status: "delivered" })).toBe("Delivered");
    expect(orderStatus({ status: "cancelled" })).toBe("Cancelled");
  });
});
