// Starts the built server for Playwright on a data folder emptied first, so every run begins
// from the seed. Runs server/main.ts through tsx in this same process (no npm wrapper to orphan).
import { rmSync } from "node:fs";
import { spawn } from "node:child_process";

rmSync(process.env.DATA_DIR ?? "data/e2e", { recursive: true, force: true });
const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  stdio: "inherit",
  env: process.env,
});
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
