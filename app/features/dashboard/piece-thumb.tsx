// A piece's picture in a dashboard list or order: the product in the colour named, or an empty
// frame of the same size when it has no picture, so rows keep their rhythm.
import { colorName } from "../../../domain/colors";
import { ProductImage } from "../../ui/product-image";

export interface Piece {
  image: string | null | undefined;
  title: string;
  color: string;
}

interface PieceThumbProps {
  className: string | undefined;
  piece: Piece;
  /** The rendered width, for the responsive sizes. */
  sizes: string;
}

export function PieceThumb({ className, piece: { image, title, color }, sizes }: PieceThumbProps) {
  return (
    <div className={className}>
      {image ? (
        <ProductImage mediaKey={image} alt={`${title} in ${colorName(color).toLowerCase()}`} sizes={sizes} />
      ) : null}
    </div>
  );
}
