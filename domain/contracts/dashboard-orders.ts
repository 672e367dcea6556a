import { z } from "zod";
import { ORDER_STATUSES } from "../order-events";
import { CARRIER_CODES, TRACKING_NUMBER, normaliseTrackingNumber } from "../carriers";
import { RETURN_STATUSES } from "../returns";
import { calendarDate } from "./fields";
import { orderSchema } from "./orders";

export const dashboardOrdersQuery = z
  .object({
    status: z.enum(ORDER_STATUSES).optional(),
    from: calendarDate().optional(),
    to: calendarDate().optional(),
    /** An order id, or part of an e-mail address. */
    q: z.string().trim().max(254).optional(),
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: "The start comes after the end.",
    path: ["from"],
  });
export type DashboardOrdersQuery = z.output<typeof dashboardOrdersQuery>;

export const dashboardOrderRow = z.object({
  id: z.string(),
  purchasedAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  email: z.string(),
  itemCount: z.number().int(),
  totalCents: z.number().int(),
  userId: z.string().nullable(),
  /** An exchange's replacement: the return whose pieces it replaces; not a sale (decision 76). */
  replacementFor: z.string().nullable(),
});

export const dashboardOrderPage = z.object({
  items: z.array(dashboardOrderRow),
  nextCursor: z.string().nullable(),
});

/** One step of the order's history, with who took it ('customer', 'guest', 'staff:<e-mail>'). */
export const orderEventRow = z.object({
  id: z.number().int(),
  type: z.enum(["placed", "shipped", "delivered", "lines_cancelled", "cancelled"]),
  at: z.string(),
  actor: z.string().nullable(),
  /** The parcel a 'shipped' or 'delivered' event concerns. */
  shipment: z.number().int().nullable(),
  /** The lines a 'lines_cancelled' event cancelled, and what is not charged for them. */
  cancelled: z.object({ lines: z.array(z.number().int()), refundCents: z.number().int() }).nullable(),
});

export const dashboardOrderDetail = orderSchema.extend({
  cancelledBy: z.string().nullable(),
  events: z.array(orderEventRow),
  account: z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.string() }).nullable(),
  /** The order's returns, newest first (docs/behaviour.md §4 Returns). */
  returns: z.array(
    z.object({ id: z.string(), status: z.enum(RETURN_STATUSES), refundedCents: z.number().int() }),
  ),
  /** The return this order is the replacement shipment of (decision 76), or null. */
  replacementFor: z.string().nullable(),
});
export type DashboardOrderDetail = z.infer<typeof dashboardOrderDetail>;

/** Staff ship some lines of an order as one parcel. */
export const shipLinesBody = z.strictObject({
  carrier: z.enum(CARRIER_CODES as [string, ...string[]], "Choose a carrier."),
  trackingNumber: z
    .string()
    .max(60)
    .transform(normaliseTrackingNumber)
    .pipe(
      z.string().regex(TRACKING_NUMBER, "Enter the tracking number as printed: 8 to 34 letters and digits."),
    ),
  lines: z.array(z.number().int().min(0).max(99)).min(1, "Choose at least one line to ship.").max(10),
});
export type ShipLinesBody = z.input<typeof shipLinesBody>;

/** Staff cancel lines still to ship of a partly shipped order. */
export const cancelLinesBody = z.strictObject({
  lines: z.array(z.number().int().min(0).max(99)).min(1, "Choose at least one line to cancel.").max(10),
});
export type CancelLinesBody = z.input<typeof cancelLinesBody>;
