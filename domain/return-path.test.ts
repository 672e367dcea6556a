import { describe, expect, it } from "vitest";
import { authPageHref, destinationAfterSignIn, returnPath } from "./return-path";

describe("returnPath", () => {
  it("keeps a page of the shop with its query and fragment", () => {
    expect(returnPath("/product/camel-tote-12")).toBe("/product/camel-tote-12");
    expect(returnPath("/account?q=wishlist")).toBe("/account?q=wishlist");
    expect(returnPath("/women/shoes?sort=price#top")).toBe("/women/shoes?sort=price#top");
  });

  it("refuses anything that could leave the site", () => {
    for (const raw of [
      "https://elsewhere.example/",
      "//elsewhere.example/",
      "/\\elsewhere.example",
      "/\t/elsewhere.example",
      "/\n/elsewhere.example",
      "javascript:alert(1)",
      "product/x",
      "",
      null,
      undefined,
    ])
      expect(returnPath(raw), String(raw)).toBeNull();
  });

  it("refuses the sign-in pages themselves, the API and an overlong address", () => {
    expect(returnPath("/login")).toBeNull();
    expect(returnPath("/register?next=/women")).toBeNull();
    expect(returnPath("/reset-password?token=x")).toBeNull();
    expect(returnPath("/api/v1/me")).toBeNull();
    expect(returnPath(`/search?q=${"a".repeat(600)}`)).toBeNull();
  });

  it("judges the address as it will be sent: dot segments cannot make it leave the site", () => {
    for (const raw of [
      "/..//elsewhere.example",
      "/.//elsewhere.example/x",
      "/%2e%2e//elsewhere.example",
      "/a/..//elsewhere.example",
      "/women/../login",
    ])
      expect(returnPath(raw), raw).toBeNull();
    expect(returnPath("/women/./shoes")).toBe("/women/shoes");
    // An encoded slash stays a character of a path on this site.
    expect(returnPath("/%2F%2Felsewhere.example")).toBe("/%2F%2Felsewhere.example");
  });

  it("knows the sign-in pages whatever the case or a trailing slash, and the API at its root", () => {
    for (const raw of [
      "/Login",
      "/login/",
      "/REGISTER?x=1",
      "/reset-password/",
      "/api",
      "/API/v1/me",
      "/%6Cogin",
      "/login%2F",
      "/%61pi/v1/me",
      "/%E0%A4%A",
    ])
      expect(returnPath(raw), raw).toBeNull();
    expect(returnPath("/apiary")).toBe("/apiary");
  });
});

describe("destinationAfterSignIn", () => {
  it("reads next from the request's address, home otherwise", () => {
    expect(destinationAfterSignIn("http://shop.test/login?next=%2Fproduct%2Fx")).toBe("/product/x");
    expect(destinationAfterSignIn("http://shop.test/login?next=%2F%2Fevil.example")).toBe("/");
    expect(destinationAfterSignIn("http://shop.test/login?next=%2F..%2F%2Fevil.example")).toBe("/");
    expect(destinationAfterSignIn("http://shop.test/login")).toBe("/");
    expect(destinationAfterSignIn("/register?next=%2Faccount%3Fq%3Dwishlist")).toBe("/account?q=wishlist");
  });
});

describe("authPageHref", () => {
  it("carries a safe way back, and drops an unsafe one", () => {
    expect(authPageHref("/login", "/product/x?size=M")).toBe("/login?next=%2Fproduct%2Fx%3Fsize%3DM");
    expect(authPageHref("/register", "//evil.example")).toBe("/register");
    expect(authPageHref("/login", null)).toBe("/login");
  });
});
