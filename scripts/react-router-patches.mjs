// Three edits to React Router's production server code, applied when the server is bundled
// (scripts/build-server.mjs). Each document request rebuilt what is the same for every request of
// a build, about 9 % of a personal page's CPU and a large share of its garbage (docs/benchmarks.md
// §0t, decision 111):
//
// - `ServerRouter` turned the build's route manifest into route objects (`createServerRoutes`);
// - `createStaticRouter` copied those into data routes (`convertRoutesToDataRoutes`);
// - the static handler's matcher ran the URL through every route's regular expression three times
//   (the request handler, the loaders' query, `<Scripts>`' partial manifest).
//
// The first two are kept per manifest / route list (a WeakMap, so a new build's objects make new
// entries and the old ones go with them); the matcher keeps its answers per path (a bounded Map,
// emptied when its routes change) and hands out a copy each time, so a caller that changes a
// match's params changes only its own. Nothing here depends on the request: the same objects were
// rebuilt identical every time.
//
// Each edit must find its text exactly once in the pinned version, or the build fails: a React
// Router update that moves the code is then looked at, never silently left unpatched.
import { readFileSync } from "node:fs";

const LIB = "react-router/dist/production/lib/";

/** At most this many paths' matches, and this many characters of paths, per matcher. */
export const MATCH_MEMO_ENTRIES = 512;
export const MATCH_MEMO_CHARS = 64 * 1024;

export const PATCHES = [
  {
    file: `${LIB}dom/ssr/server.js`,
    find: "let routes = createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);",
    replace:
      "let routes = atelierServerRoutes(manifest.routes, routeModules, context.isSpaMode, () => createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode));",
    append: `
const atelierServerRoutesKept = new WeakMap();
function atelierServerRoutes(manifestRoutes, routeModules, isSpaMode, make) {
	let kept = atelierServerRoutesKept.get(manifestRoutes);
	if (kept && kept.isSpaMode === isSpaMode && atelierSameModules(kept.routeModules, routeModules)) return kept.routes;
	let routes = make();
	atelierServerRoutesKept.set(manifestRoutes, { routeModules: { ...routeModules }, isSpaMode, routes });
	return routes;
}
// The request handler makes a new id → module object for every request: compared by its entries.
function atelierSameModules(a, b) {
	let keys = Object.keys(b);
	if (keys.length !== Object.keys(a).length) return false;
	for (let key of keys) if (a[key] !== b[key]) return false;
	return true;
}
`,
  },
  {
    file: `${LIB}dom/server.js`,
    find: "let manifest = {};\n\tlet dataRoutes = convertRoutesToDataRoutes(routes, void 0, void 0, manifest);",
    replace: "let { manifest, dataRoutes } = atelierDataRoutes(routes);",
    append: `
const atelierDataRoutesKept = new WeakMap();
function atelierDataRoutes(routes) {
	let kept = atelierDataRoutesKept.get(routes);
	if (kept) return kept;
	let manifest = {};
	kept = { manifest, dataRoutes: convertRoutesToDataRoutes(routes, void 0, void 0, manifest) };
	atelierDataRoutesKept.set(routes, kept);
	return kept;
}
`,
  },
  {
    file: `${LIB}router/matcher.js`,
    find: [
      "\tupdate(routes) {",
      "\t\tthis.#routes = routes;",
      "\t\tthis.#branches = flattenAndRankRoutes(routes);",
      "\t}",
      "\tmatch(locationArg, allowPartial = false) {",
      "\t\treturn matchRoutesImpl(this.#routes, locationArg, this.#basename, allowPartial, this.#branches);",
      "\t}",
    ].join("\n"),
    replace: [
      "\t#kept = new Map();",
      "\t#keptChars = 0;",
      "\tupdate(routes) {",
      "\t\tthis.#routes = routes;",
      "\t\tthis.#branches = flattenAndRankRoutes(routes);",
      "\t\tthis.#kept.clear();",
      "\t\tthis.#keptChars = 0;",
      "\t}",
      "\tmatch(locationArg, allowPartial = false) {",
      '\t\tlet key = (allowPartial ? "p" : "w") + (typeof locationArg === "string" ? locationArg : locationArg.pathname || "/");',
      "\t\tlet matches = this.#kept.get(key);",
      "\t\tif (matches === undefined) {",
      "\t\t\tmatches = matchRoutesImpl(this.#routes, locationArg, this.#basename, allowPartial, this.#branches);",
      `\t\t\tif (this.#kept.size >= ${MATCH_MEMO_ENTRIES} || this.#keptChars + key.length > ${MATCH_MEMO_CHARS}) {`,
      "\t\t\t\tthis.#kept.clear();",
      "\t\t\t\tthis.#keptChars = 0;",
      "\t\t\t}",
      "\t\t\tthis.#kept.set(key, matches);",
      "\t\t\tthis.#keptChars += key.length;",
      "\t\t}",
      "\t\tif (matches === null) return null;",
      // One params object is shared by every match of a branch (matchRouteBranch): so is the copy's.
      "\t\tlet params = matches.length > 0 ? { ...matches[0].params } : {};",
      "\t\treturn matches.map((match) => ({ ...match, params }));",
      "\t}",
    ].join("\n"),
    append: "",
  },
];

/** The patched text of `file` (a path ending in one of PATCHES' files); unchanged for any other. */
export function patchSource(file, text) {
  const normalised = file.replaceAll("\\", "/");
  const patch = PATCHES.find((p) => normalised.endsWith(`node_modules/${p.file}`));
  if (!patch) return text;
  const found = text.split(patch.find).length - 1;
  if (found !== 1) {
    throw new Error(
      `react-router-patches: expected the text to replace once in ${patch.file}, found it ${found} times; React Router changed: review scripts/react-router-patches.mjs`,
    );
  }
  return text.replace(patch.find, () => patch.replace) + patch.append;
}

/** The esbuild plugin: every patched file is read through patchSource. */
export const reactRouterPatchesPlugin = {
  name: "atelier-react-router-patches",
  setup(b) {
    const filter = new RegExp(
      `node_modules[\\\\/]react-router[\\\\/]dist[\\\\/]production[\\\\/]lib[\\\\/](?:${PATCHES.map((p) =>
        p.file.slice(LIB.length).replaceAll(".", "\\.").replaceAll("/", "[\\\\/]"),
      ).join("|")})$`,
    );
    const patched = new Set();
    b.onLoad({ filter }, (args) => {
      patched.add(args.path.replaceAll("\\", "/"));
      return { contents: patchSource(args.path, readFileSync(args.path, "utf8")), loader: "js" };
    });
    b.onEnd((result) => {
      if (result.errors.length > 0) return;
      const missing = PATCHES.filter((p) => ![...patched].some((f) => f.endsWith(`node_modules/${p.file}`)));
      if (missing.length > 0) {
        return {
          errors: missing.map((p) => ({
            text: `react-router-patches: ${p.file} was never bundled; React Router changed: review scripts/react-router-patches.mjs`,
          })),
        };
      }
    });
  },
};
