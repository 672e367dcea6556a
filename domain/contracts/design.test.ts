import { describe, expect, it } from "vitest";
import { designHref } from "./design";

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
