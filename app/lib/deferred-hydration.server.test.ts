// The document transform of deferred hydration; the loader it inserts is tested in
// deferred-hydration-loader.server.test.ts.
import { describe, expect, it } from "vitest";
import {
  DEFERRED_TYPE,
  LOADER,
  deferBootstrap,
  deferHydration,
  deferHydrationEdits,
  takeModulePreloads,
} from "./deferred-hydration.server";
import { applyEdits } from "./document-edits.server";
import { inlineCssEdits } from "./inline-css.server";

const BOOT_TEXT =
  ';\nimport * as route0 from "/assets/root-A1.js";\n  window.__reactRouterManifest = {"entry":{}};\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-B2.js");\n;';
const BOOT = `<script nonce="n1" type="module" async="">${BOOT_TEXT}</script>`;
const HEAD =
  '<head><meta charSet="utf-8"/><link rel="preload" href="/assets/font-F.woff2" as="font"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-B2.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/root-A1.js" nonce="n1"/><title>Café</title>';

describe("takeModulePreloads", () => {
  it("takes the built modules' preload links out of the head, in order, and leaves the rest", () => {
    expect(takeModulePreloads(HEAD)).toEqual({
      head: '<head><meta charSet="utf-8"/><link rel="preload" href="/assets/font-F.woff2" as="font"/><title>Café</title>',
      hrefs: ["/assets/entry.client-B2.js", "/assets/root-A1.js"],
    });
  });

  it("keeps preloads of anything but a built module (development, other origins)", () => {
    const head =
      '<link rel="modulepreload" href="/app/root.tsx"/><link rel="modulepreload" href="https://cdn.example/x.js"/>';
    expect(takeModulePreloads(head)).toEqual({ head, hrefs: [] });
  });
});

describe("deferBootstrap", () => {
  it("turns React Router's bootstrap into an inert block listing the preloads, then the loader", () => {
    const out = deferBootstrap(BOOT, ["/assets/entry.client-B2.js", "/assets/root-A1.js"]);
    expect(out).toBe(
      `<script nonce="n1" type="${DEFERRED_TYPE}" data-modulepreload="/assets/entry.client-B2.js /assets/root-A1.js">` +
        `${BOOT_TEXT}</script><script nonce="n1">${LOADER}</script>`,
    );
  });

  it("leaves every other script alone", () => {
    const hrefs = ["/assets/root-A1.js"];
    expect(
      deferBootstrap('<script nonce="n1">window.__reactRouterContext = {};</script>', hrefs),
    ).toBeUndefined();
    expect(deferBootstrap('<script type="module">import "/assets/x.js";</script>', hrefs)).toBeUndefined();
    expect(deferBootstrap('<script type="module" src="/assets/x.js"></script>', hrefs)).toBeUndefined();
  });
});

describe("deferHydration", () => {
  const page =
    `<!DOCTYPE html><html>${HEAD}</head><body><main>Ateliér</main>` +
    '<script nonce="n1">window.__reactRouterContext = {};</script>' +
    `${BOOT}<div hidden id="S:0">é footer</div><script>$RC("B:0","S:0")</script></body></html>`;
  const expected =
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="preload" href="/assets/font-F.woff2" as="font"/><title>Café</title></head>' +
    '<body><main>Ateliér</main><script nonce="n1">window.__reactRouterContext = {};</script>' +
    deferBootstrap(BOOT, ["/assets/entry.client-B2.js", "/assets/root-A1.js"])! +
    '<div hidden id="S:0">é footer</div><script>$RC("B:0","S:0")</script></body></html>';

  it("takes the preloads out of the head and defers the bootstrap, leaving every other script", () => {
    expect(deferHydration(Buffer.from(page)).toString("utf8")).toBe(expected);
  });

  it("keeps what lies between the preloads, for each page's own head", () => {
    const between = (title: string) =>
      `<html><head><link rel="modulepreload" href="/assets/a-1.js"/><title>${title}</title>` +
      '<link rel="modulepreload" href="https://cdn.example/x.js" crossorigin="anonymous"/><link rel="modulepreload" href="/assets/b-2.js"/>' +
      `</head><body>${BOOT}</body></html>`;
    // Text of several bytes per character before a preload: edits are at byte offsets.
    for (const title of ["One", "Crêpe de Chine — été", "Two", "One"]) {
      const out = deferHydration(Buffer.from(between(title))).toString("utf8");
      expect(out).toContain(
        `<head><title>${title}</title><link rel="modulepreload" href="https://cdn.example/x.js" crossorigin="anonymous"/></head>`,
      );
      expect(out).toContain('data-modulepreload="/assets/a-1.js /assets/b-2.js"');
    }
  });

  it("finds the bootstrap when a visitor's text names its mark, before it or in the loader data after it", () => {
    const mention = "<p>window.__reactRouterManifest</p>";
    const data = '<script nonce="n1">enqueue("window.__reactRouterManifest")</script>';
    for (const body of [`${mention}${BOOT}${data}`, `${BOOT}${data}${data}`, `${mention}${BOOT}`]) {
      const out = deferHydration(Buffer.from(`<html>${HEAD}</head><body>${body}</body></html>`)).toString(
        "utf8",
      );
      expect(out).toContain(deferBootstrap(BOOT, ["/assets/entry.client-B2.js", "/assets/root-A1.js"]));
      expect(out.split(LOADER).length).toBe(2);
    }
  });

  it("a stylesheet between the preloads: its inlining and the preloads' removal apply together", () => {
    const html = Buffer.from(
      '<html><head><link rel="modulepreload" href="/assets/a-1.js"/><link rel="stylesheet" href="/assets/s-1.css"/>' +
        `<link rel="modulepreload" href="/assets/b-2.js"/></head><body>${BOOT}</body></html>`,
    );
    const edits = [...deferHydrationEdits(html), ...inlineCssEdits(html, () => "p{margin:0}")];
    const out = applyEdits(html, edits).toString("utf8");
    expect(out).toContain(
      '<head><style data-href="/assets/s-1.css">p{margin:0}</style><link rel="stylesheet" href="/assets/s-1.css" disabled=""/></head>',
    );
    expect(out).toContain('data-modulepreload="/assets/a-1.js /assets/b-2.js"');
  });

  it("leaves a page without module preloads, or without the bootstrap, as it is", () => {
    const plain = Buffer.from("<html><head><title>x</title></head><body><script>1</script></body></html>");
    expect(deferHydration(plain)).toBe(plain);
    const noBoot = Buffer.from(`<html>${HEAD}</head><body><script>1</script></body></html>`);
    expect(deferHydration(noBoot)).toBe(noBoot);
  });
});
