// Starts the built server for Playwright on a data folder emptied first, so every run begins
// from the seed. Runs the server bundle (`npm run build`) as a child of this process, with no npm
// wrapper to orphan.
import { existsSync, rmSync } from "node:fs";
import { spawn } from "node:child_process";
import { SERVER_BUNDLE, serverArgs, serverEnv } from "./server-command.mjs";

if (!existsSync(SERVER_BUNDLE)) {
  console.error(`${SERVER_BUNDLE} is missing: run \`npm run build\` first.`);
  process.exit(1);
}

rmSync(process.env.DATA_DIR ?? "data/e2e", { recursive: true, force: true });
const child = spawn(process.execPath, serverArgs(), {
  stdio: "inherit",
  env: serverEnv(),
});
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
