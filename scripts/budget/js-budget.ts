// JavaScript per shop route, from a client build alone (no server, no browser).
//
// React Router writes its route manifest to build/client/assets/manifest-<hash>.js. A page's
// first load fetches the client entry with its imports, then every route module of the matched
// chain (root → layout → page) with its imports: that union, gzipped chunk by chunk, is the
// route's JavaScript weight.
//
// Whether a shop route pulls dashboard code (app/routes/dashboard/**, app/features/dashboard/**)
// is decided, most exact first:
//   1. source maps beside the chunks (a build made with --sourcemapClient) name every source;
//   2. otherwise: the dashboard's own route modules from the manifest, plus fingerprints —
//      multi-word string literals that occur in dashboard sources and in no other source file
//      under app/, domain/ or sdk/. Minifiers keep string literals, so a dashboard module
//      bundled into a shop chunk shows up by its texts.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  hasDefaultExport?: boolean;
  module: string;
  imports?: string[];
  css?: string[];
  clientActionModule?: string;
  clientLoaderModule?: string;
  clientMiddlewareModule?: string;
  hydrateFallbackModule?: string;
}

export interface RouterManifest {
  entry: { module: string; imports: string[]; css?: string[] };
  routes: Record<string, ManifestRoute>;
  url?: string;
  version?: string;
}

