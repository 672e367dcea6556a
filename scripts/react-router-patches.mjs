// Edits to pinned framework code. PATCHES: React Router's production server code and React DOM's
// server renderer (its output writer, below), applied when the server is bundled; CLIENT_PATCHES:
// React Router's code in the browser's bundle (vite.config.ts). The server's edits:
//
// React Router's production server code, applied when the server is bundled
// (scripts/build-server.mjs). Each document request rebuilt what is the same for every request of
// a build (docs/benchmarks.md §0t and §0v, decisions 111 and 113):
//
// - the request handler made a new id → module object from the build's routes
//   (`createEntryRouteModules`), which `ServerRouter` then compared entry by entry with the last;
// - `ServerRouter` turned the build's route manifest into route objects (`createServerRoutes`);
// - `createStaticRouter` copied those into data routes (`convertRoutesToDataRoutes`);
// - the static handler's matcher ran the URL through every route's regular expression three times
//   (the request handler, the loaders' query, `<Scripts>`' partial manifest);
// - `<Links>` called every matched route's `links()` and deduplicated the descriptors;
// - `<Scripts>` wrote its two inline scripts (the route manifest as indented JSON among them) and
//   listed the module preloads, all from the build's manifest and the matched routes.
//
// One more is React DOM's (its server renderer's output writer, below). The first three are kept per manifest / route list (a WeakMap, so a new build's objects make new
// entries and the old ones go with them); the matcher keeps its answers per path (a bounded Map,
// emptied when its routes change) and hands out a copy each time, so a caller that changes a
// match's params changes only its own. `<Links>`' descriptors are kept per manifest and matched
// routes (checked against the route modules they came from: `links()` takes no argument, and the
// app's are constant); `<Scripts>`' texts per manifest and page shape (matched routes, and the
// routes the partial manifest names: those the address's parent folders match). Nothing here depends on the
// request: the same objects and strings were rebuilt identical every time. The nonce is not in
// what is kept: React writes it on each script element.
//
// Each edit must find its text exactly once in the pinned version, or the build fails: a React
// Router update that moves the code is then looked at, never silently left unpatched. A file may
// take several edits (one PATCHES entry each, applied in order).
import { readFileSync } from "node:fs";

const LIB = "react-router/dist/production/lib/";

/** At most this many paths' matches, and this many characters of paths, per matcher. */
export const MATCH_MEMO_ENTRIES = 512;
export const MATCH_MEMO_CHARS = 64 * 1024;
/** At most this many characters of `<Scripts>`' kept texts and keys per build (emptied when full). */
export const SCRIPTS_MEMO_CHARS = 512 * 1024;
/** At most this many route sets' `<Links>` descriptors per build (emptied when full). */
export const LINKS_MEMO_ENTRIES = 256;

const COMPONENTS = `${LIB}dom/ssr/components.js`;

const REACT_DOM_SERVER = "react-dom/cjs/react-dom-server.node.production.js";

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
	if (kept && kept.isSpaMode === isSpaMode && (kept.source === routeModules || atelierSameModules(kept.routeModules, routeModules))) return kept.routes;
	let routes = make();
	// \`source\`: the build's own frozen object (the server-runtime/entry.js edit) is the same on every request.
	atelierServerRoutesKept.set(manifestRoutes, { source: Object.isFrozen(routeModules) ? routeModules : undefined, routeModules: { ...routeModules }, isSpaMode, routes });
	return routes;
}
// Without the entry patch the request handler makes a new id → module object for every request:
// compared by its entries.
function atelierSameModules(a, b) {
	let keys = Object.keys(b);
	if (keys.length !== Object.keys(a).length) return false;
	for (let key of keys) if (a[key] !== b[key]) return false;
	return true;
}
`,
  },
  {
    file: `${LIB}server-runtime/entry.js`,
    find: "function createEntryRouteModules(manifest) {\n\treturn Object.keys(manifest).reduce(",
    replace:
      "function createEntryRouteModules(manifest) {\n\treturn atelierEntryRouteModules(manifest, atelierMakeEntryRouteModules);\n}\nfunction atelierMakeEntryRouteModules(manifest) {\n\treturn Object.keys(manifest).reduce(",
    append: `
