import { describe, expect, it } from "vitest";
import { countsAsShopView } from "./page-views";

describe("countsAsShopView", () => {
  it("counts the shop's pages and not the back office's", () => {
    for (const path of ["/", "/women", "/product/a-coat", "/dashboardish"])
      expect(countsAsShopView(path)).toBe(true);
    for (const path of ["/dashboard", "/dashboard/orders", "/DASHBOARD", "/Dashboard/Orders"])
      expect(countsAsShopView(path)).toBe(false);
  });
});
