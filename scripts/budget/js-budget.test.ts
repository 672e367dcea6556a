// The budget arithmetic on a synthetic build: chains, de-duplication, gzip sums, dashboard
// detection by route id, by fingerprint and by source map. The real build is checked after
// `npm run build` by `npm run test:budget` (scripts/budget/check.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { analyseBuild, budgetBreaches, routeModuleUrls, sourceTexts, type RouterManifest } from "./js-budget";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function fakeProject(files: Record<string, string>, manifest: RouterManifest): string {
  const root = mkdtempSync(path.join(tmpdir(), "js-budget-"));
  dirs.push(root);
  for (const [name, text] of Object.entries(files)) {
    const p = path.join(root, name);
    mkdirSync(path.dirname(p), { recursive: true });
    writeFileSync(p, text);
  }
  writeFileSync(
    path.join(root, "build/client/assets/manifest-abc123.js"),
    `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
  );
  return root;
}

/** Every chunk the fake manifest names. */
const CHUNKS = [
  "entry",
  "react",
  "root",
  "shop",
  "home",
  "listing",
  "cards",
  "layout",
  "dash-home",
  "sitemap",
];

/** The shop's chunks as tiny files, with the texts of the home and listing chunks a test needs. */
function shopChunks(home: string, listing: string): Record<string, string> {
  const texts: Record<string, string> = {
    entry: "e",
    react: "r",
    root: "r",
    shop: "s",
    home,
    listing,
    cards: "c",
  };
  return Object.fromEntries(Object.entries(texts).map(([u, text]) => [`build/client/assets/${u}.js`, text]));
}

const manifest: RouterManifest = {
  entry: { module: "/assets/entry.js", imports: ["/assets/react.js"] },
  routes: {
    root: { id: "root", path: "", module: "/assets/root.js", imports: ["/assets/react.js"] },
    "routes/dashboard/layout": {
      id: "routes/dashboard/layout",
      parentId: "root",
      path: "dashboard",
      module: "/assets/layout.js",
    },
    "routes/dashboard/home": {
      id: "routes/dashboard/home",
      parentId: "routes/dashboard/layout",
      index: true,
      module: "/assets/dash-home.js",
    },
    "routes/shop-layout": { id: "routes/shop-layout", parentId: "root", module: "/assets/shop.js" },
    "routes/home": {
      id: "routes/home",
      parentId: "routes/shop-layout",
      index: true,
      module: "/assets/home.js",
    },
    "listing-women": {
      id: "listing-women",
      parentId: "routes/shop-layout",
      path: "women/:sub?",
      module: "/assets/listing.js",
      imports: ["/assets/cards.js"],
    },
    "listing-men": {
      id: "listing-men",
      parentId: "routes/shop-layout",
      path: "men/:sub?",
      module: "/assets/listing.js",
      imports: ["/assets/cards.js"],
    },
    "routes/sitemap": {
      id: "routes/sitemap",
      parentId: "root",
      path: "sitemap.xml",
      hasDefaultExport: false,
      module: "/assets/sitemap.js",
    },
  },
};

const asset = (bytes: number, text = "") => text + "x".repeat(Math.max(0, bytes - text.length));

describe("js budget", () => {
  it("lists the entry and every route module of the chain, once", () => {
    expect(routeModuleUrls(manifest, "listing-women").sort()).toEqual(
      [
        "/assets/cards.js",
        "/assets/entry.js",
        "/assets/listing.js",
        "/assets/react.js",
        "/assets/root.js",
        "/assets/shop.js",
      ].sort(),
    );
  });

  it("sums gzip per shop route, groups shared modules and skips dashboard and resource routes", () => {
    const files: Record<string, string> = {};
    for (const u of CHUNKS) files[`build/client/assets/${u}.js`] = asset(500, `/*${u}*/`);
    const root = fakeProject(files, manifest);
    const report = analyseBuild(path.join(root, "build/client"));
    expect(report.shopRoutes.map((r) => r.routeIds)).toEqual([
      ["listing-women", "listing-men"],
      ["routes/home"],
    ]);
    const home = report.shopRoutes.find((r) => r.routeIds[0] === "routes/home")!;
    const expected = ["entry", "react", "root", "shop", "home"].reduce(
      (n, u) => n + gzipSync(Buffer.from(files[`build/client/assets/${u}.js`]!)).length,
      0,
    );
    expect(home.gzipBytes).toBe(expected);
    expect(home.rawBytes).toBe(2500);
    expect(report.dashboardChunks.map((d) => d.url).sort()).toEqual([
      "/assets/dash-home.js",
      "/assets/layout.js",
    ]);
    expect(budgetBreaches(report, 100_000)).toEqual([]);
    expect(budgetBreaches(report, 10).map((b) => b.routeIds)).toHaveLength(2);
  });

  it("flags a shop chunk that carries text found only in dashboard sources", () => {
    const leaked = "Remove this piece from the catalogue?";
    const root = fakeProject(
      {
        "app/features/dashboard/remove-dialog.tsx": `export const t = "${leaked}";`,
        "app/features/shop/card.tsx": `export const s = "Add to the bag right now";`,
        ...shopChunks(`const a="${leaked}";`, `const b="Add to the bag right now";`),
      },
      manifest,
    );
    const report = analyseBuild(path.join(root, "build/client"));
    const breaches = budgetBreaches(report, 100_000);
    expect(breaches).toHaveLength(1);
    expect(breaches[0]!.routeIds).toEqual(["routes/home"]);
    expect(breaches[0]!.message).toContain("app/features/dashboard/remove-dialog.tsx");
  });

  it("does not count a text a shop source also writes, even inside a template literal", () => {
    const shared = "Effective from";
    const root = fakeProject(
      {
        "app/features/dashboard/page-form.tsx": `export const F = () => <th>\n  ${shared}\n</th>;`,
        "domain/page-documents.ts": "export const label = (d: string) => `" + shared + " ${d}`;",
        ...shopChunks(`const a=d=>\`${shared} \${d}\`;`, "l"),
      },
      manifest,
    );
    const report = analyseBuild(path.join(root, "build/client"));
    expect(budgetBreaches(report, 100_000)).toEqual([]);
  });

  it("uses source maps when every chunk has one", () => {
    const files: Record<string, string> = {};
    for (const u of CHUNKS) {
      files[`build/client/assets/${u}.js`] = u;
      const sources =
        u === "cards" ? ["../../app/features/dashboard/status-badge.tsx"] : [`../../app/${u}.tsx`];
      files[`build/client/assets/${u}.js.map`] = JSON.stringify({ version: 3, sources });
    }
    const report = analyseBuild(path.join(fakeProject(files, manifest), "build/client"));
    expect(report.detection).toBe("sourcemaps");
    expect(report.dashboardChunks).toContainEqual({
      url: "/assets/cards.js",
      reason: "app/features/dashboard/status-badge.tsx",
    });
    expect(budgetBreaches(report, 100_000).map((b) => b.routeIds)).toEqual([
      ["listing-women", "listing-men"],
    ]);
  });

  it("fingerprints only multi-word literals and JSX texts", () => {
    expect(
      sourceTexts(
        `const a = "short"; const b = 'Choose the period, 7 or 30 days'; <p>No products match your filter</p>`,
      ),
    ).toEqual(["Choose the period, 7 or 30 days", "No products match your filter"]);
  });
});
