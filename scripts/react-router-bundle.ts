// For the patches' tests: React Router (and whatever else `source` exports) bundled into a
// throwaway module as the server bundle has it, patched or not.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { reactRouterPatchesPlugin } from "./react-router-patches.mjs";

const root = path.resolve(import.meta.dirname, "..");

/** Imports `source` (an ES module's text) bundled for Node in production mode; `dispose` removes it. */
export async function bundled<T>(
  source: string,
  { patched }: { patched: boolean },
): Promise<{ module: T; text: string; dispose: () => void }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "rr-patches-"));
  const entry = path.join(dir, "entry.mjs");
  const out = path.join(dir, "out.mjs");
  // Every patched file is bundled, as in the server's build (the plugin fails a build that leaves
  // one out), whatever `source` itself imports.
  writeFileSync(entry, `import "react-router";\nimport "react-dom/server";\n${source}`);
  const result = await build({
    entryPoints: [entry],
    outfile: out,
    bundle: true,
    platform: "node",
    format: "esm",
    nodePaths: [path.join(root, "node_modules")],
    define: { "process.env.NODE_ENV": '"production"' },
    banner: {
      js: `import { createRequire } from "node:module"; const require = createRequire(${JSON.stringify(entry)});`,
    },
    plugins: patched ? [reactRouterPatchesPlugin] : [],
    logLevel: "silent",
    write: false,
  });
  const text = result.outputFiles[0]!.text;
  writeFileSync(out, text);
  const module = (await import(pathToFileURL(out).href)) as T;
  return { module, text, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}
