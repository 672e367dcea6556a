// The rules of a return request (docs/behaviour.md §4 Returns, §8 for the messages): a line
// may come back within 30 days of its delivery, never more units than were delivered and not
// yet returned, and an item is exchanged at most once, for another size or colour of the same
// product at the same price with as many units in stock now as are asked.
import { colorName } from "./colors";
import { formatDate } from "./dates";
import { IN_STOCK, OUT_OF_STOCK } from "./status";
import type { ProductSize } from "./types";

export interface ReturnRequestLine {
  /** The order line (its position in the order). */
  orderLinePosition: number;
  quantity: number;
  kind: "refund" | "exchange";
  reason: string;
  /** Exchange lines only: the variant wanted instead. */
  exchange?: { size: string; color: string } | undefined;
}

/** A variant an order line may be exchanged for, with the units on hand now. */
export interface ExchangeOption {
  size: string;
  color: string;
  onHand: number;
}

/** What the server knows of one order line when it checks a request. */
export interface ReturnableLine {
  position: number;
  productId: string;
  /** The product's title, to name the line in a refusal. */
  title: string;
  quantity: number;
  size: string;
  color: string;
  /** When its parcel arrived; null while it has not. */
  deliveredAt: string | null;
  /** Units of this line in returns that are not rejected or expired. */
  returnedQuantity: number;
  /** Of those, units asked as an exchange. */
  exchangedQuantity: number;
  /** The variants an exchange may ask for now (exchangeOptions), each with its units on hand. */
  exchangeOptions: readonly ExchangeOption[];
}

export type ReturnRefusal =
  { status: 400; field: string; message: string } | { status: 409; message: string };

const WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The first reason the request cannot be accepted, or null. 400 names the field of a request
 * that could never be right; 409 says in plain words why it cannot be done for this order now.
 * `isReplacement`: the order is itself the replacement of an exchange, whose items may be
 * refunded but not exchanged again.
 */
export function refuseReturnRequest(
  lines: readonly ReturnableLine[],
  request: readonly ReturnRequestLine[],
  now: Date,
  isReplacement = false,
): ReturnRefusal | null {
  if (request.length === 0)
    return { status: 400, field: "lines", message: "Choose at least one item to return." };
  const seen = new Set<number>();
  // Units of each replacement variant asked so far: two lines of one product may want the same one.
  const wanted = new Map<string, number>();
  for (const [i, asked] of request.entries()) {
    const field = `lines.${i}`;
    const line = lines.find((l) => l.position === asked.orderLinePosition);
    if (!line)
      return { status: 400, field: `${field}.orderLinePosition`, message: "This item is not in this order." };
    if (seen.has(line.position))
      return { status: 400, field: `${field}.orderLinePosition`, message: "Each item can be chosen once." };
    seen.add(line.position);
    if (!Number.isInteger(asked.quantity) || asked.quantity < 1)
      return { status: 400, field: `${field}.quantity`, message: "Choose how many to return." };
    if (asked.quantity > line.quantity)
      return {
        status: 400,
        field: `${field}.quantity`,
        message: `At most ${line.quantity} of this item can be returned.`,
      };
    if (!line.deliveredAt) return { status: 409, message: "This item has not been delivered yet." };
    const windowEnd = new Date(new Date(line.deliveredAt).getTime() + WINDOW_DAYS * DAY_MS);
    if (now.getTime() > windowEnd.getTime())
      return {
        status: 409,
        message: `The ${WINDOW_DAYS}-day return period for this order ended on ${formatDate(windowEnd)}.`,
      };
    const left = line.quantity - line.returnedQuantity;
    if (asked.quantity > left) {
      // Only when exchanges alone took the units back is it about exchanging again; a unit
      // refunded beside them makes it a piece already returned.
      if (
        asked.kind === "exchange" &&
        line.exchangedQuantity > 0 &&
        line.exchangedQuantity === line.returnedQuantity
      )
        return { status: 409, message: "Each item can be exchanged only once." };
      return {
        status: 409,
        message:
          left === 0
            ? "This item has already been returned."
            : `Only ${left} of this item can still be returned.`,
      };
    }
    const refused = refuseExchange(line, asked, `${field}.exchange`, isReplacement, wanted);
    if (refused) return refused;
  }
  return null;
}

function refuseExchange(
  line: ReturnableLine,
  asked: ReturnRequestLine,
  field: string,
  isReplacement: boolean,
  wanted: Map<string, number>,
): ReturnRefusal | null {
  if (asked.kind === "refund")
    return asked.exchange
      ? { status: 400, field, message: "Only an exchange names a size and colour." }
      : null;
  if (!asked.exchange) return { status: 400, field, message: "Choose the size and colour you want instead." };
  if (asked.exchange.size === line.size && asked.exchange.color === line.color)
    return { status: 400, field, message: "Choose another size or colour than the one you have." };
  if (isReplacement) return { status: 409, message: "Each item can be exchanged only once." };
  const { size, color } = asked.exchange;
  const option = line.exchangeOptions.find((o) => o.size === size && o.color === color);
  if (!option) return { status: 409, message: "This size and colour is not available for an exchange." };
  // The replacement is reserved only when staff create it, so the request must not promise more
  // units than are on hand now: a 2-unit exchange needs 2 (else staff would meet a 409 later).
  const key = JSON.stringify([line.productId, size, color]);
  const before = wanted.get(key) ?? 0;
  wanted.set(key, before + asked.quantity);
  const left = option.onHand - before;
  if (asked.quantity <= left) return null;
  return { status: 409, message: notEnoughForExchange(line.title, size, color, left) };
}

/** The refusal of an exchange for more units than are on hand, naming the line and variant. */
export function notEnoughForExchange(title: string, size: string, color: string, left: number): string {
  const variant = `${title} in Size ${size} · ${colorName(color)}`;
  return left > 0 ? `Only ${left} left of ${variant} for an exchange.` : `${variant} is sold out.`;
}

export interface ExchangeProduct {
  basePriceCents: number;
  sizes: readonly Pick<ProductSize, "key" | "status" | "colors">[];
}

/**
 * The variants an order line may be exchanged for: the same product, still at the price paid,
 * in another size or colour with at least `quantity` units on hand (each option says how many).
 * Pre-order and coming-soon sizes are not in stock, so they are not offered.
 */
export function exchangeOptions(
  line: { size: string; color: string; unitPriceCents: number },
  product: ExchangeProduct | null,
  stock: readonly { size: string; color: string; onHand: number }[],
  quantity = 1,
): ExchangeOption[] {
  if (!product || product.basePriceCents !== line.unitPriceCents) return [];
  const options: ExchangeOption[] = [];
  for (const size of product.sizes) {
    if (size.status !== IN_STOCK && size.status !== OUT_OF_STOCK) continue;
    for (const color of size.colors) {
      if (size.key === line.size && color === line.color) continue;
      const onHand = stock.find((s) => s.size === size.key && s.color === color)?.onHand ?? 0;
      if (onHand >= quantity) options.push({ size: size.key, color, onHand });
    }
  }
  return options;
}

/** When each order line's parcel arrived, from the order's shipments. */
export function deliveredAtByLine(
  shipments: readonly { lines: readonly number[]; deliveredAt: string | null }[],
): Map<number, string> {
  const byLine = new Map<number, string>();
  for (const s of shipments) if (s.deliveredAt) for (const p of s.lines) byLine.set(p, s.deliveredAt);
  return byLine;
}
