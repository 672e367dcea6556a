// Development aid: cold-render timing for every kind and view at 1280 px (best of three, so
// noise from other processes is discounted). Run: npx tsx scripts/media/bench-renders.ts
import { COLORS } from "../../domain/colors";
import { GARMENT_KINDS } from "../../server/media/illustrations/kinds";
import { renderSeedWebp } from "../../server/media/render-seed";

const rows: [string, number][] = [];
await renderSeedWebp({ type: "seed", kind: "trench-coat", color: "camel", view: 1 }, 320);
for (const kind of GARMENT_KINDS) {
  for (const view of [1, 2] as const) {
    const times: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const started = performance.now();
      await renderSeedWebp({ type: "seed", kind, color: "navy", view }, 1280);
      times.push(performance.now() - started);
    }
    rows.push([`${kind}/${view}`, Math.min(...times)]);
  }
}
rows.sort((a, b) => b[1] - a[1]);
for (const [name, ms] of rows) console.log(`${name.padEnd(18)} ${ms.toFixed(0)} ms`);
const all = rows.map((r) => r[1]).sort((a, b) => a - b);
console.log(
  `median ${all[Math.floor(all.length / 2)]?.toFixed(0)} ms, max ${all[all.length - 1]?.toFixed(0)} ms (${COLORS.navy.name}, 1280 px)`,
);
