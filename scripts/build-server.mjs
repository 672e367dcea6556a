// Bundles the production server (server/main.ts) into build/server-bundle/main.mjs with esbuild,
// after `react-router build` (which empties build/). Run with plain `node`: no tsx, and one ES
// module instead of hundreds — Node 24's ESM loader on drizzle-orm alone costs ~150 MB of RSS
// (docs/benchmarks.md §4) — plus chunks (build/server-bundle/chunks/) for what is only imported
// on demand.
//
// - React Router's server build (build/server/index.js) is bundled in too (server/pages-build.ts
//   is swapped for a static import), so React, React Router and drizzle-orm exist once.
// - Left external, loaded from node_modules at run time: packages with native code or that read
//   files next to themselves (sharp; PGlite's .wasm/.data).
// - Migrations are copied next to the bundle: server/db/client.ts reads them from
//   `<dir of the running module>/migrations`.
// - build/client (static assets) is found from the app folder, two levels above the bundle.
//
// Usage: node scripts/build-server.mjs [appDir]   (appDir defaults to the current folder)
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { reactRouterPatchesPlugin } from "./react-router-patches.mjs";

const appDir = path.resolve(process.argv[2] ?? ".");
const outDir = path.join(appDir, "build/server-bundle");
const pagesBuild = path.join(appDir, "build/server/index.js");

if (!existsSync(pagesBuild)) {
  console.error(
    `build-server: ${path.relative(process.cwd(), pagesBuild)} is missing; run \`react-router build\` first.`,
  );
  process.exit(1);
}

// koffi: native (the FFI that calls glibc's malloc_trim, server/memory/native-trim.ts).
// prettier: React Email's render imports it lazily for its `pretty` option, which the mails never use.
export const EXTERNAL = [
  "sharp",
  "koffi",
  "@electric-sql/pglite",
  "@electric-sql/pglite/*",
  "prettier",
  "prettier/*",
];

// Bundled CommonJS (react-dom/server, pg, nodemailer, …) calls require() for Node built-ins.
const BANNER = [
  'import { createRequire as __atelierCreateRequire } from "node:module";',
  "const require = __atelierCreateRequire(import.meta.url);",
].join("\n");

/** Serves server/pages-build.ts from the bundle's point of view. */
const pagesBuildPlugin = {
  name: "atelier-pages-build",
  setup(b) {
    b.onResolve({ filter: /[\\/]pages-build$/ }, (args) =>
      args.importer.startsWith(path.join(appDir, "server"))
        ? { path: "pages-build", namespace: "atelier" }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: "atelier" }, () => ({
      resolveDir: appDir,
      loader: "js",
      contents: [
        'import path from "node:path";',
        'import { fileURLToPath } from "node:url";',
        `import * as build from ${JSON.stringify(pagesBuild)};`,
        "// The bundle is build/server-bundle/main.mjs: the app folder is two levels up.",
        'export const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");',
        "export async function loadPagesBuild() { return build; }",
      ].join("\n"),
    }));
  },
};

const started = performance.now();
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const result = await build({
  entryPoints: { main: path.join(appDir, "server/main.ts") },
  outdir: outDir,
  outExtension: { ".js": ".mjs" },
  // What the server imports on demand (the S3 blob store: the AWS SDK, ~0.8 MB of source) is a
  // chunk of its own, read only by a process that uses it: V8 keeps every loaded module's whole
  // source for the life of the process.
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  absWorkingDir: appDir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  external: EXTERNAL,
  banner: { js: BANNER },
  // The bundle is the production server: drop React's development builds from it.
  define: { "process.env.NODE_ENV": '"production"' },
  // What React Router rebuilt for every document request is kept instead (react-router-patches.mjs).
  plugins: [pagesBuildPlugin, reactRouterPatchesPlugin],
  legalComments: "none",
  // V8 keeps the whole source of the bundle in memory for as long as the process runs, and keeps
  // it as two bytes per character if a single character of it is past U+00FF (comments
  // included). Without comments and indentation, and with strings escaped to ASCII (esbuild's
  // default), it is 6.5 MB of one-byte text instead of 19 MB (decision 93). Stack traces keep
  // their function names; `node --enable-source-maps` maps them to the sources.
  minifyWhitespace: true,
  charset: "ascii",
  sourcemap: "linked",
  logLevel: "warning",
  metafile: true,
});
cpSync(path.join(appDir, "server/db/migrations"), path.join(outDir, "migrations"), { recursive: true });

// A regex literal is copied as written (esbuild cannot escape it): fail the build rather than
// ship a source that V8 keeps at twice its size.
const outputs = Object.keys(result.metafile.outputs).filter((f) => f.endsWith(".mjs"));
for (const file of outputs) {
  const source = readFileSync(path.join(appDir, file), "latin1");
  // Read as latin1, every byte past 0x7f is one character in U+0080–U+00FF.
  const wide = /[\u0080-\u00ff]/.exec(source);
  if (wide) {
    console.error(
      `build-server: ${path.basename(file)} has a non-ASCII byte near ${JSON.stringify(source.slice(Math.max(0, wide.index - 60), wide.index + 20))}; escape it in the source as \\u followed by its four hex digits.`,
    );
    process.exit(1);
  }
}
// Code that finds files from its own place (the migrations, the client build, the pages build)
// must stay in main.mjs: from chunks/ it would look one folder too deep. Each chunk has the
// banner's one use of import.meta.url and no other.
for (const file of outputs.filter((f) => path.basename(f) !== "main.mjs")) {
  const uses = readFileSync(path.join(appDir, file), "latin1").split("import.meta.url").length - 1;
  if (uses > 1) {
    console.error(
      `build-server: ${path.basename(file)} uses import.meta.url; a module that reads files beside itself must be imported statically by the server.`,
    );
    process.exit(1);
  }
}
const kb = Math.round(statSync(path.join(outDir, "main.mjs")).size / 1024);
const chunks = outputs.length - 1;
const inputs = Object.keys(result.metafile.inputs).length;
console.log(
  `build-server: build/server-bundle/main.mjs (${kb} KB, ${inputs} modules; ${chunks} chunk${chunks === 1 ? "" : "s"} loaded on demand) in ${Math.round(performance.now() - started)} ms`,
);