export interface ChunkInfo {
  /** Asset url as in the manifest, e.g. /assets/product-CDGHyyOW.js */
  url: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface DashboardChunk {
  url: string;
  /** Why it counts as dashboard code: the source file or the fingerprint found. */
  reason: string;
}

export interface RouteJs {
  /** Route ids sharing this set of modules (the three listing pages share one module). */
  routeIds: string[];
  /** Full URL pattern, e.g. /product/:url */
  pattern: string;
  chunks: ChunkInfo[];
  rawBytes: number;
  gzipBytes: number;
  dashboardChunks: DashboardChunk[];
}

export interface JsBudgetReport {
  clientDir: string;
  manifestFile: string;
  /** "sourcemaps": source maps found (plus fingerprints for chunks without one). */
  detection: "sourcemaps" | "manifest+fingerprints";
  entryGzipBytes: number;
  shopRoutes: RouteJs[];
  /** Every chunk recognised as dashboard code, whether or not a shop route loads it. */
  dashboardChunks: DashboardChunk[];
}

export interface AnalyseOptions {
  /** Project root holding app/, domain/, sdk/ (for fingerprints). Default: two levels above clientDir. */
  projectRoot?: string;
}

const DASHBOARD_SOURCE = /(^|\/)app\/(routes|features)\/dashboard\//;
const DASHBOARD_ROUTE_ID = /^routes\/dashboard\//;

/** Finds and parses `assets/manifest-*.js` (window.__reactRouterManifest = {...}). */
export function readRouterManifest(clientDir: string): { file: string; manifest: RouterManifest } {
  const assets = path.join(clientDir, "assets");
  if (!existsSync(assets)) throw new Error(`No ${assets}: build the app first (npm run build).`);
  const candidates = readdirSync(assets)
    .filter((f) => /^manifest-[\w-]+\.js$/.test(f))
    .map((f) => path.join(assets, f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  const file = candidates[0];
  if (!file) throw new Error(`No React Router manifest (assets/manifest-*.js) in ${assets}.`);
  const text = readFileSync(file, "utf8");
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  if (start < 0 || end < start) throw new Error(`${file} does not hold a JSON manifest.`);
  return { file, manifest: JSON.parse(text.slice(start, end + 1)) as RouterManifest };
}

function chain(manifest: RouterManifest, id: string): ManifestRoute[] {
  const out: ManifestRoute[] = [];
  for (let r = manifest.routes[id], guard = 0; r && guard < 64; guard++) {
    out.unshift(r);
    r = r.parentId ? manifest.routes[r.parentId] : undefined;
  }
  return out;
}

function pattern(routes: ManifestRoute[]): string {
  const parts = routes.map((r) => r.path ?? "").filter((p) => p !== "");
  return "/" + parts.join("/");
}

/** Asset urls a first load of this route chain fetches (entry + route modules + their imports). */
export function routeModuleUrls(manifest: RouterManifest, routeId: string): string[] {
  const urls = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  for (const r of chain(manifest, routeId)) {
    for (const m of [
      r.clientActionModule,
      r.clientLoaderModule,
      r.clientMiddlewareModule,
      r.hydrateFallbackModule,
    ])
      if (m) urls.add(m);
    urls.add(r.module);
    for (const i of r.imports ?? []) urls.add(i);
  }
  return [...urls].filter((u) => u.endsWith(".js"));
}

function isDashboardRoute(manifest: RouterManifest, id: string): boolean {
  return chain(manifest, id).some((r) => DASHBOARD_ROUTE_ID.test(r.id));
}

/** Page routes (a default export, no child routes) outside the dashboard. */
export function shopLeafRoutes(manifest: RouterManifest): string[] {
  const parents = new Set(Object.values(manifest.routes).map((r) => r.parentId));
  return Object.values(manifest.routes)
    .filter((r) => r.id !== "root" && r.hasDefaultExport !== false && !parents.has(r.id))
    .filter((r) => !isDashboardRoute(manifest, r.id))
    .map((r) => r.id);
}

function assetPath(clientDir: string, url: string): string {
  return path.join(clientDir, url.replace(/^\//, ""));
}

function chunkInfo(clientDir: string, url: string, cache: Map<string, ChunkInfo>): ChunkInfo {
  let info = cache.get(url);
  if (!info) {
    const file = assetPath(clientDir, url);
    const buf = existsSync(file) ? readFileSync(file) : Buffer.alloc(0);
    info = { url, rawBytes: buf.length, gzipBytes: buf.length ? gzipSync(buf).length : 0 };
    cache.set(url, info);
  }
  return info;
}

// ── Dashboard detection ──────────────────────────────────────────────────────────────────────

function walk(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    if (name === "node_modules" || name.startsWith(".")) continue;
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (
      /\.(ts|tsx|js|jsx|mjs)$/.test(name) &&
      !/\.(test|spec)\./.test(name) &&
      !/\.server\.tsx?$/.test(name)
    )
      out.push(p);
  }
  return out;
}

/** Multi-word string literals and JSX texts of a source file (what a minifier keeps verbatim). */
export function sourceTexts(source: string): string[] {
  const found = new Set<string>();
  const add = (raw: string) => {
    const t = raw.replace(/\s+/g, " ").trim();
    if (t.length >= 14 && /[A-Za-z]{2,} [A-Za-z]{2,}/.test(t) && !/[\\${}<>]/.test(t)) found.add(t);
  };
  for (const m of source.matchAll(/"([^"\n]{14,})"|'([^'\n]{14,})'|`([^`]{14,})`/g))
    add(m[1] ?? m[2] ?? m[3] ?? "");
  for (const m of source.matchAll(/>([^<>{}]{14,})</g)) add(m[1] ?? "");
  return [...found];
}

/**
 * Texts unique to dashboard sources, each with the file it came from. A text written anywhere
 * in a shop source, even inside a template literal (`Effective from ${date}`), is not unique.
 */
export function dashboardFingerprints(projectRoot: string): Map<string, string> {
  const files = ["app", "domain", "sdk"].flatMap((d) => walk(path.join(projectRoot, d)));
  const dashboard = new Map<string, string>();
  const elsewhere: string[] = [];
  for (const file of files) {
    const rel = path.relative(projectRoot, file).split(path.sep).join("/");
    const source = readFileSync(file, "utf8");
    if (DASHBOARD_SOURCE.test(rel)) {
      for (const t of sourceTexts(source)) if (!dashboard.has(t)) dashboard.set(t, rel);
    } else {
      elsewhere.push(source.replace(/\s+/g, " "));
    }
  }
  for (const t of [...dashboard.keys()]) if (elsewhere.some((s) => s.includes(t))) dashboard.delete(t);
  return dashboard;
}

function sourcemapSources(clientDir: string, url: string): string[] | null {
  const map = assetPath(clientDir, url) + ".map";
  if (!existsSync(map)) return null;
  try {
    const parsed = JSON.parse(readFileSync(map, "utf8")) as { sources?: string[] };
    return (parsed.sources ?? []).map((s) => s.split(path.sep).join("/"));
  } catch {
    return null;
  }
}

// ── The analysis ─────────────────────────────────────────────────────────────────────────────

export function analyseBuild(clientDir: string, opts: AnalyseOptions = {}): JsBudgetReport {
  const { file, manifest } = readRouterManifest(clientDir);
  const projectRoot = opts.projectRoot ?? path.resolve(clientDir, "..", "..");
  const cache = new Map<string, ChunkInfo>();

  const allUrls = new Set<string>();
  for (const id of Object.keys(manifest.routes))
    for (const u of routeModuleUrls(manifest, id)) allUrls.add(u);

  // Dashboard chunks: the dashboard's route modules, source maps where the build has them,
  // and fingerprints for every chunk (tiny re-export stubs have no map).
  const dashboard = new Map<string, string>();
  for (const r of Object.values(manifest.routes))
    if (DASHBOARD_ROUTE_ID.test(r.id)) dashboard.set(r.module, `route module of ${r.id}`);
  let mapped = 0;
  for (const u of allUrls) {
    const sources = sourcemapSources(clientDir, u);
    if (!sources) continue;
    mapped++;
    const hit = sources.find((s) => DASHBOARD_SOURCE.test(s));
    if (hit && !dashboard.has(u)) dashboard.set(u, hit.slice(hit.search(/app\//)));
  }
  const detection: JsBudgetReport["detection"] = mapped > 0 ? "sourcemaps" : "manifest+fingerprints";
  const prints = dashboardFingerprints(projectRoot);
  if (prints.size > 0) {
    for (const u of allUrls) {
      if (dashboard.has(u)) continue;
      const f = assetPath(clientDir, u);
      if (!existsSync(f)) continue;
      const text = readFileSync(f, "utf8");
      for (const [t, src] of prints) {
        if (text.includes(t)) {
          dashboard.set(u, `${src} (text "${t.length > 40 ? t.slice(0, 37) + "…" : t}")`);
          break;
        }
      }
    }
  }

  const groups = new Map<string, RouteJs>();
  for (const id of shopLeafRoutes(manifest)) {
    const urls = routeModuleUrls(manifest, id).sort();
    const key = urls.join("|");
    const existing = groups.get(key);
    if (existing) {
      existing.routeIds.push(id);
      existing.pattern += ` ${pattern(chain(manifest, id))}`;
      continue;
    }
    const chunks = urls.map((u) => chunkInfo(clientDir, u, cache));
    groups.set(key, {
      routeIds: [id],
      pattern: pattern(chain(manifest, id)),
      chunks,
      rawBytes: chunks.reduce((n, c) => n + c.rawBytes, 0),
      gzipBytes: chunks.reduce((n, c) => n + c.gzipBytes, 0),
      dashboardChunks: urls
        .filter((u) => dashboard.has(u))
        .map((u) => ({ url: u, reason: dashboard.get(u)! })),
    });
  }
  const entryUrls = [manifest.entry.module, ...manifest.entry.imports].filter((u) => u.endsWith(".js"));
  return {
    clientDir,
    manifestFile: file,
    detection,
    entryGzipBytes: entryUrls.reduce((n, u) => n + chunkInfo(clientDir, u, cache).gzipBytes, 0),
    shopRoutes: [...groups.values()].sort((a, b) => b.gzipBytes - a.gzipBytes),
    dashboardChunks: [...dashboard].map(([url, reason]) => ({ url, reason })),
  };
}

export interface Breach {
  routeIds: string[];
  message: string;
}

/** Every shop route over the budget, and every shop route that loads a dashboard chunk. */
export function budgetBreaches(report: JsBudgetReport, budgetBytes: number): Breach[] {
  const out: Breach[] = [];
  for (const r of report.shopRoutes) {
    if (r.gzipBytes > budgetBytes)
      out.push({
        routeIds: r.routeIds,
        message: `${r.routeIds.join(", ")}: ${kb(r.gzipBytes)} KB gzip > ${kb(budgetBytes)} KB (over by ${kb(r.gzipBytes - budgetBytes)} KB)`,
      });
    for (const d of r.dashboardChunks)
      out.push({
        routeIds: r.routeIds,
        message: `${r.routeIds.join(", ")}: loads dashboard chunk ${d.url} — ${d.reason}`,
      });
  }
  return out;
}

export function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

export function formatReport(report: JsBudgetReport, budgetBytes: number): string {
  const lines = [
    `JS per shop route (gzip), budget ${kb(budgetBytes)} KB — ${path.relative(process.cwd(), report.manifestFile) || report.manifestFile}`,
    `dashboard detection: ${report.detection}; dashboard chunks in build: ${report.dashboardChunks.length}; entry alone ${kb(report.entryGzipBytes)} KB`,
    "",
    `${"route".padEnd(34)} ${"pattern".padEnd(28)} ${"chunks".padStart(6)} ${"raw KB".padStart(8)} ${"gzip KB".padStart(8)}  verdict`,
  ];
  for (const r of report.shopRoutes) {
    const ok = r.gzipBytes <= budgetBytes && r.dashboardChunks.length === 0;
    const why = [
      r.gzipBytes > budgetBytes ? `over by ${kb(r.gzipBytes - budgetBytes)} KB` : "",
      r.dashboardChunks.length ? `${r.dashboardChunks.length} dashboard chunk(s)` : "",
    ].filter(Boolean);
    lines.push(
      `${r.routeIds.join(",").slice(0, 34).padEnd(34)} ${r.pattern.slice(0, 28).padEnd(28)} ${String(r.chunks.length).padStart(6)} ${kb(r.rawBytes).padStart(8)} ${kb(r.gzipBytes).padStart(8)}  ${ok ? "ok" : "FAIL " + why.join(", ")}`,
    );
  }
  return lines.join("\n");
}
