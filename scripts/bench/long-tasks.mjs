// Main-thread long tasks of a page load, as Lighthouse's simulation would count them
// (docs/benchmarks.md §0u):
//   node scripts/bench/long-tasks.mjs URL [LOADS]
// Each load is a new browser context (cold caches) in a phone's viewport, traced, not
// throttled. Per load it prints Σ max(0, 4 × task − 50 ms) over the tasks after the first
// contentful paint (Lantern multiplies observed CPU work by 4 on its mobile profile), the same
// for the tasks mostly spent in the framework chunk (React, the router), and the longest tasks;
// then the medians. DETAIL=1 also names what each task over 15 ms spent its time on.
import { chromium } from "@playwright/test";

const [url, loads = "6"] = process.argv.slice(2);
if (!url) throw new Error("usage: node scripts/bench/long-tasks.mjs URL [LOADS]");
const blocking = (tasks) => tasks.reduce((sum, ms) => sum + Math.max(0, 4 * ms - 50), 0);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
const all = [];
const framework = [];
for (let i = 0; i < Number(loads); i++) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await browser.startTracing(page, {
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"],
  });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(3500);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await context.close();
  const fcp = events.find((e) => e.name === "firstContentfulPaint");
  if (!fcp) throw new Error(`no first contentful paint in the trace of ${url}`);
  const main = events.filter((e) => e.ph === "X" && e.pid === fcp.pid && e.tid === fcp.tid);
  const tasks = main.filter((e) => e.name === "RunTask" && e.ts >= fcp.ts);
  const calls = main.filter((e) => e.name === "FunctionCall" && /\/framework-/.test(e.args?.data?.url ?? ""));
  const inFramework = tasks.filter((t) =>
    calls.some((c) => c.ts >= t.ts && c.ts < t.ts + t.dur && c.dur > t.dur / 2),
  );
  const ms = (e) => e.dur / 1000;
  all.push(blocking(tasks.map(ms)));
  framework.push(blocking(inFramework.map(ms)));
  const longest = tasks
    .map(ms)
    .sort((a, b) => b - a)
    .slice(0, 4);
  console.log(
    `load ${i + 1}: blocking ${all.at(-1).toFixed(0)} ms, framework ${framework.at(-1).toFixed(0)} ms;` +
      ` longest ${longest.map((d) => d.toFixed(1)).join(", ")} ms`,
  );
  if (process.env.DETAIL) {
    for (const task of tasks.filter((t) => t.dur > 15000)) {
      const parts = new Map();
      for (const e of main) {
        if (e === task || e.ts < task.ts || e.ts >= task.ts + task.dur || e.dur < 2000) continue;
        const what = [e.name, e.args?.data?.url?.replace(/.*\//, ""), e.args?.data?.functionName]
          .filter(Boolean)
          .join(" ");
        parts.set(what, Math.max(parts.get(what) ?? 0, ms(e)));
      }
      const top = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 6);
      console.log(
        `  ${((task.ts - fcp.ts) / 1000).toFixed(0)} ms after FCP, ${ms(task).toFixed(1)} ms:`,
        top.map(([what, d]) => `${what} ${d.toFixed(1)}`).join("; "),
      );
    }
  }
}
await browser.close();
console.log(
  `median of ${loads}: blocking ${median(all).toFixed(0)} ms, framework ${median(framework).toFixed(0)} ms`,
);
