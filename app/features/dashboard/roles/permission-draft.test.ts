import { describe, expect, it } from "vitest";
import { accessSummary, fromDraft, setMode, toDraft, toggleAction } from "./permission-draft";

describe("role permission draft", () => {
  it("reads 'all', action lists and missing entries, dropping unknown actions", () => {
    const draft = toDraft({ products: "all", orders: ["cancel", "bogus"], users: [], design: false });
    expect(draft.products).toEqual({ mode: "all", actions: [] });
    expect(draft.orders).toEqual({ mode: "some", actions: ["view", "cancel"] });
    expect(draft.users.mode).toBe("off");
    expect(draft.design.mode).toBe("off");
    expect(draft.messages.mode).toBe("off");
  });

  it("writes only the areas it opens, with 'view' in every chosen set", () => {
    let draft = toDraft({});
    draft = setMode(draft, "orders", "some");
    draft = toggleAction(draft, "orders", "cancel", true);
    draft = setMode(draft, "analytics", "all");
    expect(fromDraft(draft)).toEqual({ orders: ["view", "cancel"], analytics: "all" });
    draft = toggleAction(draft, "orders", "cancel", false);
    draft = toggleAction(draft, "orders", "view", false);
    expect(fromDraft(draft)).toEqual({ orders: ["view"], analytics: "all" });
    expect(fromDraft(setMode(draft, "orders", "off"))).toEqual({ analytics: "all" });
  });

  it("keeps the editor's action order whatever order the clicks came in", () => {
    let draft = setMode(toDraft({}), "roles", "some");
    draft = toggleAction(draft, "roles", "remove", true);
    draft = toggleAction(draft, "roles", "add", true);
    expect(fromDraft(draft).roles).toEqual(["view", "add", "remove"]);
  });

  it("sums a role up in a few words", () => {
    const label = (a: string) => a.toUpperCase();
    expect(accessSummary({}, label)).toBe("No area");
    expect(accessSummary({ products: ["add"], orders: "all" }, label)).toBe("PRODUCTS, ORDERS");
    const all = Object.fromEntries(
      ["products", "orders", "analytics", "users", "roles", "messages", "design", "pages"].map((a) => [
        a,
        "all" as const,
      ]),
    );
    expect(accessSummary(all, label)).toBe("Every area");
  });
});
