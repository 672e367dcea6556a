import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import path from "node:path";
import { precompressDir } from "./scripts/assets/precompress.mjs";

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

export default defineConfig({
  plugins: [reactRouter(), precompressClient()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  build: { assetsInlineLimit: 0 },
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
});
