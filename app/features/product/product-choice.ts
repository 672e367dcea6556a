// What the shopper's choice of size means for the page: which colours, which status.
import type { Product } from "../../../domain/contracts/products";
import { sortColors } from "../../../domain/colors";
import { PRE_ORDER, deriveStatus, statusForSize, statusLine } from "../../../domain/status";
import { onlyLeftText } from "../../../domain/stock";
import type { StatusCode } from "../../../domain/types";

type ChoiceProduct = Pick<Product, "sizes" | "images"> & Partial<Pick<Product, "availability">>;

export interface ChoiceStatus {
  status: StatusCode;
  preOrderDate: string | undefined;
}

function findSize(product: ChoiceProduct, sizeKey: string | null) {
  return sizeKey === null ? undefined : product.sizes.find((size) => size.key === sizeKey);
}

/**
 * A chosen size offers its own colours; before that, every colour any size comes in. A size sold
 * out in every colour offers the colours it was sold in, so 'Notify Me' can name the variant
 * (decision 65); the server checks the choice.
 */
export function colorsFor(product: ChoiceProduct, sizeKey: string | null): string[] {
  const size = findSize(product, sizeKey);
  if (size && size.colors.length > 0) return sortColors(size.colors);
  if (size) {
    const soldOut = (product.availability ?? []).filter((a) => a.size === size.key).map((a) => a.color);
    return sortColors(soldOut.length > 0 ? soldOut : Object.keys(product.images));
  }
  const all = new Set(product.sizes.flatMap((s) => s.colors));
  return sortColors(all.size > 0 ? [...all] : Object.keys(product.images));
}

/**
 * The chosen size's status, or with no size the status all sizes share (else available), as
 * docs/behaviour.md §4 says. A whole-product pre-order shows its earliest date.
 */
export function choiceStatus(product: ChoiceProduct, sizeKey: string | null): ChoiceStatus {
  const size = findSize(product, sizeKey);
  if (size) return { status: statusForSize(size), preOrderDate: size.preOrderDate };
  const status = deriveStatus(product.sizes);
  // ISO dates (YYYY-MM-DD) sort as text, so the first is the earliest.
  const dates = product.sizes.flatMap((s) => (s.preOrderDate ? [s.preOrderDate] : [])).sort();
  return { status, preOrderDate: status === PRE_ORDER ? dates[0] : undefined };
}

/**
 * How many lines under the price some choice of this product shows at most: the status ('Out Of
 * Stock', 'Available on: …') and 'Only N left' (a pre-order size may show both). The page keeps
 * that much height from the start, so the size box does not move under the shopper's pointer
 * when such a line appears (or goes).
 */
export function linesThatMayShow(product: ChoiceProduct): 0 | 1 | 2 {
  const initial = choiceStatus(product, null);
  let most = statusLine(initial.status, initial.preOrderDate) !== null ? 1 : 0;
  for (const size of product.sizes) {
    const status = statusLine(statusForSize(size), size.preOrderDate) !== null ? 1 : 0;
    const low = (product.availability ?? []).some((a) => a.size === size.key && onlyLeftText(a.left) !== null)
      ? 1
      : 0;
    most = Math.max(most, status + low);
  }
  return most as 0 | 1 | 2;
}

/** Pictures of a colour, falling back to the base colour's when a colour has none. */
export function imagesFor(
  product: Pick<Product, "images" | "baseImagesColor">,
  color: string,
): readonly string[] {
  return product.images[color] ?? product.images[product.baseImagesColor] ?? [];
}
