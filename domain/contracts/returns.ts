// Returns, customer side (docs/behaviour.md §4 Returns): the request the browser sends and the
// returns it reads. The server checks every rule of domain/returns.ts again; nothing here is
// trusted for a price or an amount.
import { z } from "zod";
import { RETURN_KINDS, RETURN_REASON_CODES, RETURN_STATUSES } from "../returns";

const variant = z.strictObject({
  size: z.string().trim().min(1).max(40),
  color: z.string().trim().min(1).max(40),
});

export const returnRequestLine = z.strictObject({
  orderLinePosition: z.number().int().min(0).max(99),
  quantity: z.number().int().min(1, "Choose how many to return.").max(10),
  kind: z.enum(RETURN_KINDS),
  reason: z.enum(RETURN_REASON_CODES, { error: "Choose a reason." }),
  exchange: variant.optional(),
});

export const returnRequestBody = z.strictObject({
  lines: z.array(returnRequestLine).min(1, "Choose at least one item to return.").max(10),
  /** A guest proves the order is theirs with the order's token (decision 31). */
  guestToken: z.string().min(16).max(128).optional(),
});
export type ReturnRequestBody = z.input<typeof returnRequestBody>;
export type ReturnRequestInput = z.output<typeof returnRequestBody>;

/** What every view of a return line shows of the line itself (the customer's and the staff's). */
export const returnLineFields = {
  position: z.number().int(),
  orderLinePosition: z.number().int(),
  kind: z.enum(RETURN_KINDS),
  quantity: z.number().int(),
  reason: z.string(),
  exchangeSize: z.string().nullable(),
  exchangeColor: z.string().nullable(),
};

/** The steps of a return as every view shows them: when each happened and what was refunded. */
export const returnStepFields = {
  receivedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  refundedCents: z.number().int(),
  exchangedAt: z.string().nullable(),
};

/** How a return ended other than by a refund or an exchange. */
export const returnEndFields = {
  rejectedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  expiredAt: z.string().nullable(),
};

export const returnLineSchema = z.object({
  ...returnLineFields,
  /** From the order line, for display. */
  title: z.string(),
  size: z.string(),
  color: z.string(),
  image: z.string(),
  unitPriceCents: z.number().int(),
});
export type ReturnLineView = z.infer<typeof returnLineSchema>;

export const returnEventSchema = z.object({
  type: z.enum(RETURN_STATUSES),
  at: z.string(),
  actor: z.string().nullable(),
});

export const returnSchema = z.object({
  /** The return number, 'R-' and 8 characters. */
  id: z.string(),
  orderId: z.string(),
  status: z.enum(RETURN_STATUSES),
  requestedAt: z.string(),
  /** The parcel must arrive by then. */
  deadlineAt: z.string(),
  ...returnStepFields,
  replacementOrderId: z.string().nullable(),
  ...returnEndFields,
  lines: z.array(returnLineSchema),
  events: z.array(returnEventSchema),
});
export type ReturnView = z.infer<typeof returnSchema>;

/** What the request form may offer for one order line now. */
export const returnableLineSchema = z.object({
  orderLinePosition: z.number().int(),
  /** Units that may still be returned (0: none). */
  returnable: z.number().int(),
  /** The last day to ask, from the line's delivery; null while it has not been delivered. */
  windowEndsAt: z.string().nullable(),
  /** Whether the window is still open now. */
  open: z.boolean(),
  /** Units of this line that may still be asked as an exchange. */
  exchangeable: z.number().int(),
  /** Other sizes and colours in stock at the price paid; each for up to `maxQuantity` units. */
  exchangeOptions: z.array(z.object({ size: z.string(), color: z.string(), maxQuantity: z.number().int() })),
});
export type ReturnableLineView = z.infer<typeof returnableLineSchema>;

export const orderReturnsSchema = z.object({
  returns: z.array(returnSchema),
  lines: z.array(returnableLineSchema),
  /** Whether any line can be returned now: the form's button shows only then. */
  canRequest: z.boolean(),
});
export type OrderReturns = z.infer<typeof orderReturnsSchema>;
