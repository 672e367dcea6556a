// `npm start`: build the app when the sources are newer than the last build, then serve it.
// A fresh clone builds once (~20 s); later starts go straight to the server.
import { spawnSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const SOURCES = [
  "app",
  "server",
  "domain",
  "sdk",
  "public",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
];
const STAMP = "build/server/index.js";

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
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], { stdio: "inherit" });
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
