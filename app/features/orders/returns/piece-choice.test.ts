import { describe, expect, it } from "vitest";
import type { ReturnableLineView } from "../../../../domain/contracts/returns";
import { fittingOptions, withQuantity, type Choice } from "./piece-choice";

const line: ReturnableLineView = {
  orderLinePosition: 0,
  returnable: 2,
  windowEndsAt: "2026-03-03T10:00:00.000Z",
  open: true,
  exchangeable: 2,
  exchangeOptions: [
    { size: "S", color: "black", maxQuantity: 1 },
    { size: "L", color: "black", maxQuantity: 2 },
  ],
};
const exchanging: Choice = {
  chosen: true,
  quantity: "1",
  reason: "too_small",
  kind: "exchange",
  exchange: "0",
};

describe("the return form's exchange choices follow the quantity", () => {
  it("offers only the variants with enough units, keeping each option's index", () => {
    expect(fittingOptions(line, "1").map((f) => f.value)).toEqual(["0", "1"]);
    expect(fittingOptions(line, "2").map((f) => [f.value, f.option.size])).toEqual([["1", "L"]]);
  });

  it("clears a size and colour that no longer fits, and falls back to a refund when none does", () => {
    expect(withQuantity(line, exchanging, "2")).toEqual({ quantity: "2", exchange: "" });
    expect(withQuantity(line, { ...exchanging, exchange: "1" }, "2")).toEqual({ quantity: "2" });
    const scarce = { ...line, exchangeOptions: [line.exchangeOptions[0]!] };
    expect(withQuantity(scarce, exchanging, "2")).toEqual({ quantity: "2", kind: "refund", exchange: "" });
    expect(withQuantity(scarce, { ...exchanging, kind: "refund", exchange: "" }, "2")).toEqual({
      quantity: "2",
    });
  });
});
