import { describe, expect, it } from "vitest";
import { IMAGE_ASPECT, IMAGE_WIDTHS, imageHeight, imageSrcSet, imageUrl, isImageWidth } from "./images";

describe("images", () => {
  it("builds media URLs from keys", () => {
    expect(imageUrl("seed/trench-coat/camel/1", 640)).toBe("/media/seed/trench-coat/camel/1/640.webp");
    expect(imageUrl("u/abc123", 320)).toBe("/media/u/abc123/320.webp");
  });

  it("lists every width in the srcset, smallest first", () => {
    const srcset = imageSrcSet("u/abc123");
    expect(srcset.split(", ")).toHaveLength(IMAGE_WIDTHS.length);
    expect(srcset.startsWith("/media/u/abc123/320.webp 320w")).toBe(true);
    expect(srcset.endsWith("/media/u/abc123/1280.webp 1280w")).toBe(true);
  });

  it("uses a 4:5 portrait frame", () => {
    expect(IMAGE_ASPECT.width / IMAGE_ASPECT.height).toBe(0.8);
    expect(imageHeight(1280)).toBe(1600);
    expect(isImageWidth(640)).toBe(true);
    expect(isImageWidth(641)).toBe(false);
  });
});
