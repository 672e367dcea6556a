// The staff's Returns area (docs/behaviour.md §2 Dashboard, §4 Returns): the list, one return
// with its lines, events and the refund it would pay, and the bodies of the staff's steps.
import { z } from "zod";
import { ORDER_STATUSES } from "../order-events";
import { RETURN_KINDS, RETURN_STATUSES } from "../returns";
import { collapse } from "../text";
import { returnEndFields, returnLineFields, returnStepFields } from "./returns";

export const dashboardReturnsQuery = z.object({
  status: z.enum(RETURN_STATUSES, "Choose a status from the list.").optional(),
  /** A return number (R-XXXXXXXX) or an order number. */
  q: z.string().trim().max(40).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type DashboardReturnsQuery = z.output<typeof dashboardReturnsQuery>;

export const dashboardReturnRow = z.object({
  id: z.string(),
  orderId: z.string(),
  status: z.enum(RETURN_STATUSES),
  requestedAt: z.string(),
  deadlineAt: z.string(),
  email: z.string(),
  /** Units in the return. */
  units: z.number().int(),
  kinds: z.array(z.enum(RETURN_KINDS)),
  refundedCents: z.number().int(),
});
export type DashboardReturnRow = z.infer<typeof dashboardReturnRow>;

export const dashboardReturnPage = z.object({
  items: z.array(dashboardReturnRow),
  nextCursor: z.string().nullable(),
});

export const dashboardReturnLine = z.object({
  ...returnLineFields,
  productId: z.string(),
  title: z.string(),
  url: z.string(),
  image: z.string(),
  size: z.string(),
  color: z.string(),
  unitPriceCents: z.number().int(),
});

export const dashboardReturnEvent = z.object({
  id: z.number().int(),
  type: z.enum(RETURN_STATUSES),
  at: z.string(),
  actor: z.string().nullable(),
  /** A rejection's reason, shown in the history. */
  note: z.string().nullable(),
  /** A refund instead of an exchange: the sizes and colours that had been asked for. */
  insteadOf: z.array(z.object({ size: z.string(), color: z.string() })).nullable(),
});

export const dashboardReturnDetail = z.object({
  id: z.string(),
  orderId: z.string(),
  status: z.enum(RETURN_STATUSES),
  email: z.string(),
  requestedBy: z.string(),
  requestedAt: z.string(),
  deadlineAt: z.string(),
  ...returnStepFields,
  ...returnEndFields,
  couponCode: z.string().nullable(),
  couponPercentage: z.number().int().nullable(),
  lines: z.array(dashboardReturnLine),
  /** What 'Approve Refund' would pay now (server-computed); null when there is nothing to refund. */
  refundDueCents: z.number().int().nullable(),
  /**
   * What 'Refund Instead' would pay now: the exchange lines, with the refund lines while unpaid;
   * null when no exchange is waiting for its replacement.
   */
  refundInsteadDueCents: z.number().int().nullable(),
  /** The exchange's replacement shipment: an order of its own, shipped from its order page. */
  replacement: z.object({ orderId: z.string(), status: z.enum(ORDER_STATUSES) }).nullable(),
  events: z.array(dashboardReturnEvent),
});
export type DashboardReturnDetail = z.infer<typeof dashboardReturnDetail>;

export const rejectReturnBody = z.strictObject({
  reason: z
    .string("Say why the return is rejected.")
    // A bound on what is collapsed; anything past it is over the 500 characters too.
    .max(2000, "Keep the reason to 500 characters or fewer.")
    .transform(collapse)
    .pipe(
      z
        .string()
        .min(1, "Say why the return is rejected.")
        .max(500, "Keep the reason to 500 characters or fewer."),
    ),
});
export type RejectReturnBody = z.input<typeof rejectReturnBody>;
