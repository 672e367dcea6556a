import { describe, expect, it } from "vitest";
import { allows, hasArea } from "./permissions";

describe("permissions", () => {
  it("'all' allows every action and opens the area", () => {
    expect(allows("all", "remove")).toBe(true);
    expect(hasArea({ products: "all" }, "products")).toBe(true);
  });
  it("a list allows only its actions", () => {
    expect(allows(["add", "edit"], "edit")).toBe(true);
    expect(allows(["add", "edit"], "remove")).toBe(false);
  });
  it("any access to an area implies viewing it", () => {
    expect(allows(["add"], "view")).toBe(true);
    expect(allows([], "view")).toBe(false);
  });
  it("missing, false or an empty list gives no access", () => {
    expect(hasArea({}, "orders")).toBe(false);
    expect(hasArea({ orders: false }, "orders")).toBe(false);
    expect(hasArea({ orders: [] }, "orders")).toBe(false);
    expect(allows(undefined, "view")).toBe(false);
    expect(allows(false, "view")).toBe(false);
  });
});
