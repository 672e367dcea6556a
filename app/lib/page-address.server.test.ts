import { describe, expect, it } from "vitest";
import { pageAddress } from "./page-address.server";

const at = (url: string) => pageAddress(new Request(`http://shop.test${url}`));

describe("pageAddress", () => {
  it("names a document request's page as it is", () => {
    expect(at("/account?q=profile")).toBe("/account?q=profile");
    expect(at("/dashboard/products/new")).toBe("/dashboard/products/new");
    expect(at("/dashboard/")).toBe("/dashboard/");
  });

  it("names the page behind a client navigation's data request (React Router 8's single fetch)", () => {
    expect(at("/account.data?q=profile")).toBe("/account?q=profile");
    expect(at("/dashboard/orders.data?_routes=routes%2Fdashboard")).toBe("/dashboard/orders");
    expect(at("/_.data")).toBe("/");
    expect(at("/dashboard/_.data?_routes=a")).toBe("/dashboard/");
    expect(at("/dashboard.data?index&_routes=a%2Cb&status=open")).toBe("/dashboard?status=open");
  });

  it("keeps a query parameter of the page's own that happens to be called index", () => {
    expect(at("/search.data?q=coat&index=2")).toBe("/search?q=coat&index=2");
  });
});
