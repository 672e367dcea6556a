// A product picture from the media store: WebP in every width, with width and height set so
// the layout never jumps. Pictures above the fold are eager; the page's likely LCP image is
// also high priority and preloaded from <head> (React's preload(), sent with the shell), so the
// browser asks for it at the width `sizes` picks before it has parsed the body. Other eager
// pictures (the rest of the first row on a wide grid) are low priority, which also keeps React
// from preloading them: on a phone they are below the fold, and at the default priority they
// raced the LCP image and the fonts for the connection (docs/benchmarks.md §0d); like the lazy
// rest they are decoded off the main thread, which only the LCP image's paint waits for.
import { preload } from "react-dom";
import {
  IMAGE_WIDTHS,
  imageHeight,
  imageSrcSet,
  imageUrl,
  widthsForSizes,
  type ImageWidth,
} from "../../domain/images";

interface ProductImageProps {
  mediaKey: string;
  alt: string;
  /** The `sizes` attribute: how wide the image shows at each breakpoint. */
  sizes: string;
  /** true: above the fold on some screens (eager, low priority); "high": the likely LCP image (high priority, preloaded). */
  priority?: boolean | "high";
  className?: string;
}

const FALLBACK_WIDTH = IMAGE_WIDTHS[2];

export function ProductImage({ mediaKey, alt, sizes, priority = false, className }: ProductImageProps) {
  const high = priority === "high";
  // A thumbnail's slot has a fixed size: only the widths it can use (domain/images.ts).
  const widths = widthsForSizes(sizes);
  const src = imageUrl(mediaKey, Math.min(FALLBACK_WIDTH, widths[widths.length - 1]!) as ImageWidth);
  const srcSet = imageSrcSet(mediaKey, widths);
  if (high) preload(src, { as: "image", imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: "high" });
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      width={FALLBACK_WIDTH}
      height={imageHeight(FALLBACK_WIDTH)}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      decoding={high ? "sync" : "async"}
      fetchPriority={high ? "high" : priority ? "low" : "auto"}
    />
  );
}
