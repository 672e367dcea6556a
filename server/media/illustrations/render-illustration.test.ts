import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { COLORS } from "../../../domain/colors";
import { GARMENT_KINDS } from "./kinds";
import { renderIllustration } from "./render-illustration";

describe("illustrations", () => {
  it("has at least fourteen kinds", () => {
    expect(GARMENT_KINDS.length).toBeGreaterThanOrEqual(14);
  });

  it.each(GARMENT_KINDS)("%s renders both views as a valid 1280 × 1600 SVG", async (kind) => {
    for (const view of [1, 2] as const) {
      const svg = renderIllustration(kind, COLORS.camel.hex, view);
      expect(svg).not.toMatch(/NaN|undefined/);
      // librsvg renders an element with `opacity` through a slow offscreen layer.
      expect(svg).not.toMatch(/\sopacity=/);
      const meta = await sharp(Buffer.from(svg)).metadata();
      expect(meta).toMatchObject({ format: "svg", width: 1280, height: 1600 });
    }
  });

  it("is deterministic", () => {
    expect(renderIllustration("blazer", COLORS.navy.hex, 1)).toBe(
      renderIllustration("blazer", COLORS.navy.hex, 1),
    );
  });
});
