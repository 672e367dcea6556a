import { describe, expect, it } from "vitest";
import { designHref, socialLinkSchema } from "./design";

describe("designHref: a Design link stays a path of the boutique or an https address", () => {
  it.each(["/women", "/product/a-coat?colour=black", "https://atelier.example/press"])("takes %s", (href) => {
    expect(designHref.safeParse(href).success).toBe(true);
  });
  it.each([
    "//evil.example",
    "/\\evil.example",
    "/\\/evil.example",
    "/women\\..\\x",
    "https://evil.example\\@atelier.example",
    "http://evil.example",
    "javascript:alert(1)",
    "women",
  ])("refuses %s", (href) => {
    expect(designHref.safeParse(href).success).toBe(false);
  });
});

describe("socialLinkSchema: an https address, no backslash", () => {
  it("takes an https address and refuses one with a backslash or another scheme", () => {
    const href = (h: string) => socialLinkSchema.safeParse({ label: "Instagram", href: h }).success;
    expect(href("https://instagram.com/atelier")).toBe(true);
    expect(href("https://evil.example\\@instagram.com")).toBe(false);
    expect(href("http://instagram.com/atelier")).toBe(false);
  });
});
