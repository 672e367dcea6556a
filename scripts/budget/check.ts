// `npm run test:budget`: the load-free performance budget, run after `npm run build`.
// Prints JavaScript per shop route (gzip) and fails when a route is over budget or loads a
// dashboard chunk.
//   JS_BUDGET_KB=140   budget per route in KB (1 KB = 1024 bytes; default DEFAULT_BUDGET_KB)
//   --client <dir>     client build to read (default build/client)
//   --json             print the report as JSON instead of a table
import { existsSync } from "node:fs";
import path from "node:path";
import { DEFAULT_BUDGET_KB } from "./budget";
import { analyseBuild, budgetBreaches, formatReport } from "./js-budget";

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function main(): number {
  const clientDir = path.resolve(arg("--client") ?? "build/client");
  const budgetKb = Number(process.env.JS_BUDGET_KB ?? DEFAULT_BUDGET_KB);
  if (!Number.isFinite(budgetKb) || budgetKb <= 0) {
    console.error(`JS_BUDGET_KB must be a positive number, got "${process.env.JS_BUDGET_KB}".`);
    return 2;
  }
  if (!existsSync(clientDir)) {
    console.error(`JS budget: no client build at ${clientDir}. Run \`npm run build\` first.`);
    return 1;
  }
  const report = analyseBuild(clientDir, { projectRoot: path.resolve(clientDir, "..", "..") });
  const budgetBytes = Math.round(budgetKb * 1024);
  if (process.argv.includes("--json")) console.log(JSON.stringify(report, null, 2));
  else console.log(formatReport(report, budgetBytes));
  if (report.shopRoutes.length === 0) {
    console.error("\nJS budget: the manifest lists no shop route; is this an Atelier build?");
    return 1;
  }
  const breaches = budgetBreaches(report, budgetBytes);
  if (breaches.length > 0) {
    console.error(`\nJS budget FAILED (${breaches.length}):`);
    for (const b of breaches) console.error(`  - ${b.message}`);
    return 1;
  }
  console.log(
    `\nJS budget: ${report.shopRoutes.length} shop route group(s) within ${budgetKb} KB, no dashboard chunk.`,
  );
  return 0;
}

try {
  process.exitCode = main();
} catch (err) {
  console.error(`JS budget: ${(err as Error).message}`);
  process.exitCode = 1;
}
