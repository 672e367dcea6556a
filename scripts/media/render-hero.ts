// Renders the home page's hero images, the default social preview and the favicon into
// public/ (run: npx tsx scripts/media/render-hero.ts). The same studio and garments as the
// product images, composed editorially: a camel trench and a charcoal overcoat before a tall
// soft arch, the house bag at their feet.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { COLORS } from "../../domain/colors";
import { garmentLayer, type GarmentLayer } from "../../server/media/illustrations/layer";
import { floorShadow, studio } from "../../server/media/illustrations/scene";
import { writeIco } from "../../server/media/ico";

const PUBLIC = path.resolve(import.meta.dirname, "../../public");

interface Placement {
  layer: GarmentLayer;
  /** Centre x and floor y in the composition, and the scale from the 1280 × 1600 frame. */
  x: number;
  floor: number;
  scale: number;
}

function place({ layer, x, floor, scale }: Placement): string {
  // Drawings stand on their shadow's y; put that on the composition's floor.
  const tx = x - layer.shadow.cx * scale;
  const ty = floor - layer.shadow.cy * scale;
  const shadow = floorShadow({ ...layer.shadow, rx: layer.shadow.rx * 1.1 });
  return `<g transform="translate(${tx.toFixed(1)} ${ty.toFixed(1)}) scale(${scale})">${shadow}${layer.content}</g>`;
}

function arch(cx: number, top: number, bottom: number, half: number): string {
  return [
    `<linearGradient id="arch" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#E9E0D3"/><stop offset="1" stop-color="#E2D6C6"/></linearGradient>`,
    `<path d="M ${cx - half} ${bottom} L ${cx - half} ${top + half} A ${half} ${half} 0 0 1 ${cx + half} ${top + half} L ${cx + half} ${bottom} Z" fill="url(#arch)"/>`,
  ].join("");
}

function floor(y: number, width: number, height: number): string {
  return `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#E4DACB" stop-opacity="0"/><stop offset="0.15" stop-color="#E4DACB" stop-opacity="0.75"/><stop offset="1" stop-color="#DDD1C0" stop-opacity="0.95"/></linearGradient><rect x="0" y="${y}" width="${width}" height="${height - y}" fill="url(#floor)"/>`;
}

/** The composition at a given size; `focus` is where the group of objects is centred. */
function composition(width: number, height: number, focus: number, scale: number): string {
  const trench = garmentLayer("trench-coat", COLORS.camel.hex, 1, "trench");
  const coat = garmentLayer("wool-coat", COLORS.charcoal.hex, 1, "coat");
  const bag = garmentLayer("handbag", COLORS.cognac.hex, 1, "bag");
  const floorY = height * 0.86;
  const unit = height * scale;
  const content = [
    arch(focus, height * 0.1, height, unit * 0.36),
    floor(floorY - 20, width, height),
    place({ layer: coat, x: focus + unit * 0.17, floor: floorY - unit * 0.03, scale: unit / 1700 }),
    place({ layer: trench, x: focus - unit * 0.12, floor: floorY, scale: unit / 1650 }),
    place({ layer: bag, x: focus + unit * 0.44, floor: floorY + unit * 0.05, scale: unit / 3300 }),
  ].join("");
  // Layer defs carry the ids their markup references; the arch and floor define their own.
  return studio([trench.defs, coat.defs, bag.defs].join(""), content, width, height);
}

async function webp(svg: string, file: string, width: number): Promise<void> {
  const out = path.join(PUBLIC, file);
  await mkdir(path.dirname(out), { recursive: true });
  const info = await sharp(Buffer.from(svg)).resize(width).webp({ quality: 78, effort: 6 }).toFile(out);
  console.log(`${file}: ${info.width}×${info.height}, ${Math.round(info.size / 1024)} KB`);
}

/** The monogram: a high-contrast serif A, ivory on the house black. */
function monogram(size: number): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">`,
    `<rect width="100" height="100" rx="14" fill="${COLORS.black.hex}"/>`,
    `<g fill="#F4EEE3">`,
    `<path d="M 45 13 L 55 13 L 81 84 L 67 84 Z"/>`,
    `<path d="M 45 13 L 50 20 L 29 84 L 24.5 84 Z"/>`,
    `<path d="M 32 59 L 64 59 L 65.4 63 L 30.8 63 Z"/>`,
    `<path d="M 16 84 L 36 84 L 36 87.5 L 16 87.5 Z"/>`,
    `<path d="M 61 84 L 88 84 L 88 87.5 L 61 87.5 Z"/>`,
    `</g></svg>`,
  ].join("");
}

async function favicon(): Promise<void> {
  const pngs = await Promise.all(
    [16, 32, 48].map((s) =>
      sharp(Buffer.from(monogram(s)), { density: (72 * s) / 100 })
        .resize(s, s)
        .png()
        .toBuffer(),
    ),
  );
  await writeFile(path.join(PUBLIC, "favicon.ico"), writeIco(pngs, [16, 32, 48]));
  await sharp(Buffer.from(monogram(180)), { density: (72 * 180) / 100 })
    .resize(180, 180)
    .png()
    .toFile(path.join(PUBLIC, "images/apple-touch-icon.png"));
  console.log("favicon.ico: 16, 32, 48 px; images/apple-touch-icon.png: 180 px");
}

// Every width the home page's srcset lists (home-hero.tsx): up to a 1600 px wide screen at 2×.
const wide = composition(1600, 900, 1030, 0.95);
for (const width of [800, 1600, 2400, 3200]) await webp(wide, `images/hero-wide-${width}.webp`, width);
const tall = composition(800, 1000, 360, 0.68);
for (const width of [800, 1200]) await webp(tall, `images/hero-tall-${width}.webp`, width);
await webp(composition(1200, 630, 800, 0.95), "images/og-default.webp", 1200);
await favicon();
