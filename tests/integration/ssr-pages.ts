// The shop's pages rendered in the test process, without a production build (the integration
// suite runs before `npm run build`): Vite loads React Router's server build from source, as
// `npm run dev` does, and React Router renders it in production mode.
import path from "node:path";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createServer, isRunnableDevEnvironment, type ViteDevServer } from "vite";
import type { PageHandler } from "../../server/app";

export interface SsrPages {
  pages: PageHandler;
  /** A module as the rendered pages see it (the same instance), by its path from the root. */
  module<T>(id: string): Promise<T>;
  close(): Promise<void>;
}

export async function startSsrPages(): Promise<SsrPages> {
  const root = path.resolve(import.meta.dirname, "../..");
  const vite: ViteDevServer = await createServer({
    root,
    configFile: path.join(root, "vite.config.ts"),
    logLevel: "error",
    appType: "custom",
    // No HMR socket: several test runs share the machine's ports.
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  const ssr = vite.environments.ssr;
  if (!ssr || !isRunnableDevEnvironment(ssr)) throw new Error("Vite's SSR environment is not runnable");
  const build = (await ssr.runner.import("virtual:react-router/server-build")) as ServerBuild;
  const handler = createRequestHandler(build, "production");
  return {
    pages: (request, context) => handler(request, context),
    module: async <T>(id: string) => (await ssr.runner.import(id)) as T,
    close: () => vite.close(),
  };
}
