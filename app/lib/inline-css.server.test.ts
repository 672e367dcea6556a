import { describe, expect, it } from "vitest";
import { MAX_INLINE_CSS_BYTES, inlineDocumentCss, inlineStylesheets } from "./inline-css.server";

const files: Record<string, string> = {
  "/assets/shop-frame-A1.css": "._header_1{color:red}",
  "/assets/home-B2.css": "._hero_2{margin:0}",
};
const read = (href: string) => files[href];

describe("inlineStylesheets", () => {
  it("puts each built stylesheet's CSS before its link, with the nonce, and disables the link", () => {
    const head =
      '<link nonce="n1" rel="stylesheet" href="/assets/shop-frame-A1.css#"/><link nonce="n1" rel="stylesheet" href="/assets/home-B2.css"/>';
    expect(inlineStylesheets(head, read)).toBe(
      '<style nonce="n1" data-href="/assets/shop-frame-A1.css">._header_1{color:red}</style>' +
        '<link nonce="n1" rel="stylesheet" href="/assets/shop-frame-A1.css#" disabled=""/>' +
        '<style nonce="n1" data-href="/assets/home-B2.css">._hero_2{margin:0}</style>' +
        '<link nonce="n1" rel="stylesheet" href="/assets/home-B2.css" disabled=""/>',
    );
  });

  it("leaves other links, unknown files, foreign and media-bound stylesheets alone", () => {
    const head = [
      '<link rel="preload" href="/assets/font.woff2" as="font"/>',
      '<link rel="stylesheet" href="/assets/missing-C3.css"/>',
      '<link rel="stylesheet" href="https://cdn.example/x.css"/>',
      '<link rel="stylesheet" href="/assets/../secret.css"/>',
      '<link rel="stylesheet" href="/assets/home-B2.css" media="print"/>',
    ].join("");
    expect(inlineStylesheets(head, read)).toBe(head);
  });

  it("never inlines CSS that could close the style element, nor beyond the size budget", () => {
    const big = "a".repeat(MAX_INLINE_CSS_BYTES + 1);
    const odd = (href: string) => (href.includes("home") ? "x{content:'</style>'}" : big);
    const head =
      '<link rel="stylesheet" href="/assets/home-B2.css"/><link rel="stylesheet" href="/assets/big-D4.css"/>';
    expect(inlineStylesheets(head, odd)).toBe(head);
  });
});

describe("inlineDocumentCss", () => {
  it("rewrites the head of a document (multi-byte text included) and leaves the body as it is", () => {
    const html = Buffer.from(
      '<html><head><title>Ateliér – é</title><link rel="stylesheet" href="/assets/home-B2.css"/></head><body>Café</body></html>',
    );
    expect(inlineDocumentCss(html, read).toString("utf8")).toBe(
      '<html><head><title>Ateliér – é</title><style data-href="/assets/home-B2.css">._hero_2{margin:0}</style>' +
        '<link rel="stylesheet" href="/assets/home-B2.css" disabled=""/></head><body>Café</body></html>',
    );
  });

  it("with subset, inlines only the rules the page's classes can match, the link disabled as before", () => {
    const sheet = (href: string) =>
      href.includes("home")
        ? "._hero_2{margin:0}._panel_3{position:fixed}@media (min-width:40em){._panel_3{top:0}}"
        : undefined;
    const html = Buffer.from(
      '<html><head><link rel="stylesheet" href="/assets/home-B2.css"/></head><body><h1 class="_hero_2">Café</h1></body></html>',
    );
    expect(inlineDocumentCss(html, sheet, true).toString("utf8")).toBe(
      '<html><head><style data-href="/assets/home-B2.css">._hero_2{margin:0}</style>' +
        '<link rel="stylesheet" href="/assets/home-B2.css" disabled=""/></head><body><h1 class="_hero_2">Café</h1></body></html>',
    );
    expect(inlineDocumentCss(html, sheet).toString("utf8")).toContain("._panel_3{position:fixed}");
  });

  it("returns a document without a head unchanged", () => {
    const html = Buffer.from("<p>no head</p>");
    expect(inlineDocumentCss(html, read)).toBe(html);
  });
});
