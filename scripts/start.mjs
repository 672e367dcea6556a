// `npm start`: build the app when the sources are newer than the last build, then serve it with
// plain `node` from the server bundle (scripts/build-server.mjs). A fresh clone builds once
// (~20 s); later starts go straight to the server.
import { spawnSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { SERVER_BUNDLE, serverArgs } from "./server-command.mjs";

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

const stale = !existsSync(STAMP) || Math.max(...SOURCES.map(newestMtime)) > statSync(STAMP).mtimeMs;
if (stale) {
  console.log("Building Atelier (first start or changed sources)…");
  const pages = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (pages.status !== 0) process.exit(pages.status ?? 1);
  const bundle = spawnSync(process.execPath, ["scripts/build-server.mjs"], { stdio: "inherit" });
  if (bundle.status !== 0) process.exit(bundle.status ?? 1);
}

const child = spawn(process.execPath, serverArgs(), { stdio: "inherit" });
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
