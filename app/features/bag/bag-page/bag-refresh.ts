// Bringing stored bag lines up to date with the catalogue (the device's copy can be days old),
// and saying in plain words what changed. Pure, so it is tested without a browser.
//
// Decision: a line whose size (or colour in that size) can no longer be ordered is KEPT and
// flagged with the size's status (out of stock / coming soon) rather than removed, so the
// shopper can pick another size with Edit instead of finding the piece again. Such lines block
// checkout until edited or removed. A product that no longer exists is removed.
import type { BagItem } from "../../../../domain/bag";
import { bagItemFor, isOrderableSize, type BagProduct } from "../../../../domain/bag-item";
import { colorName } from "../../../../domain/colors";
import { formatDate } from "../../../../domain/dates";
import { formatPrice } from "../../../../domain/money";
import { COMING_SOON, IN_STOCK, OUT_OF_STOCK, PRE_ORDER } from "../../../../domain/status";

/** What the catalogue said about a line's product: it, its absence, or nothing (a failed call). */
export type Lookup = { product: BagProduct } | { gone: true } | { unknown: true };

export interface Refreshed {
  list: BagItem[];
  notices: string[];
}

export function isOrderableLine(line: Pick<BagItem, "status">): boolean {
  return isOrderableSize(line);
}

function clamp(quantity: number, max: number): number {
  return Math.max(1, Math.min(quantity, max));
}

/** The line made from the product as it is now, and what the shopper should be told. */
function updated(line: BagItem, fresh: Omit<BagItem, "quantity">): { line: BagItem; notices: string[] } {
  const next: BagItem = { ...fresh, quantity: clamp(line.quantity, fresh.maxQuantity) };
  const { title, size } = line;
  const notices: string[] = [];
  if (!isOrderableLine(line)) notices.push(`${title} in size ${size} is available again.`);
  if (next.basePriceCents !== line.basePriceCents) {
    const from = formatPrice(line.basePriceCents);
    notices.push(`The price of ${title} changed from ${from} to ${formatPrice(next.basePriceCents)}.`);
  }
  if (next.status === PRE_ORDER && line.status === IN_STOCK) {
    const when = next.preOrderDate ? `, available on ${formatDate(next.preOrderDate)}` : "";
    notices.push(`${title} in size ${size} is now a pre-order${when}.`);
  }
  if (next.status === IN_STOCK && line.status === PRE_ORDER) {
    notices.push(`${title} in size ${size} is now in stock.`);
  }
  if (next.quantity < line.quantity) {
    notices.push(
      next.left !== undefined && next.left < line.quantity
        ? `Only ${next.left} left of ${title}, size ${size}; the quantity is now ${next.quantity}.`
        : `At most ${next.maxQuantity} of ${title} can be ordered; the quantity is now ${next.quantity}.`,
    );
  }
  return { line: next, notices };
}

/** The line kept but marked as not orderable, with the product's current price and limits. */
function flagged(line: BagItem, product: BagProduct): { line: BagItem; notices: string[] } {
  const size = product.sizes.find((s) => s.key === line.size);
  const status = size?.status === COMING_SOON ? COMING_SOON : OUT_OF_STOCK;
  const { preOrderDate: _dropped, left: _left, ...rest } = line;
  const next: BagItem = {
    ...rest,
    title: product.title,
    basePriceCents: product.basePriceCents,
    maxQuantity: product.maxQuantity,
    quantity: clamp(line.quantity, product.maxQuantity),
    status,
  };
  // Told once: a line already flagged on an earlier visit is not announced again.
  if (!isOrderableLine(line)) return { line: next, notices: [] };
  const { title } = line;
  let notice = `${title} in size ${line.size} is now out of stock.`;
  const soldOut = product.availability?.some(
    (a) => a.size === line.size && a.color === line.color && a.left === 0,
  );
  if (size && isOrderableSize(size)) {
    notice = soldOut
      ? `${title} in size ${line.size} is sold out in ${colorName(line.color)}.`
      : `${title} in size ${line.size} is no longer offered in ${colorName(line.color)}.`;
  } else if (status === COMING_SOON) {
    notice = `${title} in size ${line.size} is coming soon and cannot be ordered yet.`;
  }
  return { line: next, notices: [notice] };
}

export function refreshLine(line: BagItem, lookup: Lookup): { line: BagItem | null; notices: string[] } {
  if ("unknown" in lookup) return { line, notices: [] };
  if ("gone" in lookup)
    return { line: null, notices: [`${line.title} is no longer available and was removed.`] };
  const fresh = bagItemFor(lookup.product, line.size, line.color);
  return fresh ? updated(line, fresh) : flagged(line, lookup.product);
}

/** Every line with a lookup is refreshed; lines added since the lookups began stay as they are. */
export function refreshBag(list: readonly BagItem[], lookups: ReadonlyMap<string, Lookup>): Refreshed {
  const notices: string[] = [];
  const next = list.flatMap((line) => {
    const result = refreshLine(line, lookups.get(line.productId) ?? { unknown: true });
    notices.push(...result.notices);
    return result.line ? [result.line] : [];
  });
  return { list: next, notices };
}
