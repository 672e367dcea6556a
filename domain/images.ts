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

export function imageSrcSet(key: string): string {
  return IMAGE_WIDTHS.map((width) => `${imageUrl(key, width)} ${width}w`).join(", ");
}
