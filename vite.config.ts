import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin, type Rolldown } from "vite";
import path from "node:path";
import { shortClassName } from "./scripts/assets/class-names.mjs";
import { precompressDir } from "./scripts/assets/precompress.mjs";
import { reactRouterClientPatches } from "./scripts/react-router-patches.mjs";

/** After the client build: `.br`/`.gz` beside each JS/CSS/SVG file, served by server/static.ts. */
function precompressClient(): Plugin {
  return {
    name: "atelier:precompress",
    apply: "build",
    applyToEnvironment: (env) => env.name === "client",
    async writeBundle(options) {
      if (!options.dir) return;
      const r = await precompressDir(options.dir);
      const kb = (n: number) => (n / 1024).toFixed(0);
      this.environment.logger.info(
        `precompressed ${r.files} files: ${kb(r.bytes)} KB → brotli ${kb(r.brotliBytes)} KB, gzip ${kb(r.gzipBytes)} KB`,
      );
    },
  };
}

const ROOT_ROUTE = path.resolve(import.meta.dirname, "app/root.tsx");

/**
 * Name of the `shop-frame` chunk for a module statically imported, directly or not, by
 * app/root.tsx (the shop frame, its stores and ui, and their CSS), else null. Every page loads
 * root and so all of these anyway: one chunk and one stylesheet instead of ~20 small chunks and
 * ~5 stylesheets queued ahead of the LCP image on HTTP/1.1. No page loads more code than before.
 */
function shopFrameChunk(): Rolldown.CodeSplittingNameFunction {
  let frame: Set<string> | undefined;
  return (id, ctx) => {
    if (!frame) {
      // Everything app/root.tsx imports statically, directly or not (not its dynamic imports).
      frame = new Set();
      const queue = [...(ctx.getModuleInfo(ROOT_ROUTE)?.importedIds ?? [])];
      for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
        if (frame.has(next) || next === ROOT_ROUTE) continue;
        frame.add(next);
        queue.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
      }
    }
    return frame.has(id) ? "shop-frame" : null;
  };
}

export default defineConfig(({ command }) => ({
  plugins: [reactRouter(), reactRouterClientPatches(), precompressClient()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  // Built pages carry short class names (`_k3f9a` instead of `_link_qims4_50`): the names were
  // 13 KB of the category page's HTML and a quarter of the CSS inlined in every personal page.
  // The dev server keeps Vite's readable ones.
  css:
    command === "build"
      ? { modules: { generateScopedName: shortClassName(import.meta.dirname) } }
      : undefined,
  build: { assetsInlineLimit: 0 },
  environments: {
    // React, react-dom and React Router's runtime, which every page loads, as one chunk instead
    // of six: fewer requests queued ahead of the LCP image on HTTP/1.1, and ~4 KB less gzip.
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](?:react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
                  priority: 2,
                },
                { name: shopFrameChunk(), priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
}));
