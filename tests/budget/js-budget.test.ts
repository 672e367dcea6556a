// The JS budget against the real client build. Runs after `npm run build`:
//   npx vitest run --config tests/budget/vitest.config.ts
// (`npm run test:budget` runs the same check as a script with a per-route table.)
// Without a build this FAILS when CI=true and is skipped, saying why, elsewhere.
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_BUDGET_KB } from "../../scripts/budget/budget";
import { analyseBuild, budgetBreaches, formatReport } from "../../scripts/budget/js-budget";

const clientDir = path.resolve(
  process.env.JS_BUDGET_CLIENT_DIR ?? path.join(import.meta.dirname, "../../build/client"),
);
const built = existsSync(path.join(clientDir, "assets"));
const budgetBytes = Math.round(Number(process.env.JS_BUDGET_KB ?? DEFAULT_BUDGET_KB) * 1024);

if (!built) {
  const why = `JS budget: no client build at ${clientDir} — run \`npm run build\` first.`;
  if (process.env.CI) {
    describe("JS budget", () => {
      it("needs the client build", () => {
        throw new Error(`${why} (CI=true: a missing build is a failure, not a skip)`);
      });
    });
  } else {
    console.warn(`\n  ${why} Skipping.\n`);
    describe.skip("JS budget (no build)", () => {
      it("needs the client build", () => undefined);
    });
  }
} else {
  describe("JS budget", () => {
    const report = analyseBuild(clientDir);
    it("knows the shop routes", () => {
      expect(report.shopRoutes.length).toBeGreaterThan(0);
    });
    it(`keeps every shop route within ${budgetBytes / 1024} KB of gzip JavaScript and off dashboard chunks`, () => {
      const breaches = budgetBreaches(report, budgetBytes).map((b) => b.message);
      expect(breaches, formatReport(report, budgetBytes)).toEqual([]);
    });
  });
}
