// Placing and reading orders. The browser sends what was chosen, never a price or a total:
// the server re-reads every product and computes the order (decision 1 in docs/decisions.md).
import { z } from "zod";
import { addressInputSchema, bookAddressSchema } from "../address-book";
import { CHECKOUT_MAX_LENGTH } from "../checkout-fields";
import { ORDER_STATUSES } from "../order-events";
import { couponCodeSchema } from "./coupon";
import { collapsedString } from "../text-schema";
import { ENTER_EMAIL } from "../messages";

const required = (max: number) => collapsedString(max);

export const orderLineInput = z.strictObject({
  productId: z.string().min(1).max(64),
  size: z.string().min(1).max(40),
  color: z.string().min(1).max(40),
  quantity: z.number().int().min(1).max(10),
});

export const placeOrderBody = z.strictObject({
  lines: z.array(orderLineInput).min(1, "The bag is empty.").max(10),
  shippingTo: addressInputSchema.strict(),
  // Any saved address may be billed, including one kept from before City, State and ZIP were asked.
  billingTo: bookAddressSchema.strict(),
  /** Guests only; a signed-in buyer's order uses the account's e-mail. */
  email: z.string().trim().max(CHECKOUT_MAX_LENGTH.email).optional(),
  phoneNumber: required(CHECKOUT_MAX_LENGTH.phoneNumber),
  card: z.strictObject({
    cardNumber: required(CHECKOUT_MAX_LENGTH.cardNumber),
    expMonth: required(CHECKOUT_MAX_LENGTH.expMonth),
    expYear: required(CHECKOUT_MAX_LENGTH.expYear),
    cvv: required(CHECKOUT_MAX_LENGTH.cvv),
  }),
  couponCode: couponCodeSchema.optional(),
});
export type PlaceOrderBody = z.input<typeof placeOrderBody>;
export type PlaceOrderInput = z.output<typeof placeOrderBody>;

const statusCode = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

const orderAddress = z.object({
  type: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  addressLine_1: z.string(),
  addressLine_2: z.string(),
  country: z.string(),
  city: z.string().optional(),
  state: z.string().optional(),
  postalCode: z.string().optional(),
});

export const orderLineSchema = z.object({
  /** The line's place in the order (0, 1, …): shipments name their lines by it. */
  position: z.number().int(),
  productId: z.string(),
  title: z.string(),
  url: z.string(),
  image: z.string(),
  color: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  maxQuantity: z.number().int(),
  status: statusCode,
  preOrderDate: z.string().nullable(),
  unitPriceCents: z.number().int(),
  lineTotalCents: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** One parcel: which lines, with which carrier and tracking number, and when it arrived. */
export const shipmentSchema = z.object({
  id: z.number().int(),
  shippedAt: z.string(),
  carrier: z.string(),
  trackingNumber: z.string(),
  lines: z.array(z.number().int()),
  deliveredAt: z.string().nullable(),
});
export type OrderShipment = z.infer<typeof shipmentSchema>;

export const orderBooksSchema = z.object({
  refundedCents: z.number().int(),
  /** Units received back, by order line position (lines with none are left out). */
  lines: z.array(z.object({ position: z.number().int(), quantity: z.number().int() })),
});
export type OrderBooks = z.infer<typeof orderBooksSchema>;

export const orderSchema = z.object({
  id: z.string(),
  purchasedAt: z.string(),
  /** Derived from the order's events (domain/order-events.ts). */
  status: z.enum(ORDER_STATUSES),
  cancelledAt: z.string().nullable(),
  email: z.string(),
  phoneNumber: z.string(),
  shippingTo: orderAddress,
  billingTo: orderAddress,
  couponCode: z.string().nullable(),
  couponPercentage: z.number().int().nullable(),
  itemCount: z.number().int(),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  totalCents: z.number().int(),
  cardLast4: z.string().nullable(),
  lines: z.array(orderLineSchema),
  shipments: z.array(shipmentSchema),
  /**
   * The lines staff cancelled on their own once part of the order had shipped: they will not
   * ship, and `cents` (their prices less their share of the coupon) is not charged. Absent when none.
   */
  cancelledLines: z.object({ positions: z.array(z.number().int()), cents: z.number().int() }).optional(),
  /**
   * The books after returns (docs/behaviour.md §4 Returns): units received back per line and what
   * has been refunded. Absent when the order has no return.
   */
  returned: orderBooksSchema.optional(),
  /**
   * The exchange this order is the replacement shipment of (decision 76): nothing was paid for
   * it and it cannot be cancelled. Absent for a sale.
   */
  replacementFor: z.object({ returnId: z.string(), orderId: z.string() }).optional(),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * A page of a customer's own orders, newest first (the account's orders tab, GET /me/orders):
 * bounded, so a customer with thousands of orders costs the server no more than one with ten.
 */
export const OWN_ORDERS_PAGE = 10;
export const ownOrdersQuery = z.object({
  /** From the previous page's `nextCursor`. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(OWN_ORDERS_PAGE),
});
export type OwnOrdersQuery = { cursor?: string; limit?: number };
export const ownOrderPage = z.object({ items: z.array(orderSchema), nextCursor: z.string().nullable() });
export type OwnOrderPage = z.infer<typeof ownOrderPage>;

/** Returned once, at placement: a guest keeps the token on the device to cancel later. */
export const placedOrderSchema = orderSchema.extend({ guestToken: z.string().nullable() });
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

export const cancelOrderBody = z.strictObject({ guestToken: z.string().min(16).max(128).optional() });

export const couponSchema = z.object({
  code: z.string(),
  percentage: z.number().int(),
  expiresAt: z.string(),
  expired: z.boolean(),
});
export type Coupon = z.infer<typeof couponSchema>;

/** The guest order page: the order number and the e-mail used at checkout. */
export const orderLookupBody = z.strictObject({
  orderId: z
    .string()
    .trim()
    .max(40)
    .transform((s) => s.replace(/\s/g, "").toUpperCase())
    .pipe(z.string().min(1, "Please enter your order number.")),
  email: z.string().trim().max(254).pipe(z.string().min(1, ENTER_EMAIL)),
});
export type OrderLookupBody = z.input<typeof orderLookupBody>;

/** The order, and the token that opens it again (its page's link) and lets the holder cancel. */
export const orderLookupResult = z.object({ order: orderSchema, token: z.string() });
export type OrderLookupResult = z.infer<typeof orderLookupResult>;
