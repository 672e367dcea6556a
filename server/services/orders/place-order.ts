// Placing an order in one transaction: re-read products, enforce the terms of sale, re-check
// the coupon, compute every price on the server, store the order and its lines.
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Order, PlaceOrderInput, PlacedOrder } from "../../../domain/contracts/orders";
import { couponExpired, couponNotFound } from "../../../domain/coupon";
import { EMAIL_PATTERN } from "../../../domain/form-rules";
import { newOrderId } from "../../../domain/ids";
import { ENTER_EMAIL, REGISTER_INVALID_EMAIL } from "../../../domain/messages";
import { computeTotals } from "../../../domain/totals";
import type { Address } from "../../../domain/types";
import { fullName } from "../../../domain/address-book";
import type { SessionUser } from "../../auth/guards";
import { orderLines, orders } from "../../db/schema";
import { isCountryCode, UNKNOWN_COUNTRY } from "../countries";
import { conflict, invalid } from "../errors";
import { rollupWrites } from "../dashboard/sales-rollups";
import { reserveStock } from "../stock/reserve";
import type { Services } from "../../services-type";
import { findCoupon } from "./coupons";
import { guestTokenFor } from "./guest-token";
import { readOrder, recordPlacement } from "./order-events";
import { priceLines } from "./price-lines";

export interface PlaceOrderContext {
  user: SessionUser | null;
  idempotencyKey: string | null;
}

const UNIQUE_VIOLATION = "23505";
/** The order's row names a user row that no longer exists (migration 0001's constraint name). */
const ORDER_USER_GONE = "orders_user_id_user_id_fk";
/** docs/behaviour.md §1 and the terms of sale: delivery to the United States only (billing may be abroad). */
const DELIVERY_COUNTRY = "USA";
const US_ONLY = "We deliver to the United States only.";

function toAddress(a: PlaceOrderInput["shippingTo"] | PlaceOrderInput["billingTo"]): Address {
  return { ...a, fullName: fullName(a.firstName, a.lastName) };
}

function lastFour(cardNumber: string): string | null {
  const digits = cardNumber.replace(/\D/g, "");
  return digits.length >= 4 ? digits.slice(-4) : null;
}

/**
 * What an Idempotency-Key is sent with: the order itself (lines, coupon, contact, addresses), not
 * the card, whose number is never kept (decision 4), not even as a hash. The input is zod's parsed
 * output, so its keys come in the schema's order and the same order gives the same text.
 */
export function orderFingerprint(input: PlaceOrderInput): string {
  const { card: _card, ...order } = input;
  return createHash("sha256").update(JSON.stringify(order)).digest("base64url");
}

