import { describe, expect, it } from "vitest";
import { allows, hasArea, withinPermissions } from "./permissions";
import type { RolePermissions } from "./types";

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

describe("withinPermissions (decision 123: nobody hands out more than they hold)", () => {
  const editor: RolePermissions = { products: ["view", "edit"], roles: ["view", "edit"] };
  it("takes a role with the same or fewer actions", () => {
    expect(withinPermissions({ products: ["view"] }, editor)).toBe(true);
    expect(withinPermissions({ products: ["edit"], roles: ["view"] }, editor)).toBe(true);
    expect(withinPermissions({}, {})).toBe(true);
    expect(withinPermissions({ products: false }, {})).toBe(true);
  });
  it("refuses an action, an area or 'all' the holder lacks", () => {
    expect(withinPermissions({ products: ["remove"] }, editor)).toBe(false);
    expect(withinPermissions({ orders: ["view"] }, editor)).toBe(false);
    expect(withinPermissions({ products: "all" }, editor)).toBe(false);
  });
  it("'all' held covers any entry of that area, 'all' granted included", () => {
    expect(withinPermissions({ orders: "all" }, { orders: "all" })).toBe(true);
    expect(withinPermissions({ orders: ["cancel", "export"] }, { orders: "all" })).toBe(true);
  });
  it("'view' granted needs some access to the area", () => {
    expect(withinPermissions({ users: ["view"] }, { users: ["edit"] })).toBe(true);
    expect(withinPermissions({ users: ["view"] }, { roles: ["view"] })).toBe(false);
  });
});
