import { describe, expect, it } from "vitest";
import {
  IMAGE_ASPECT,
  IMAGE_WIDTHS,
  imageHeight,
  imageSrcSet,
  imageUrl,
  isImageWidth,
  widthsForSizes,
} from "./images";

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

  it("lists only the widths given, when given", () => {
    expect(imageSrcSet("u/abc123", [320, 480])).toBe(
      "/media/u/abc123/320.webp 320w, /media/u/abc123/480.webp 480w",
    );
  });

  it("offers a fixed-size slot the widths up to the first that covers it on a 3x screen, and one more", () => {
    expect(widthsForSizes("6rem")).toEqual([320, 480]); // 96 px → 288; 120 px with a 20 px rem → 360
    expect(widthsForSizes("7rem")).toEqual([320, 480, 640]); // 112 px → 336
    expect(widthsForSizes("(min-width: 48rem) 9rem, 6.5rem")).toEqual([320, 480, 640]); // 144 px → 432
    expect(widthsForSizes("200px")).toEqual([320, 480, 640, 960]); // 600
    expect(widthsForSizes("20rem")).toEqual(IMAGE_WIDTHS); // 960, and the one above
    expect(widthsForSizes("30rem")).toEqual(IMAGE_WIDTHS); // 1,440: even the largest falls short
  });

  it("offers every width to a slot that can follow the viewport, or that it cannot read", () => {
    expect(widthsForSizes("100vw")).toEqual(IMAGE_WIDTHS);
    expect(widthsForSizes("(min-width: 48rem) 50vw, 100vw")).toEqual(IMAGE_WIDTHS);
    expect(widthsForSizes("(min-width: 64rem) 20rem, 50vw")).toEqual(IMAGE_WIDTHS);
    expect(widthsForSizes("calc(100vw - 2rem)")).toEqual(IMAGE_WIDTHS);
    expect(widthsForSizes("")).toEqual(IMAGE_WIDTHS);
  });

  it("uses a 4:5 portrait frame", () => {
    expect(IMAGE_ASPECT.width / IMAGE_ASPECT.height).toBe(0.8);
    expect(imageHeight(1280)).toBe(1600);
    expect(isImageWidth(640)).toBe(true);
    expect(isImageWidth(641)).toBe(false);
  });
});
