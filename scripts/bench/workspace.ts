// The bench runs on a snapshot of the working tree in a temporary folder: building there leaves
// the repository's build/ alone (other work may be serving or testing it), and edits made while
// the bench runs do not change what is measured. node_modules is linked, not copied.
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const DIRS = ["app", "server", "domain", "sdk", "public"];
const FILES = [
  "package.json",
  "tsconfig.json",
  "vite.config.ts",
  "react-router.config.ts",
  "scripts/start.mjs",
  "scripts/ensure-build.mjs", // imported by start.mjs
  "scripts/build-server.mjs",
  "scripts/react-router-patches.mjs", // imported by build-server.mjs
  "scripts/server-command.mjs",
  "scripts/assets/precompress.mjs", // imported by vite.config.ts
  "scripts/assets/class-names.mjs", // imported by vite.config.ts
];

export function snapshot(repoRoot: string, into?: string): string {
  const dir = into ? path.resolve(into) : mkdtempSync(path.join(tmpdir(), "atelier-bench-"));
  mkdirSync(dir, { recursive: true });
  for (const d of DIRS) {
    rmSync(path.join(dir, d), { recursive: true, force: true });
    cpSync(path.join(repoRoot, d), path.join(dir, d), { recursive: true });
  }
  for (const f of FILES) {
    mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    cpSync(path.join(repoRoot, f), path.join(dir, f));
  }
  if (!existsSync(path.join(dir, "node_modules")))
    symlinkSync(path.join(repoRoot, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}

/** Runs a command to completion with a time limit; rejects on a non-zero exit. */
export function run(
  cmd: string,
  args: string[],
  opts: { cwd: string; env?: NodeJS.ProcessEnv; timeoutMs: number; quiet?: boolean },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: opts.cwd,
      env: opts.env ?? process.env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    const onData = (b: Buffer) => {
      out += b.toString();
      if (out.length > 200_000) out = out.slice(-100_000);
      if (!opts.quiet) process.stderr.write(b);
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`${cmd} ${args.join(" ")} timed out after ${opts.timeoutMs / 1000} s`));
    }, opts.timeoutMs);
    child.on("error", (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else {
        const name = (args[0] ?? cmd).split("node_modules/").pop();
        const said = out.match(/(Runtime error encountered|Error)[^\n]*/)?.[0];
        reject(new Error(`${name} exited ${code}${said ? `: ${said}` : ""}\n${out.slice(-4000)}`));
      }
    });
  });
}

/**
 * `react-router build` in the snapshot, with hidden client source maps: the chunks are byte for
 * byte those of `npm run build` (no sourceMappingURL comment), and the .map files let the JS
 * budget name the source of every chunk. Then the server bundle, as `npm run build` does.
 */
export async function buildApp(dir: string): Promise<number> {
  const started = performance.now();
  await run(
    process.execPath,
    [path.join(dir, "node_modules/@react-router/dev/bin.cjs"), "build", "--sourcemapClient", "hidden"],
    { cwd: dir, timeoutMs: 10 * 60_000, quiet: true },
  );
  await run(process.execPath, [path.join(dir, "scripts/build-server.mjs"), dir], {
    cwd: dir,
    timeoutMs: 5 * 60_000,
    quiet: true,
  });
  return performance.now() - started;
}
