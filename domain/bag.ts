import { bagCount } from "./bag-count";
import type { StatusCode } from "./types";

/** A line of the shopping bag, kept in localStorage under 'shoppingBagList' (docs/behaviour.md §3). */
export interface BagItem {
  productId: string;
  title: string;
  url: string;
  maxQuantity: number;
  /** First image of the chosen colour. */
  image: string;
  quantity: number;
  basePriceCents: number;
  size: string;
  color: string;
  status: StatusCode;
  /** Only on pre-order lines. */
  preOrderDate?: string;
  /** Units left of this size and colour when 3 or fewer ('Only N left'); maxQuantity is held to it. */
  left?: number;
}

/** An item about to enter the bag: the bag decides its quantity. */
export type NewBagItem = Omit<BagItem, "quantity">;

export const LIMIT_REACHED = "Limit reached.";

export function canIncrease(item: BagItem): boolean {
  return item.quantity < item.maxQuantity;
}

export function canDecrease(item: BagItem): boolean {
  return item.quantity > 1;
}

/** One more, or the same item when the limit is reached (the UI then shows LIMIT_REACHED). */
export function increase(item: BagItem): BagItem {
  return canIncrease(item) ? { ...item, quantity: item.quantity + 1 } : item;
}

/** One fewer, never below 1: going to zero is what Remove is for. */
export function decrease(item: BagItem): BagItem {
  return canDecrease(item) ? { ...item, quantity: item.quantity - 1 } : item;
}

/** Applies increase or decrease to the line of a product. */
export function changeQuantity(list: readonly BagItem[], productId: string, step: 1 | -1): BagItem[] {
  return list.map((item) =>
    item.productId !== productId ? item : step === 1 ? increase(item) : decrease(item),
  );
}

export function isInBag(list: readonly BagItem[], productId: string): boolean {
  return list.some((item) => item.productId === productId);
}

/** Remove deletes by productId (docs/behaviour.md §4). */
export function removeFromBag(list: readonly BagItem[], productId: string): BagItem[] {
  return list.filter((item) => item.productId !== productId);
}

/**
 * Appends the item with quantity 1. A product already in the bag is not added again, whatever
 * its size or colour: the page then shows the 'Already Added' dialog.
 */
export function addToBag(
  list: readonly BagItem[],
  item: NewBagItem,
): { list: BagItem[]; alreadyAdded: boolean } {
  if (isInBag(list, item.productId)) return { list: [...list], alreadyAdded: true };
  return { list: [...list, { ...item, quantity: 1 }], alreadyAdded: false };
}

/**
 * The Edit panel: the line becomes a fresh item for the chosen size and colour, in the same
 * place, keeping its quantity. The quantity is clamped to the fresh item's limit in case the
 * product's maxQuantity was lowered since the line was added.
 */
export function replaceItem(list: readonly BagItem[], productId: string, fresh: NewBagItem): BagItem[] {
  return list.map((item) =>
    item.productId === productId
      ? {
          ...fresh,
          quantity: Math.max(1, Math.min(item.quantity, fresh.maxQuantity)),
        }
      : item,
  );
}

// The header badge's count is in bag-count.ts, so every page's JavaScript carries it and not
// the rest of this module (a module goes whole into the chunk of the page that loads it).
export { bagCount } from "./bag-count";

// General Terms and Conditions of Sale (docs/behaviour.md §9). The server enforces them when an order is
// placed (decision 1 in docs/decisions.md); the bag can run the same check to warn early.

export const MAX_IDENTICAL_PER_ORDER = 2;
export const MAX_ITEMS_PER_ORDER = 10;

export type TermsLine = Pick<BagItem, "productId" | "size" | "color" | "quantity">;

export type TermsViolation =
  /** The line's quantity is not a whole number of at least 1. */
  | { code: "INVALID_QUANTITY"; lineIndex: number; message: string }
  /** The line is one of a group of identical products (summed over lines) above the limit. */
  | {
      code: "TOO_MANY_IDENTICAL";
      lineIndex: number;
      count: number;
      message: string;
    }
  /** The running item count first goes over the limit at this line. */
  | {
      code: "TOO_MANY_ITEMS";
      lineIndex: number;
      count: number;
      message: string;
    };

/** Same product, size and colour is 'identical'; a JSON key cannot collide on separators. */
function identityKey(line: TermsLine): string {
  return JSON.stringify([line.productId, line.size, line.color]);
}

function isValidQuantity(quantity: number): boolean {
  return Number.isSafeInteger(quantity) && quantity >= 1;
}

/**
 * Every violation, in line order. Lines with an invalid quantity are reported and left out of
 * the counts, so a negative quantity can never offset another line.
 */
export function checkTermsOfSale(lines: readonly TermsLine[]): TermsViolation[] {
  const valid = lines.filter((line) => isValidQuantity(line.quantity));
  const identical = new Map<string, number>();
  for (const line of valid)
    identical.set(identityKey(line), (identical.get(identityKey(line)) ?? 0) + line.quantity);
  const total = bagCount(valid);

  const violations: TermsViolation[] = [];
  let running = 0;
  lines.forEach((line, lineIndex) => {
    if (!isValidQuantity(line.quantity)) {
      violations.push({
        code: "INVALID_QUANTITY",
        lineIndex,
        message: "Quantity must be at least 1.",
      });
      return;
    }
    const count = identical.get(identityKey(line)) ?? 0;
    if (count > MAX_IDENTICAL_PER_ORDER) {
      const message = `At most ${MAX_IDENTICAL_PER_ORDER} identical products per order.`;
      violations.push({
        code: "TOO_MANY_IDENTICAL",
        lineIndex,
        count,
        message,
      });
    }
    const before = running;
    running += line.quantity;
    if (before <= MAX_ITEMS_PER_ORDER && running > MAX_ITEMS_PER_ORDER) {
      const message = `At most ${MAX_ITEMS_PER_ORDER} items per order.`;
      violations.push({
        code: "TOO_MANY_ITEMS",
        lineIndex,
        count: total,
        message,
      });
    }
  });
  return violations;
}
