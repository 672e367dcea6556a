// Product images are referenced by media keys, never by URL, so the storage backend and the
// responsive widths can change without touching product records.
// Keys: 'seed/<kind>/<colour>/<view>' (illustrations rendered on demand) or 'u/<id>' (uploads).

/** Every width the media service produces; srcset and the server agree on this one list. */
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Portrait 4:5, the usual fashion product frame; the master is 1280 × 1600. */
export const IMAGE_ASPECT = { width: 4, height: 5 } as const;

export function isImageWidth(width: number): width is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(width);
}

/** Height in pixels for a width in the product frame. */
export function imageHeight(width: number): number {
  return Math.round((width * IMAGE_ASPECT.height) / IMAGE_ASPECT.width);
}

export function imageUrl(key: string, width: ImageWidth): string {
  return `/media/${key}/${width}.webp`;
}

export function imageSrcSet(key: string, widths: readonly ImageWidth[] = IMAGE_WIDTHS): string {
  return widths.map((width) => `${imageUrl(key, width)} ${width}w`).join(", ");
}

/** The densest screens a picture is drawn for: 3 device pixels per CSS pixel (most phones). */
export const MAX_PIXEL_RATIO = 3;

const REM_PX = 16;

/**
 * The widths worth offering for a `sizes` attribute: every width when a picture can be as wide
 * as the viewport (a `vw` length, or anything else this does not read); when each slot is a fixed
 * length (`6rem`, `(min-width: 48rem) 9rem, 6.5rem`), the widths up to the first that covers the
 * widest slot at MAX_PIXEL_RATIO with a 16 px rem, and one more: a browser reads `rem` in `sizes`
 * from the visitor's own default font size (20 px makes `6rem` 120 px), and some screens are
 * denser than 3. A browser never picks a larger one for such a slot, so the others only
 * lengthened each thumbnail's markup (ten orders of four pieces: ~7 KB of a page).
 */
export function widthsForSizes(sizes: string): readonly ImageWidth[] {
  let widest = 0;
  for (const entry of sizes.split(",")) {
    // The slot's length is the entry's last word; a media condition may come before it.
    const length = /(?:^|\s)(\d+(?:\.\d+)?)(rem|px)$/.exec(entry.trim());
    if (!length) return IMAGE_WIDTHS;
    const px = Number(length[1]) * (length[2] === "rem" ? REM_PX : 1);
    widest = Math.max(widest, px);
  }
  const needed = widest * MAX_PIXEL_RATIO;
  const covering = IMAGE_WIDTHS.findIndex((width) => width >= needed);
  return covering < 0 ? IMAGE_WIDTHS : IMAGE_WIDTHS.slice(0, covering + 2);
}
