// Stock rules shared by server and browser. A variant is a product × size × colour; its units
// on hand decide between out of stock (0) and in stock (1). Pre-order (2) and coming-soon (3)
// sizes keep the status staff gave them; a pre-order size may carry an allocation per colour
// which, once used up, makes it out of stock. No zod here: shop pages import this.
import { COMING_SOON, IN_STOCK, OUT_OF_STOCK, PRE_ORDER } from "./status";
import { MAX_IDENTICAL_PER_ORDER } from "./bag";
import type { ProductSize, StatusCode } from "./types";

/** 'Only N left' from this many down; also the dashboard's 'Low stock' filter. */
export const LOW_STOCK = 3;
/** The most units one size in one colour may hold: a typing slip (an extra 0 or two) is refused. */
export const MAX_STOCK_UNITS = 100_000;

export interface VariantStock {
  size: string;
  color: string;
  onHand: number;
}

/** A staff grid cell: a count, or a change from the figure the form loaded (decision 66). */
export type StockCell = VariantStock & { loaded?: number | undefined };

/**
 * The figure a cell asks for: its count, or, when it says what the form loaded, what is on hand
 * now changed by what staff changed (never below 0), so an order placed while the form was open
 * is kept (decision 66). A variant with no row now takes the cell's figure.
 */
export function wantedOnHand(cell: StockCell, current: number | undefined): number {
  if (cell.loaded === undefined || current === undefined) return cell.onHand;
  return Math.max(0, current + (cell.onHand - cell.loaded));
}

/** What the shop may know of a variant: never a count above LOW_STOCK. */
export type AvailabilityState = "in_stock" | "only_few_left" | "out_of_stock";
export interface VariantAvailability {
  size: string;
  color: string;
  state: AvailabilityState;
  /** Units left when 0 to LOW_STOCK, otherwise null. */
  left: number | null;
}

/** Sizes whose status stock decides: the spec's 0 and 1. */
export function isStockManaged(status: StatusCode): boolean {
  return status === OUT_OF_STOCK || status === IN_STOCK;
}

export const variantKey = (size: string, color: string) => JSON.stringify([size, color]);

export function stockIndex(levels: readonly VariantStock[]): Map<string, number> {
  return new Map(levels.map((l) => [variantKey(l.size, l.color), l.onHand]));
}

/**
 * Units a variant can still sell: a number, or null for no limit (a pre-order size without an
 * allocation). A stock-managed variant without a row has none. Coming soon sells nothing.
 */
export function sellable(
  size: Pick<ProductSize, "key" | "status">,
  color: string,
  index: Map<string, number>,
) {
  if (size.status === COMING_SOON) return 0;
  const n = index.get(variantKey(size.key, color));
  if (n !== undefined) return n;
  return size.status === PRE_ORDER ? null : 0;
}

/**
 * The sizes as the shop offers them now: colours with nothing left are dropped, and a stock-
 * managed or pre-order size with no colour left is out of stock (0, no date).
 */
export function applyStock(sizes: readonly ProductSize[], levels: readonly VariantStock[]): ProductSize[] {
  const index = stockIndex(levels);
  return sizes.map((size) => {
    if (size.status === COMING_SOON) return size;
    const colors = size.colors.filter((c) => sellable(size, c, index) !== 0);
    if (colors.length === 0) return { key: size.key, status: OUT_OF_STOCK, colors: [] };
    if (size.status === PRE_ORDER) return { ...size, colors };
    return { key: size.key, status: IN_STOCK, colors };
  });
}

export function availabilityFor(left: number | null): Omit<VariantAvailability, "size" | "color"> {
  if (left === null || left > LOW_STOCK) return { state: "in_stock", left: null };
  return left === 0 ? { state: "out_of_stock", left: 0 } : { state: "only_few_left", left };
}

/** Availability of every variant the staff offer (coming-soon sizes excluded: not for sale). */
export function variantAvailability(
  sizes: readonly ProductSize[],
  levels: readonly VariantStock[],
): VariantAvailability[] {
  const index = stockIndex(levels);
  return sizes.flatMap((size) =>
    size.status === COMING_SOON
      ? []
      : size.colors.map((color) => ({
          size: size.key,
          color,
          ...availabilityFor(sellable(size, color, index)),
        })),
  );
}

/** The public band of a count: a change of band is what the shop's cached pages must see. */
export function availabilityBand(left: number | null): string {
  const a = availabilityFor(left);
  return a.left === null ? a.state : `${a.state}:${a.left}`;
}

/** 'Only N left', or null when there is no need to say. */
export function onlyLeftText(left: number | null | undefined): string | null {
  return left !== null && left !== undefined && left > 0 && left <= LOW_STOCK ? `Only ${left} left` : null;
}

/** The refusal at placement names the line and what is left (issue 18's wording). */
export function notEnoughStock(title: string, size: string, left: number): string {
  return left > 0 ? `Only ${left} left of ${title}, size ${size}.` : `${title}, size ${size}, is sold out.`;
}

/**
 * The bag's limit: the smallest of the product's own, the terms' limit of identical pieces per
 * order, and what is left (never below 1: a line of a sold-out variant is refused, not hidden).
 */
export function quantityLimit(maxQuantity: number, left: number | null | undefined): number {
  const allowed = Math.min(maxQuantity, MAX_IDENTICAL_PER_ORDER);
  return left === null || left === undefined ? allowed : Math.max(1, Math.min(allowed, left));
}

/**
 * The sizes as staff offer them, whatever is left: a stock-managed size counts as in stock,
 * because at placement the stock row, not the size's stored status, says whether units remain.
 */
export function offeredSizes(sizes: readonly ProductSize[]): ProductSize[] {
  return sizes.map((s) => (isStockManaged(s.status) ? { ...s, status: IN_STOCK } : s));
}

/**
 * Variants that could not be sold before and can now (none left → some, coming soon → on sale,
 * a used-up pre-order allocation → more): each one's 'Notify me' requests are due their e-mail.
 */
export function restockedVariants(
  before: { sizes: readonly ProductSize[]; levels: readonly VariantStock[] },
  after: { sizes: readonly ProductSize[]; levels: readonly VariantStock[] },
): { size: string; color: string }[] {
  const was = stockIndex(before.levels);
  const now = stockIndex(after.levels);
  return after.sizes.flatMap((size) =>
    size.colors.flatMap((color) => {
      const old = before.sizes.find((s) => s.key === size.key);
      const soldBefore = old && old.colors.includes(color) ? sellable(old, color, was) : 0;
      return soldBefore === 0 && sellable(size, color, now) !== 0 ? [{ size: size.key, color }] : [];
    }),
  );
}
