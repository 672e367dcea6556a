// Where the figures were taken: cores, memory, CPU, Node, PostgreSQL, Chromium, and how busy
// the machine was (other work on a 2-core machine moves every figure).
import { readFileSync } from "node:fs";
import os from "node:os";
import pg from "pg";
import { chromiumVersion } from "./lighthouse";

export interface Machine {
  cores: number;
  memoryGb: number;
  cpu: string;
  node: string;
  postgres: string;
  chromium: string;
  os: string;
}

export async function describeMachine(adminUrl: string): Promise<Machine> {
  let cpu = os.cpus()[0]?.model ?? "unknown";
  try {
    cpu = /model name\s*:\s*(.+)/.exec(readFileSync("/proc/cpuinfo", "utf8"))?.[1]?.trim() ?? cpu;
  } catch {
    // not Linux
  }
  let postgres = "unavailable";
  try {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
    await client.connect();
    const { rows } = await client.query<{ v: string }>("select current_setting('server_version') as v");
    postgres = `PostgreSQL ${rows[0]?.v ?? "?"}`;
    await client.end();
  } catch {
    // reported as unavailable
  }
  let distro = `${os.type()} ${os.release()}`;
  try {
    distro = /PRETTY_NAME="([^"]+)"/.exec(readFileSync("/etc/os-release", "utf8"))?.[1] ?? distro;
  } catch {
    // keep uname
  }
  return {
    cores: os.availableParallelism(),
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    cpu,
    node: process.version,
    postgres,
    chromium: chromiumVersion(),
    os: distro,
  };
}

/** Samples the 1-minute load average every few seconds while the bench runs. */
export function watchLoad(everyMs = 5000) {
  const samples: number[] = [os.loadavg()[0]!];
  const timer = setInterval(() => samples.push(os.loadavg()[0]!), everyMs);
  timer.unref();
  return { samples, stop: () => clearInterval(timer) };
}

/** Other processes' CPU time while we ran is hard to isolate; the load average says enough. */
export function busyVerdict(loadSamples: number[], cores: number): { busy: boolean; text: string } {
  const sorted = [...loadSamples].sort((a, b) => a - b);
  const med = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const max = sorted[sorted.length - 1] ?? 0;
  return {
    // The bench itself keeps the server, the load generator and PostgreSQL busy: a load average
    // of about 2–3 on 2 cores is its own. Beyond 1.5 per core, something else was running too.
    busy: med > cores * 1.5,
    text: `load average (1 min) during the run: median ${med.toFixed(1)}, max ${max.toFixed(1)} on ${cores} cores`,
  };
}
