import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundled } from "./react-router-bundle";
import { CLIENT_PATCHES, PATCHES, patchSource } from "./react-router-patches.mjs";

const root = path.resolve(import.meta.dirname, "..");
const installed = (file: string) => path.join(root, "node_modules", file);

describe("React Router's server patches", () => {
  it("find their text exactly once in the installed version", () => {
    const count = (text: string, part: string) => text.split(part).length - 1;
    for (const patch of PATCHES) {
      const file = installed(patch.file);
      const patched = patchSource(file, readFileSync(file, "utf8"));
      expect(patched).toContain(patch.replace);
      // What was found is left only where a replacement of this file writes it again.
      const rewritten = PATCHES.filter((p) => p.file === patch.file).reduce(
        (n, p) => n + count(p.replace, patch.find),
        0,
      );
      expect(count(patched, patch.find), patch.find).toBe(rewritten);
    }
  });

  it("fail loudly when React Router's text has moved", () => {
    const file = installed(PATCHES[0]!.file);
    expect(() => patchSource(file, "export {};")).toThrow(/React Router changed/);
  });

  it("leave every other file alone", () => {
    expect(patchSource(installed("react-router/dist/production/lib/router/utils.js"), "x")).toBe("x");
  });
});

describe("React Router's browser patches", () => {
  it("find their text exactly once and leave the router without the instrumentation module", () => {
    for (const patch of CLIENT_PATCHES) {
      const file = installed(patch.file);
      const text = readFileSync(file, "utf8");
      expect(text.split(patch.find).length - 1, patch.find).toBe(1);
      const patched = patchSource(file, text, CLIENT_PATCHES);
      expect(patched).toContain(patch.replace);
      expect(patched).not.toContain("instrumentation.js");
    }
  });

  it("are not applied to the server's bundle, whose request handler uses instrumentation", () => {
    const file = installed(CLIENT_PATCHES[0]!.file);
    const text = readFileSync(file, "utf8");
    expect(patchSource(file, text)).toContain('from "./instrumentation.js"');
  });

  it("fail loudly when React Router's text has moved", () => {
    expect(() => patchSource(installed(CLIENT_PATCHES[0]!.file), "export {};", CLIENT_PATCHES)).toThrow(
      /React Router changed/,
    );
  });
});

// React Router's static handler and router as the server bundle has them (patched), built into a
// throwaway module.
type Match = { params: Record<string, string | undefined>; route: { id: string } };
type Context = { matches: Match[]; _match?: unknown };
type Patched = {
  createStaticHandler(routes: unknown[]): {
    dataRoutes: unknown[];
    query(request: Request): Promise<Context | Response>;
  };
  createStaticRouter(
    routes: unknown[],
    context: Context,
  ): { routes: unknown[]; match(path: string): Match[] | null };
};

describe("the patched static handler and router", () => {
  let dispose: () => void;
  let rr: Patched;
  const routes = [
    {
      id: "root",
      path: "/",
      children: [
        { id: "home", index: true, loader: () => "home" },
        { id: "product", path: "product/:url", loader: () => "product" },
        { id: "listing", path: "women/:sub?", loader: () => "listing" },
      ],
    },
  ];
  const query = async (handler: ReturnType<Patched["createStaticHandler"]>, url: string) => {
    const context = await handler.query(new Request(`http://shop.test${url}`));
    if (context instanceof Response) throw new Error(`unexpected response for ${url}`);
    return context;
  };

  beforeAll(async () => {
    const bundle = await bundled<Patched>(
      'export { createStaticHandler, createStaticRouter } from "react-router";\n',
      { patched: true },
    );
    expect(bundle.text).toContain("atelierDataRoutes");
    rr = bundle.module;
    dispose = bundle.dispose;
  });
  afterAll(() => dispose());

  it("match each path as before, the same path twice and others in between", async () => {
    const handler = rr.createStaticHandler(routes);
    for (const [url, ids, params] of [
      ["/product/camel-tote-1", ["root", "product"], { url: "camel-tote-1" }],
      ["/women", ["root", "listing"], { sub: undefined }],
      ["/product/silk-scarf-2", ["root", "product"], { url: "silk-scarf-2" }],
      ["/product/camel-tote-1", ["root", "product"], { url: "camel-tote-1" }],
      ["/women/bags", ["root", "listing"], { sub: "bags" }],
      ["/", ["root", "home"], {}],
    ] as const) {
      const context = await query(handler, url);
      expect(context.matches.map((m) => m.route.id)).toEqual(ids);
      expect(context.matches.at(-1)!.params).toEqual(params);
    }
  });

  it("hand every caller its own matches: changing one answer's params changes no later one", async () => {
    const handler = rr.createStaticHandler(routes);
    const first = await query(handler, "/product/camel-tote-1");
    first.matches[1]!.params.url = "changed";
    const second = await query(handler, "/product/camel-tote-1");
    expect(second.matches[1]!.params.url).toBe("camel-tote-1");
    expect(second.matches[1]).not.toBe(first.matches[1]);
    // One params object for a branch's matches, as React Router makes them.
    expect(second.matches[0]!.params).toBe(second.matches[1]!.params);
  });

  it("keep a route list's data routes: the same list gives the same objects, another list new ones", async () => {
    const handler = rr.createStaticHandler(routes);
    const context = await query(handler, "/women/bags");
    const one = rr.createStaticRouter(routes, context);
    const two = rr.createStaticRouter(routes, await query(handler, "/"));
    expect(two.routes).toBe(one.routes);
    const other = rr.createStaticRouter([{ ...routes[0]! }], context);
    expect(other.routes).not.toBe(one.routes);
    expect(one.match("/women/bags")!.map((m) => m.route.id)).toEqual(["root", "listing"]);
  });
});

