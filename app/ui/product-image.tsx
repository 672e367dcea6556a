// A product picture from the media store: WebP in every width, with width and height set so
// the layout never jumps. The first visible image is eager with high priority; the rest lazy.
import { IMAGE_WIDTHS, imageHeight, imageSrcSet, imageUrl } from "../../domain/images";

interface ProductImageProps {
  mediaKey: string;
  alt: string;
  /** The `sizes` attribute: how wide the image shows at each breakpoint. */
  sizes: string;
  priority?: boolean;
  className?: string;
}

const FALLBACK_WIDTH = IMAGE_WIDTHS[2];

export function ProductImage({ mediaKey, alt, sizes, priority = false, className }: ProductImageProps) {
  return (
    <img
      className={className}
      src={imageUrl(mediaKey, FALLBACK_WIDTH)}
      srcSet={imageSrcSet(mediaKey)}
      sizes={sizes}
      width={FALLBACK_WIDTH}
      height={imageHeight(FALLBACK_WIDTH)}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : "auto"}
    />
  );
}