// One id → module object per build, where every document request made its own; checked against
// the build's routes, and frozen: nothing a request does can change what the next one reads.
const atelierEntryModulesKept = new WeakMap();
function atelierEntryRouteModules(manifest, make) {
	let kept = atelierEntryModulesKept.get(manifest);
	if (kept && atelierEntryModulesCurrent(kept, manifest)) return kept;
	kept = Object.freeze(make(manifest));
	atelierEntryModulesKept.set(manifest, kept);
	return kept;
}
function atelierEntryModulesCurrent(kept, manifest) {
	for (let id in manifest) if (manifest[id] && kept[id] !== manifest[id].module) return false;
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
  {
    file: COMPONENTS,
    find: [
      "\tlet keyedLinks = React$1.useMemo(() => getKeyedLinksForMatches(matches, routeModules, manifest), [",
      "\t\tmatches,",
      "\t\trouteModules,",
      "\t\tmanifest",
      "\t]);",
    ].join("\n"),
    replace: "\tlet keyedLinks = atelierKeyedLinks(matches, routeModules, manifest);",
    append: `
const atelierLinksKept = new WeakMap();
function atelierKeyedLinks(matches, routeModules, manifest) {
	let byRoutes = atelierLinksKept.get(manifest);
	if (!byRoutes) atelierLinksKept.set(manifest, (byRoutes = new Map()));
	let key = matches.map((m) => m.route.id).join("\\0");
	let kept = byRoutes.get(key);
	if (kept && matches.every((m, i) => routeModules[m.route.id] === kept.modules[i])) return kept.links;
	let links = getKeyedLinksForMatches(matches, routeModules, manifest);
	if (byRoutes.size >= ${LINKS_MEMO_ENTRIES}) byRoutes.clear();
	byRoutes.set(key, { modules: matches.map((m) => routeModules[m.route.id]), links });
	return links;
}
`,
  },
  {
    file: COMPONENTS,
    find: "let contextScript = staticContext ?",
    replace:
      "let { contextScript, routeModulesScript } = atelierScriptTexts(manifest, router, matches, serverHandoffString, isStatic, staticContext, enableFogOfWar, () => {\n\t\tlet contextScript = staticContext ?",
    append: `
const atelierScriptsKept = new WeakMap();
// The routes getPartialManifest names, in its order: the page's matches, then those of every parent
// folder of the address. Keyed by these rather than by the folders, so addresses a visitor makes up
// (a catch-all under any folder) share one entry instead of pushing the real pages' out.
function atelierPartialRouteIds(router) {
	let routeIds = new Set(router.state.matches.map((m) => m.route.id));
	let segments = router.state.location.pathname.split("/").filter(Boolean);
	segments.pop();
	while (segments.length > 0) {
		let matches = router.match(\`/\${segments.join("/")}\`);
		if (matches) matches.forEach((m) => routeIds.add(m.route.id));
		segments.pop();
	}
	return [...routeIds];
}
function atelierScriptsShape(manifest, router, matches, parts) {
	let kept = atelierScriptsKept.get(manifest);
	if (!kept) atelierScriptsKept.set(manifest, (kept = { byShape: new Map(), chars: 0 }));
	let key = [...parts, matches.map((m) => m.route.id).join("\\0"), atelierPartialRouteIds(router).join("\\0")].join("\\0\\0");
	return { kept, key };
}
function atelierScriptsKeep(kept, key, value, chars) {
	if (kept.chars + key.length + chars > ${SCRIPTS_MEMO_CHARS}) {
		kept.byShape.clear();
		kept.chars = 0;
	}
	kept.byShape.set(key, value);
	kept.chars += key.length + chars;
	return value;
}
function atelierScriptTexts(manifest, router, matches, serverHandoffString, isStatic, staticContext, enableFogOfWar, make) {
	let { kept, key } = atelierScriptsShape(manifest, router, matches, ["texts", serverHandoffString, String(!!isStatic), String(!!staticContext), String(!!enableFogOfWar)]);
	let texts = kept.byShape.get(key);
	if (texts) return texts;
	texts = make();
	return atelierScriptsKeep(kept, key, texts, texts.contextScript.length + texts.routeModulesScript.length);
}
function atelierPreloads(manifest, router, matches) {
	let { kept, key } = atelierScriptsShape(manifest, router, matches, ["preloads"]);
	let preloads = kept.byShape.get(key);
	if (preloads) return preloads;
	preloads = [...new Set(manifest.entry.imports.concat(getModuleLinkHrefs(matches, manifest, { includeHydrateFallback: true })))];
	return atelierScriptsKeep(kept, key, preloads, preloads.reduce((n, href) => n + href.length, 0));
}
`,
  },
  {
    file: COMPONENTS,
    find: "import(${JSON.stringify(manifest.entry.module)});`;",
    replace:
      "import(${JSON.stringify(manifest.entry.module)});`;\n\t\treturn { contextScript, routeModulesScript };\n\t\t});",
    append: "",
  },
  {
    file: COMPONENTS,
    find: "let preloads = isHydrated || isRSCRouterContext ? [] : [...new Set(manifest.entry.imports.concat(getModuleLinkHrefs(matches, manifest, { includeHydrateFallback: true })))];",
    replace:
      "let preloads = isHydrated || isRSCRouterContext ? [] : atelierPreloads(manifest, router, matches);",
    append: "",
  },
  // React DOM's server renderer (not React Router's, but bundled and checked the same way):
  // `writeChunk` encoded each string chunk into its 4 KB output view through a new `subarray`
  // view and TextEncoder's `encodeInto`, which answers with a new object: two allocations per
  // chunk, ~700 chunks a rendered page (~80 KB of a page's ~800 KB of garbage), and ~40 % of the
  // writer's time. A chunk that certainly fits (three bytes per UTF-16 unit at most) is written
  // in place by Node's `utf8Write`; any other takes React's own path.
  {
    file: REACT_DOM_SERVER,
    find: `        var target = currentView;
        0 < writtenBytes && (target = currentView.subarray(writtenBytes));
        target = textEncoder.encodeInto(chunk, target);
        var read = target.read;
        writtenBytes += target.written;
        read < chunk.length &&`,
    replace: `        var target = currentView, read = chunk.length;
        if (3 * chunk.length <= 4096 - writtenBytes && atelierUtf8Write)
          writtenBytes += atelierUtf8Write.call(currentView, chunk, writtenBytes);
        else
          0 < writtenBytes && (target = currentView.subarray(writtenBytes)),
          (target = textEncoder.encodeInto(chunk, target)),
          (read = target.read),
          (writtenBytes += target.written);
        read < chunk.length &&`,
    append: `
// Node's Buffer method writes into any Uint8Array (the views stay plain ones: a byte stream
// detaches what it is given, which a Buffer from Node's shared pool cannot be).
var atelierUtf8Write = typeof Buffer === "function" && typeof Buffer.prototype.utf8Write === "function" ? Buffer.prototype.utf8Write : null;
`,
  },
];

