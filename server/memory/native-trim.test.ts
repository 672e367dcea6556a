import { spawnSync } from "node:child_process";
import { writeFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadMallocTrim, TrimSchedule } from "./native-trim";

const MB = 1024 * 1024;

describe("TrimSchedule", () => {
  it("trims at the first check, then only after RSS grew by the step since the last trim", () => {
    const s = new TrimSchedule({ growthBytes: 8 * MB, freedBytes: 8 * MB });
    expect(s.due(200 * MB)).toBe(true);
    s.trimmed(180 * MB);
    expect(s.due(180 * MB)).toBe(false);
    expect(s.due(187 * MB)).toBe(false);
    expect(s.due(188 * MB)).toBe(true);
  });

  it("moves the mark up when a trim released little, so it does not trim every tick for nothing", () => {
    const s = new TrimSchedule({ growthBytes: 8 * MB, freedBytes: 8 * MB });
    s.trimmed(180 * MB);
    expect(s.due(190 * MB)).toBe(true);
    s.trimmed(189 * MB); // the growth was live data
    expect(s.due(190 * MB)).toBe(false);
    expect(s.due(197 * MB)).toBe(true);
  });

  it("trims once ArrayBuffers worth the step were freed since the last trim, though RSS did not grow", () => {
    const s = new TrimSchedule({ growthBytes: 8 * MB, freedBytes: 8 * MB });
    s.trimmed(260 * MB, 70 * MB); // the catalogue index's last buffers still alive
    expect(s.due(262 * MB, 72 * MB)).toBe(false);
    expect(s.due(262 * MB, 65 * MB)).toBe(false); // 7 MB freed since their highest
    expect(s.due(262 * MB, 47 * MB)).toBe(true); // a collection freed 25 MB of them
    s.trimmed(245 * MB, 47 * MB);
    expect(s.due(246 * MB, 47 * MB)).toBe(false);
    // Buffers that come and go under load: measured from their highest since the last trim.
    expect(s.due(246 * MB, 60 * MB)).toBe(false);
    expect(s.due(246 * MB, 51 * MB)).toBe(true);
  });
});

// glibc keeps freed memory below a live allocation; malloc_trim gives it back. Measured in a
// child process with --expose-gc so that the freed buffers really are freed before the check.
const CHILD = `
import { loadMallocTrim } from ${JSON.stringify(path.resolve(import.meta.dirname, "native-trim.ts"))};
const trim = await loadMallocTrim();
if (!trim) { console.log(JSON.stringify({ unavailable: true })); process.exit(0); }
// 96 MB in 16 KB buffers (below the mmap threshold, so in malloc's heap), every 64th kept: the
// kept ones pin the heap's top, so glibc cannot hand back the free regions between them itself.
let blocks = Array.from({ length: 6144 }, () => new Uint8Array(new ArrayBuffer(16 * 1024)).fill(1));
const kept = blocks.filter((_, i) => i % 64 === 63);
blocks = null;
globalThis.gc(); globalThis.gc();
await new Promise((r) => setTimeout(r, 50));
const before = process.memoryUsage.rss();
const released = trim();
const after = process.memoryUsage.rss();
console.log(JSON.stringify({ before, after, released, kept: kept.length }));
`;

describe("loadMallocTrim", () => {
  it.runIf(process.platform === "linux")("gives freed native memory back to the system", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "trim-"));
    try {
      const file = path.join(dir, "child.mts");
      writeFileSync(file, CHILD);
      const run = spawnSync(process.execPath, ["--expose-gc", "--import", "tsx", file], {
        encoding: "utf8",
        env: { ...process.env, MALLOC_ARENA_MAX: "2" },
        cwd: path.resolve(import.meta.dirname, "../.."),
      });
      expect(run.status, run.stderr).toBe(0);
      const out = JSON.parse(run.stdout.trim().split("\n").at(-1)!) as {
        before: number;
        after: number;
        released: boolean;
      };
      expect(out.released).toBe(true);
      // ~94 MB were freed below the kept buffers; at least half of it must leave the RSS.
      expect(out.before - out.after).toBeGreaterThan(48 * MB);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.runIf(process.platform === "linux")("is found on this platform (glibc Linux)", async () => {
    const trim = await loadMallocTrim();
    expect(trim).toBeTypeOf("function");
    expect(typeof trim!()).toBe("boolean");
  });
});
