// Development aid: time cold seed renders (SVG → WebP, the work a first media request does) at
// every width (run: npx tsx scripts/media/time-render.ts [kind] [colour] [view]).
import { COLORS, isColorCode } from "../../domain/colors";
import { IMAGE_WIDTHS } from "../../domain/images";
import { isGarmentKind } from "../../server/media/illustrations/kinds";
import { renderSeedWebp } from "../../server/media/render-seed";

const [kind = "trench-coat", color = "camel", view = "1"] = process.argv.slice(2);
if (!isGarmentKind(kind) || !isColorCode(color)) throw new Error(`Unknown ${kind}/${color}`);
const seed = { type: "seed", kind, color, view: view === "2" ? 2 : 1 } as const;
await renderSeedWebp(seed, 320); // warm up sharp and librsvg
for (const width of IMAGE_WIDTHS) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < 3; i += 1) {
    const started = performance.now();
    bytes = (await renderSeedWebp(seed, width)).length;
    times.push(performance.now() - started);
  }
  console.log(
    `${kind}/${color}/${view} @${width}: ${Math.min(...times).toFixed(0)}–${Math.max(...times).toFixed(0)} ms, ${Math.round(bytes / 1024)} KB (${COLORS[color].name})`,
  );
}
