// The patched `<Links>` and `<Scripts>` keep what they write per build and page shape: a document
// rendered through React Router's request handler must be byte for byte the unpatched one's, for
// every address in any order (the same shape again, another shape, a parent folder, an error page),
// and a new build's manifest must be written from that build.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundled } from "./react-router-bundle";

type Handler = (request: Request) => Promise<Response>;
type Runtime = { handlerFor(build: unknown): Handler; calls: { links: number } };

// A small app with the framework's parts in its document, and the build React Router would make of
// it (routes, manifest, entry), written as the bundle's own module so both use one React.
const APP = `
import * as React from "react";
import { renderToString } from "react-dom/server";
import { createRequestHandler, Links, Meta, Outlet, Scripts, ServerRouter, isRouteErrorResponse, useRouteError } from "react-router";
const h = React.createElement;
function Root() {
  return h("html", null, h("head", null, h(Meta), h(Links)), h("body", null, h(Outlet), h(Scripts)));
}
function Page() { return h("p", null, "page"); }
function Boundary() { const e = useRouteError(); return h("p", null, isRouteErrorResponse(e) ? e.status : "error"); }
// Each request's nonce comes in a header: the test checks every script and link carries it.
const entry = { module: { default: (request, status, headers, context) => {
  const nonce = request.headers.get("x-nonce");
  const html = "<!DOCTYPE html>" + renderToString(h(ServerRouter, { context, url: request.url, nonce }));
  return new Response(html, { status, headers: { "content-type": "text/html" } });
} } };
export const calls = { links: 0 };
const route = (id, parentId, path, module, extra = {}) => ({
  id, parentId, path, index: undefined, caseSensitive: undefined, module,
  hasAction: false, hasLoader: !!module.loader, hasClientAction: false, hasClientLoader: false,
  hasClientMiddleware: false, hasDefaultExport: true, hasErrorBoundary: !!module.ErrorBoundary, ...extra,
});
export function handlerFor(version) {
  const modules = {
    root: { default: Root, ErrorBoundary: Boundary, links: () => { calls.links++; return [{ rel: "preload", href: "/fonts/" + version + ".woff2", as: "font" }]; } },
    shop: { default: () => h(Outlet) },
    home: { default: Page, loader: () => ({ home: true }) },
    product: { default: Page, loader: ({ params }) => { if (params.url === "gone") throw new Response("", { status: 404 }); return { url: params.url }; } },
    listing: { default: Page, loader: ({ params }) => ({ sub: params.sub ?? null }) },
    account: { default: Page, loader: () => ({ orders: [1, 2] }), links: () => [{ rel: "stylesheet", href: "/assets/account-" + version + ".css" }] },
    missing: { default: Page },
  };
  const tree = [
    ["root", undefined, ""], ["shop", "root", undefined], ["home", "shop", undefined, { index: true }],
    ["product", "shop", "product/:url"], ["listing", "shop", "women/:sub?"], ["account", "shop", "account"],
    ["missing", "shop", "*"],
  ];
  const asset = (id) => "/assets/" + id + "-" + version + ".js";
  const routes = {}, manifestRoutes = {};
  for (const [id, parentId, path, extra] of tree) {
    routes[id] = { id, parentId, path, index: extra?.index, caseSensitive: undefined, module: modules[id] };
    manifestRoutes[id] = route(id, parentId, path, modules[id], {
      ...extra, module: asset(id), imports: [asset("shared"), asset(id + "-part")], css: ["/assets/" + id + "-" + version + ".css"],
    });
  }
  const build = {
    entry, routes, basename: "/", publicPath: "/", assetsBuildDirectory: "build/client",
    future: {}, ssr: true, isSpaMode: false, prerender: [], allowedActionOrigins: false,
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
    assets: { entry: { module: asset("entry"), imports: [asset("framework")], css: [] }, routes: manifestRoutes, url: asset("manifest"), version, sri: undefined },
  };
  const handle = createRequestHandler(build, "production");
  return (request) => handle(request);
}
`;