export async function placeOrder(
  services: Services,
  input: PlaceOrderInput,
  ctx: PlaceOrderContext,
): Promise<PlacedOrder> {
  if (input.shippingTo.country !== DELIVERY_COUNTRY) {
    throw invalid(US_ONLY, { "shippingTo.country": US_ONLY });
  }
  // The schema checks a billing country's shape (billing may be abroad); the list, here.
  if (!isCountryCode(input.billingTo.country)) {
    throw invalid(UNKNOWN_COUNTRY, { "billingTo.country": UNKNOWN_COUNTRY });
  }
  const email = ctx.user?.email ?? input.email ?? "";
  if (!email) throw invalid(ENTER_EMAIL, { email: "Required." });
  // A guest's order is confirmed, shipped and found again through this address alone (decision
  // 122): one that cannot receive mail is refused while the guest can still correct it.
  if (!ctx.user && !EMAIL_PATTERN.test(email)) {
    throw invalid(REGISTER_INVALID_EMAIL, { email: REGISTER_INVALID_EMAIL });
  }

  const fingerprint = ctx.idempotencyKey ? orderFingerprint(input) : null;
  if (ctx.idempotencyKey) {
    const earlier = await findByIdempotencyKey(services, ctx.idempotencyKey, ctx.user, fingerprint);
    if (earlier) return earlier;
  }

  const id = newOrderId();
  let placed: Order;
  try {
    placed = await services.db.transaction(async (tx) => {
      const lines = await priceLines(tx, input.lines);
      let coupon: { code: string; percentage: number } | null = null;
      if (input.couponCode) {
        const found = await findCoupon(tx, input.couponCode);
        if (!found)
          throw invalid(couponNotFound(input.couponCode), {
            couponCode: couponNotFound(input.couponCode),
          });
        if (found.expired)
          throw invalid(couponExpired(found.code), { couponCode: couponExpired(found.code) });
        coupon = found;
      }
      const totals = computeTotals(lines, coupon?.percentage);
      // The response is built from what the inserts return: no second read of the order.
      const [row] = await tx
        .insert(orders)
        .values({
          id,
          userId: ctx.user?.id ?? null,
          email,
          phoneNumber: input.phoneNumber,
          shippingTo: toAddress(input.shippingTo),
          billingTo: toAddress(input.billingTo),
          couponCode: coupon?.code ?? null,
          couponPercentage: coupon?.percentage ?? null,
          subtotalCents: totals.subtotalCents,
          discountCents: totals.discountCents,
          totalCents: totals.totalCents,
          cardLast4: lastFour(input.card.cardNumber),
          idempotencyKey: ctx.idempotencyKey,
          idempotencyFingerprint: fingerprint,
        })
        .returning();
      if (!row) throw new Error(`order ${id} was not inserted`);
      const lineRows = await tx
        .insert(orderLines)
        .values(lines.map((l) => ({ ...l, orderId: id })))
        .returning();
      // Late in the transaction, so the stock rows' locks are held briefly; refused → rolled back.
      await reserveStock(tx, id, lines);
      // The 'placed' event, the confirmation e-mail and the sales roll-ups commit with the order,
      // written by the last statement before the commit: the roll-up row locks are held briefly.
      return recordPlacement(tx, row, lineRows, rollupWrites(row, lineRows, 1));
    });
  } catch (err) {
    // A concurrent retry with the same key won the race: answer with its order.
    if (ctx.idempotencyKey && pgCode(err) === UNIQUE_VIOLATION) {
      const earlier = await findByIdempotencyKey(services, ctx.idempotencyKey, ctx.user, fingerprint);
      if (earlier) return earlier;
    }
    // The account was deleted while this order was being placed (its session read came first):
    // the order's row could not name it, and nothing was kept.
    if (ctx.user && pgField(err, "constraint") === ORDER_USER_GONE)
      throw conflict("This account no longer exists. The order was not placed.");
    throw err;
  }
  return { ...placed, guestToken: ctx.user ? null : guestTokenFor(services.config.authSecret, id) };
}

async function findByIdempotencyKey(
  services: Services,
  key: string,
  user: SessionUser | null,
  fingerprint: string | null,
): Promise<PlacedOrder | null> {
  const row = await services.db.query.orders.findFirst({ where: eq(orders.idempotencyKey, key) });
  if (!row) return null;
  if ((row.userId ?? null) !== (user?.id ?? null))
    throw conflict("This Idempotency-Key belongs to another order.");
  // A retry sends the same order; another one under the same key is a client's mistake, not a
  // retry, and answering with the first order would tell it that its order was placed.
  // (Orders placed before fingerprints were kept have none and are answered as before.)
  if (row.idempotencyFingerprint !== null && row.idempotencyFingerprint !== fingerprint)
    throw conflict("This Idempotency-Key was sent with a different order.", {
      "Idempotency-Key": "Used for a different order.",
    });
  const order = await loadOrder(services, row.id);
  return { ...order, guestToken: row.userId ? null : guestTokenFor(services.config.authSecret, row.id) };
}

export async function loadOrder(services: Services, id: string): Promise<Order> {
  const order = await readOrder(services.db, id);
  if (!order) throw new Error(`order ${id} vanished after insert`);
  return order;
}

const pgCode = (err: unknown) => pgField(err, "code");

/** A field of the database's error (its SQLSTATE `code`, the `constraint` it broke). */
function pgField(err: unknown, name: "code" | "constraint"): string | undefined {
  let e: unknown = err;
  // Drizzle wraps driver errors; the database's fields sit on the cause.
  for (let depth = 0; e && depth < 4; depth++) {
    const value = (e as Record<string, unknown>)[name];
    if (typeof value === "string") return value;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
