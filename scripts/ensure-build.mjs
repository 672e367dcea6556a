// Builds the app when the sources are newer than the last build (or there is none), so every
// script that needs `build/` works on a fresh clone: `npm start`, `npm run serve`,
// `npm run test:e2e`, `npm run test:budget` and `npm run test:faults`. After `npm run build`
// it only compares modification times. Run directly (`node scripts/ensure-build.mjs`) or import
// `ensureBuild`.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SERVER_BUNDLE } from "./server-command.mjs";

const SOURCES = [
  "app",
  "server",
  "domain",
  "sdk",
  "public",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "scripts/build-server.mjs",
  "scripts/react-router-patches.mjs",
  // What vite.config.ts imports, and the compiler's settings.
  "scripts/assets",
  "tsconfig.json",
];
// Written last by a build: pages first (`react-router build` empties build/), then the bundle.
const STAMP = SERVER_BUNDLE;

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** True when there is no build or a source changed after it. */
export function buildIsStale() {
  return !existsSync(STAMP) || Math.max(...SOURCES.map(newestMtime)) > statSync(STAMP).mtimeMs;
}

/** Builds when stale; returns the exit status (0 when nothing had to be done). */
export function ensureBuild() {
  if (!buildIsStale()) return 0;
  console.log("Building Atelier (no build yet, or the sources changed)…");
  const pages = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (pages.status !== 0) return pages.status ?? 1;
  const bundle = spawnSync(process.execPath, ["scripts/build-server.mjs"], { stdio: "inherit" });
  return bundle.status ?? 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = ensureBuild();
}
