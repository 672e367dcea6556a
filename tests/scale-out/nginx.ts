// Debian's nginx in front of the test's processes, running deploy/nginx.conf itself: only the
// upstream servers, the listening port and the cache folder are replaced. It runs in the
// foreground from a temporary folder (its pid, logs and temp files there), like any user's.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

export interface RunningNginx {
  url: string;
  /** nginx's error log so far, for a failing test's message. */
  errors(): string;
  stop(): Promise<void>;
}

/** deploy/nginx.conf with this run's upstreams, port and cache folder. */
export function siteConfig(upstreamPorts: number[], port: number, cacheDir: string): string {
  const shipped = readFileSync(path.resolve("deploy/nginx.conf"), "utf8");
  const upstreams = upstreamPorts
    .map((p) => `    server 127.0.0.1:${p} max_fails=3 fail_timeout=10s;`)
    .join("\n");
  const site = shipped
    .replace(
      /(upstream atelier \{\n\s*least_conn;\n)(?:\s*server 127\.0\.0\.1:\d+[^\n]*\n)+/,
      `$1${upstreams}\n`,
    )
    .replace(/^\s*listen \[::\]:80;\n/m, "")
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace("/var/cache/nginx/atelier", cacheDir);
  if (!site.includes(`127.0.0.1:${upstreamPorts[0]}`) || !site.includes(`listen 127.0.0.1:${port}`))
    throw new Error("deploy/nginx.conf no longer has the upstream and listen lines this test replaces");
  return site;
}

export async function startNginx(upstreamPorts: number[], port: number): Promise<RunningNginx> {
  const dir = mkdtempSync(path.join(tmpdir(), "atelier-nginx-"));
  // Debian's module snippets name "modules/…" relative to the prefix, which is /usr/share/nginx there.
  symlinkSync("/usr/lib/nginx/modules", path.join(dir, "modules"));
  writeFileSync(path.join(dir, "atelier.conf"), siteConfig(upstreamPorts, port, path.join(dir, "cache")));
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((t) => `  ${t}_temp_path ${path.join(dir, t)};`)
    .join("\n");
  // As Debian's /etc/nginx/nginx.conf does: enabled modules (brotli) and mime types.
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `daemon off;
${process.getuid?.() === 0 ? "user root;" : ""}
worker_processes 2;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
include /etc/nginx/modules-enabled/*.conf;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
${temp}
  include ${path.join(dir, "atelier.conf")};
}
`,
  );
  const args = ["-c", path.join(dir, "nginx.conf"), "-p", dir + "/"];
  const check = spawnSync(NGINX, ["-t", ...args], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx -t refused the configuration:\n${check.stderr}`);
  const child: ChildProcess = spawn(NGINX, args, { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}`;
  const errors = () =>
    existsSync(path.join(dir, "error.log")) ? readFileSync(path.join(dir, "error.log"), "utf8") : "";
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${errors()}`);
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer within 20 s:\n${errors()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    errors,
    stop: async () => {
      const exited = new Promise((r) => child.once("exit", r));
      spawnSync(NGINX, ["-s", "quit", ...args]);
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
