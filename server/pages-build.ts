// Where the production server finds the app folder and React Router's server build.
// Run from source (tsx) this module is used as is: build/server/index.js is imported at run time.
// scripts/build-server.mjs replaces this module in the server bundle with one that imports the
// build statically, so React, React Router and drizzle-orm end up in build/server-bundle/main.mjs
// once, shared by the HTTP server and the pages (see docs/benchmarks.md §4).
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";

/** The folder holding build/ (the repository or the deployed app). */
export const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export async function loadPagesBuild(): Promise<ServerBuild> {
  return (await import(path.join(appRoot, "build/server/index.js"))) as ServerBuild;
}
