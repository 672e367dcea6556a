import { describe, expect, it } from "vitest";
import { centsToDollars, parseDollars } from "./price-input";

describe("price input", () => {
  it.each([
    ["1250", 125000],
    ["1,250.5", 125050],
    ["$ 19.99", 1999],
    ["0", 0],
    [" 7.05 ", 705],
  ])("reads %j as %i cents", (text, cents) => {
    expect(parseDollars(text)).toBe(cents);
  });

  it.each(["", "abc", "-5", "1.999", "1e3", "12.", "."])("refuses %j", (text) => {
    expect(parseDollars(text)).toBeNull();
  });

  it("writes cents back without trailing .00", () => {
    expect(centsToDollars(125000)).toBe("1250");
    expect(centsToDollars(125050)).toBe("1250.50");
    expect(centsToDollars(1999)).toBe("19.99");
    expect(parseDollars(centsToDollars(123456))).toBe(123456);
  });
});