const ADDRESSES = [
  "/account",
  "/product/camel-tote",
  "/account",
  "/product/silk-scarf",
  "/women",
  "/women/bags",
  "/product/gone",
  "/",
  "/product/camel-tote",
  "/missing/deep/address",
  "/nowhere",
  // The catch-all again, under a folder another route matches: its partial manifest names that one.
  "/women/bags/extra",
  "/product/gone",
  "/women/bags",
  "/",
];

describe("React Router's <Links> and <Scripts>, patched", () => {
  let patched: Runtime;
  let plain: Runtime;
  const disposals: (() => void)[] = [];

  beforeAll(async () => {
    const one = await bundled<Runtime>(APP, { patched: true });
    const two = await bundled<Runtime>(APP, { patched: false });
    expect(one.text).toContain("atelierKeyedLinks");
    expect(one.text).toContain("atelierScriptTexts");
    expect(two.text).not.toContain("atelierKeyedLinks");
    disposals.push(one.dispose, two.dispose);
    patched = one.module;
    plain = two.module;
  }, 60_000);
  afterAll(() => disposals.forEach((dispose) => dispose()));

  let requests = 0;
  /** The status and document, every nonce in it checked to be this request's and then left out. */
  const page = async (handler: Handler, address: string) => {
    const nonce = `nonce-${++requests}`;
    const response = await handler(
      new Request(`http://shop.test${address}`, { headers: { "x-nonce": nonce } }),
    );
    const html = await response.text();
    const nonces = [...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]);
    // The root's error boundary draws a bare message: a page carries the document and its scripts.
    if (response.status === 200) expect(nonces.length).toBeGreaterThan(3);
    for (const found of nonces) expect(found).toBe(nonce);
    return `${response.status} ${html.replaceAll(nonce, "")}`;
  };

  it("write every document as the unpatched runtime does, addresses in any order", async () => {
    const mine = patched.handlerFor("v1");
    const theirs = plain.handlerFor("v1");
    const seen = new Set<string>();
    for (const address of ADDRESSES) {
      const expected = await page(theirs, address);
      expect(await page(mine, address), address).toBe(expected);
      seen.add(expected.slice(0, 3));
    }
    // The sequence went through pages and an error boundary (404).
    expect(seen).toEqual(new Set(["200", "404"]));
  });

  it("name each page's own links, module scripts and parent folders' routes", async () => {
    const mine = patched.handlerFor("v1");
    const account = await page(mine, "/account");
    const product = await page(mine, "/product/camel-tote");
    expect(account).toContain("/assets/account-v1.css");
    expect(account).toMatch(/"routes": \{/);
    expect(account).toMatch(/import \* as route2 from "\/assets\/account-v1\.js"/);
    expect(product).not.toContain("/assets/account-v1.css");
    expect(product).toMatch(/import \* as route2 from "\/assets\/product-v1\.js"/);
    // The partial manifest of /women/bags names the routes /women matches; /product/x's do not.
    const bags = await page(mine, "/women/bags");
    expect(bags).toMatch(/"listing": \{/);
    expect(product).not.toMatch(/"listing": \{/);
    expect(await page(mine, "/women/bags/extra")).toMatch(/"listing": \{/);
    expect(await page(mine, "/nowhere")).not.toMatch(/"listing": \{/);
  });

  it("work a page shape out once: the routes' links() are called for its first document only", async () => {
    const mine = patched.handlerFor("v3");
    const theirs = plain.handlerFor("v3");
    const before = { mine: patched.calls.links, theirs: plain.calls.links };
    for (let i = 0; i < 4; i++) {
      await page(mine, "/account");
      await page(theirs, "/account");
    }
    expect(patched.calls.links - before.mine).toBe(1);
    expect(plain.calls.links - before.theirs).toBe(4);
  });

  it("write a new build's documents from that build", async () => {
    await page(patched.handlerFor("v1"), "/account");
    const next = await page(patched.handlerFor("v2"), "/account");
    expect(next).toBe(await page(plain.handlerFor("v2"), "/account"));
    expect(next).toContain("/assets/account-v2.js");
    expect(next).toContain("/fonts/v2.woff2");
    expect(next).not.toContain("-v1.");
  });
});