/**
 * Edits to React Router's code in the browser's bundle (vite.config.ts). The router's
 * instrumentation hooks (`instrumentations` of `createBrowserRouter`/`HydratedRouter`) are never
 * used here, but every page shipped their module: ~1.4 KB gzip of each route's JS. The router only
 * calls into it when instrumentations are given, except for one lookup that then finds nothing.
 */
export const CLIENT_PATCHES = [
  {
    file: `${LIB}router/router.js`,
    find: 'import { consumeInstrumentationClientResultMetaReceiver, getRouteInstrumentationUpdates, instrumentClientSideRouter } from "./instrumentation.js";',
    // One line, as the import it replaces: the lines after it keep their numbers (no source map).
    replace:
      "const consumeInstrumentationClientResultMetaReceiver = () => undefined; const getRouteInstrumentationUpdates = () => { throw new Error(\"React Router's instrumentations are left out of Atelier's browser bundle (scripts/react-router-patches.mjs)\"); }; const instrumentClientSideRouter = getRouteInstrumentationUpdates;",
    append: "",
  },
];

/** The patched text of `file` (a path ending in one of the patches' files); unchanged for any other. */
export function patchSource(file, text, patchList = PATCHES) {
  const normalised = file.replaceAll("\\", "/");
  const patches = patchList.filter((p) => normalised.endsWith(`node_modules/${p.file}`));
  let patched = text;
  for (const patch of patches) {
    const found = patched.split(patch.find).length - 1;
    if (found !== 1) {
      throw new Error(
        `react-router-patches: expected the text to replace once in ${patch.file}, found it ${found} times; React Router changed: review scripts/react-router-patches.mjs`,
      );
    }
    patched = patched.replace(patch.find, () => patch.replace) + patch.append;
  }
  return patched;
}

/** The esbuild plugin: every patched file is read through patchSource. */
export const reactRouterPatchesPlugin = {
  name: "atelier-react-router-patches",
  setup(b) {
    const filter = new RegExp(
      `node_modules[\\\\/](?:${PATCHES.map((p) => p.file.replaceAll(".", "\\.").replaceAll("/", "[\\\\/]")).join("|")})$`,
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

/** The Vite plugin for the browser's build: CLIENT_PATCHES, each file checked to have been bundled. */
export function reactRouterClientPatches() {
  const patched = new Set();
  return {
    name: "atelier:react-router-client-patches",
    apply: "build",
    applyToEnvironment: (env) => env.name === "client",
    transform(code, id) {
      const file = id.split("?")[0].replaceAll("\\", "/");
      if (!CLIENT_PATCHES.some((p) => file.endsWith(`node_modules/${p.file}`))) return null;
      patched.add(file);
      return { code: patchSource(file, code, CLIENT_PATCHES), map: null };
    },
    buildEnd(error) {
      if (error) return;
      const missing = CLIENT_PATCHES.filter(
        (p) => ![...patched].some((f) => f.endsWith(`node_modules/${p.file}`)),
      );
      if (missing.length > 0)
        this.error(
          `react-router-patches: ${missing.map((p) => p.file).join(", ")} never bundled for the browser; React Router changed: review scripts/react-router-patches.mjs`,
        );
    },
  };
}