describe("the request handler's id → module object", () => {
  type Manifest = Record<string, { module: object } | undefined>;
  let dispose: () => void;
  let entryModules: (manifest: Manifest) => Record<string, object>;

  beforeAll(async () => {
    const entry = installed("react-router/dist/production/lib/server-runtime/entry.js");
    const bundle = await bundled<{ createEntryRouteModules: typeof entryModules }>(
      `export { createRequestHandler } from "react-router";\nexport { createEntryRouteModules } from ${JSON.stringify(entry)};\n`,
      { patched: true },
    );
    entryModules = bundle.module.createEntryRouteModules;
    dispose = bundle.dispose;
  });
  afterAll(() => dispose());

  it("is one frozen object per build's routes, made again when a module is replaced or a route added", () => {
    const [root, home, other, added] = [{}, {}, {}, {}];
    const manifest: Manifest = { root: { module: root }, home: { module: home } };
    const first = entryModules(manifest);
    expect(first).toEqual({ root, home });
    expect(entryModules(manifest)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    // Another build's routes have their own.
    expect(entryModules({ root: { module: root } })).toEqual({ root });
    expect(entryModules(manifest)).toBe(first);
    manifest.home = { module: other };
    const replaced = entryModules(manifest);
    expect(replaced).toEqual({ root, home: other });
    manifest.added = { module: added };
    expect(entryModules(manifest)).toEqual({ root, home: other, added });
  });
});

// React DOM's server renderer as the server bundle has it (its output writer patched) and as
// published, rendering the same trees into bytes.
type Renderer = {
  render(element: unknown): Promise<Buffer>;
  renderWeb(element: unknown): Promise<Buffer>;
  h: (...args: unknown[]) => unknown;
};
const RENDERER = `
import { createElement as h } from "react";
import { renderToPipeableStream, renderToReadableStream } from "react-dom/server";
import { Writable } from "node:stream";
export { createStaticHandler } from "react-router";
export { h };
export function render(element) {
  return new Promise((resolve, reject) => {
    const parts = [];
    const sink = new Writable({
      write(chunk, _encoding, done) { parts.push(Buffer.from(chunk)); done(); },
      final(done) { resolve(Buffer.concat(parts)); done(); },
    });
    const stream = renderToPipeableStream(element, { onAllReady: () => stream.pipe(sink), onShellError: reject });
  });
}
// The web stream's writer hands each view to a byte stream, which detaches its buffer.
export async function renderWeb(element) {
  const stream = await renderToReadableStream(element);
  await stream.allReady;
  return Buffer.from(await new Response(stream).arrayBuffer());
}
`;

describe("React DOM's patched output writer", () => {
  let patched: Renderer;
  let published: Renderer;
  const disposers: (() => void)[] = [];

  beforeAll(async () => {
    const a = await bundled<Renderer>(RENDERER, { patched: true });
    expect(a.text).toContain("utf8Write");
    const b = await bundled<Renderer>(RENDERER, { patched: false });
    expect(b.text).not.toContain("utf8Write");
    patched = a.module;
    published = b.module;
    disposers.push(a.dispose, b.dispose);
  });
  afterAll(() => disposers.forEach((dispose) => dispose()));

  it("writes the same bytes as React's own, across view boundaries and in every UTF-8 length", async () => {
    // Short chunks of one to four bytes per character, so chunks end on every offset of a 4 KB
    // view; attribute values long enough for React's large-chunk path; an emoji's surrogate pair.
    const tree = (h: Renderer["h"]) =>
      h(
        "main",
        { "data-long": "é".repeat(2000) },
        Array.from({ length: 2500 }, (_, i) =>
          h(
            "p",
            { key: i, title: "x".repeat(i % 13) },
            `${i} café 👜 ${"a".repeat(i % 7)}`,
            // Three bytes for each UTF-16 unit: the most a chunk can take for its length.
            h("span", null, "漢".repeat(1 + (i % 41))),
          ),
        ),
        h("p", null, "漢".repeat(1400)),
      );
    const mine = await patched.render(tree(patched.h));
    const theirs = await published.render(tree(published.h));
    expect(mine.length).toBeGreaterThan(100_000);
    expect(mine.equals(theirs)).toBe(true);
    expect(mine.toString("utf8")).toContain("👜");
    // As a web stream (the e-mails' renderer), whose byte stream takes each view it is given.
    const web = await patched.renderWeb(tree(patched.h));
    expect(web.equals(await published.renderWeb(tree(published.h)))).toBe(true);
    expect(web.equals(mine)).toBe(true);
  });
});
