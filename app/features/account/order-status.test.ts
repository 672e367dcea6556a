import { describe, expect, it } from "vitest";
import { orderStatus } from "./order-status";

const purchasedAt = "2026-03-01T10:00:00.000Z";
const at = (days: number) => new Date(Date.parse(purchasedAt) + days * 86_400_000).toISOString();

describe("orderStatus", () => {
  it("follows the timeline: Purchased, In Progress from +7 days, Arrived from +14 days", () => {
    expect(orderStatus({ purchasedAt, status: "placed" }, at(0))).toBe("Purchased");
    expect(orderStatus({ purchasedAt, status: "placed" }, at(6.9))).toBe("Purchased");
    expect(orderStatus({ purchasedAt, status: "placed" }, at(7))).toBe("In Progress");
    expect(orderStatus({ purchasedAt, status: "placed" }, at(14))).toBe("Arrived");
    expect(orderStatus({ purchasedAt, status: "placed" }, at(400))).toBe("Arrived");
  });

  it("shows a cancelled order as Cancelled, whatever its age", () => {
    expect(orderStatus({ purchasedAt, status: "cancelled" }, at(20))).toBe("Cancelled");
  });
});
