// Development aid: render seed illustrations into one PNG to judge the collection as a whole.
//   npx tsx scripts/media/render-contact-sheet.ts [out.png] [kind | kind:colour:view …] [--width=320]
// With no kinds, every kind is shown front and back in two palette colours.
import sharp from "sharp";
import { COLORS, isColorCode, type ColorCode } from "../../domain/colors";
import { GARMENT_KINDS, isGarmentKind, type GarmentKind } from "../../server/media/illustrations/kinds";
import { renderIllustration } from "../../server/media/illustrations/render-illustration";
import type { View } from "../../server/media/illustrations/types";

interface Cell {
  kind: GarmentKind;
  color: ColorCode;
  view: View;
}

const args = process.argv.slice(2);
const out = args.find((a) => a.endsWith(".png")) ?? "/tmp/contact-sheet.png";
const W = Number(args.find((a) => a.startsWith("--width="))?.slice(8) ?? 320);
const H = Math.round((W * 5) / 4);
const codes = Object.keys(COLORS) as ColorCode[];

function pick(i: number): ColorCode {
  return codes[((i % codes.length) + codes.length) % codes.length] ?? "camel";
}

function parse(token: string, i: number): Cell[] {
  const [kind = "", color, view] = token.split(":");
  if (!isGarmentKind(kind)) return [];
  if (color && isColorCode(color)) return [{ kind, color, view: view === "2" ? 2 : 1 }];
  return [
    { kind, color: pick(i * 5), view: 1 },
    { kind, color: pick(i * 5 + 7), view: 2 },
  ];
}

const tokens = args.filter((a) => !a.endsWith(".png") && !a.startsWith("--"));
const cells = (tokens.length ? tokens : GARMENT_KINDS).flatMap(parse);
const perRow = Math.min(Math.max(1, Math.round(2400 / W)), cells.length);
const rows = Math.ceil(cells.length / perRow);
const started = performance.now();
const tiles = await Promise.all(
  cells.map(async ({ kind, color, view }, i) => ({
    input: await sharp(Buffer.from(renderIllustration(kind, COLORS[color].hex, view)), {
      density: (72 * W) / 1280,
    })
      .resize(W, H)
      .png()
      .toBuffer(),
    left: (i % perRow) * W,
    top: Math.floor(i / perRow) * H,
  })),
);
await sharp({ create: { width: perRow * W, height: rows * H, channels: 3, background: "#ffffff" } })
  .composite(tiles)
  .png()
  .toFile(out);
console.log(`${cells.length} tiles → ${out} in ${Math.round(performance.now() - started)} ms`);
