// The server's Node flags are spelled out in three more places than scripts/server-command.mjs:
// they must agree, or the bench would measure a server unlike the one deployed (decision 52).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { NODE_FLAGS, SERVER_BUNDLE, SERVER_ENV, serverEnv } from "./server-command.mjs";

const command = `${NODE_FLAGS.join(" ")} ${SERVER_BUNDLE}`;

describe("server command", () => {
  it("keeps PGlite's WebAssembly on the baseline compiler, a small young generation and a slow-growing heap", () => {
    expect(NODE_FLAGS).toContain("--liftoff-only");
    expect(NODE_FLAGS).toContain("--max-semi-space-size=4");
    expect(NODE_FLAGS).toContain("--heap-growing-percent=100");
  });

  it("does not let V8 pretenure allocation sites (a slow request's survivors made every later quick one promote)", () => {
    expect(NODE_FLAGS).toContain("--no-allocation-site-pretenuring");
  });

  it("is the same in npm run serve, the systemd unit and the deploying guide", () => {
    const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    expect(pkg.scripts.serve).toContain(`node ${command}`);
    expect(readFileSync("deploy/atelier@.service", "utf8")).toContain(`node ${command}`);
    expect(readFileSync("docs/deploying.md", "utf8")).toContain(`node ${command}`);
  });

  it("runs with two malloc arenas everywhere it is started", () => {
    expect(SERVER_ENV).toEqual({ MALLOC_ARENA_MAX: "2" });
    expect(serverEnv({ PORT: "1" })).toEqual({ PORT: "1", MALLOC_ARENA_MAX: "2" });
    const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    expect(pkg.scripts.serve).toContain("MALLOC_ARENA_MAX=2 node");
    expect(readFileSync("deploy/atelier@.service", "utf8")).toContain("Environment=MALLOC_ARENA_MAX=2");
    expect(readFileSync("docs/deploying.md", "utf8")).toContain("MALLOC_ARENA_MAX=2");
  });
});
