// A throwaway PostgreSQL cluster on its own port, owned by the fault suite, so stopping the
// database under load never disturbs the shared server other tests use.
import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

export interface Cluster {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

/** Runs a PostgreSQL tool as the postgres user when we are root (initdb refuses root). */
function pgTool(tool: string, args: string[]): void {
  const cmd = path.join(BIN, tool);
  if (process.getuid?.() === 0)
    execFileSync("runuser", ["-u", "postgres", "--", cmd, ...args], { stdio: "ignore" });
  else execFileSync(cmd, args, { stdio: "ignore" });
}

export async function privateCluster(port: number): Promise<Cluster> {
  const dir = mkdtempSync(path.join(tmpdir(), "atelier-pg-"));
  chmodSync(dir, 0o777);
  const data = path.join(dir, "data");
  if (process.getuid?.() === 0) execFileSync("chown", ["postgres", dir]);
  pgTool("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
  const ctl = (action: string) =>
    pgTool("pg_ctl", [
      "-D",
      data,
      "-w",
      "-t",
      "30",
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
      "-l",
      path.join(dir, "log"),
      action,
    ]);
  ctl("start");
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => ctl("stop"),
    start: async () => ctl("start"),
    destroy: async () => {
      try {
        ctl("stop");
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
