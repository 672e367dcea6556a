// Seed key → WebP. The SVG is always rasterised at its authored 1280 px and then resized:
// librsvg tiles the knit textures quickly only at that scale (at fractional scales a single
// sweater took half a second), and a Lanczos downscale is as sharp as drawing small.
import { COLORS } from "../../domain/colors";
import { imageHeight, type ImageWidth } from "../../domain/images";
import { renderIllustration } from "./illustrations/render-illustration";
import type { SeedKey } from "./media-key";
import { loadSharp } from "./sharp-limits";

/** q80 is visually clean on these flat illustrations; effort 2 halves encode time for ~10 % more bytes. */
export const WEBP_OPTIONS = { quality: 80, effort: 2 } as const;

export async function renderSeedWebp(seed: SeedKey, width: ImageWidth): Promise<Buffer> {
  const svg = renderIllustration(seed.kind, COLORS[seed.color].hex, seed.view);
  const sharp = await loadSharp();
  // Two steps on purpose: given the resize up front, sharp would ask librsvg to draw at the
  // smaller scale ("shrink on load"), which is exactly the slow case for textures.
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: info })
    .resize(width, imageHeight(width), { fit: "fill" })
    .webp(WEBP_OPTIONS)
    .toBuffer();
}
