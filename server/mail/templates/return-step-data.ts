// What the e-mails of the staff's return steps carry (received, refunded, rejected, the exchange's
// replacement prepared, shipped and delivered): a snapshot of the return when the step happened.
import { exchangeLabel } from "../../../domain/returns";
import type { Order, OrderLine } from "../../../domain/contracts/orders";

/** A returned line: the order's line with the quantity sent back; an exchange names the new variant. */
export type ReturnMailLine = OrderLine & {
  exchangeSize: string | null;
  exchangeColor: string | null;
  /** Once the replacement exists: the new colour's picture (absent in e-mails queued before it was carried). */
  exchangeImage?: string;
};

export interface ReturnStepMailData {
  returnId: string;
  /** The coupon is absent in e-mails queued before it was carried. */
  order: Pick<Order, "id" | "purchasedAt" | "cardLast4"> &
    Partial<Pick<Order, "couponCode" | "couponPercentage">>;
  lines: ReturnMailLine[];
  /** Refunded: the amount paid back. */
  refundCents?: number;
  /** Refunded: the pieces had been sent for an exchange, refunded instead of replaced. */
  insteadOfExchange?: boolean;
  /** Rejected: the reason staff gave. */
  reason?: string;
  /** The replacement parcel, once shipped. */
  shipment?: { carrier: string; trackingNumber: string; at: string };
  /**
   * An exchange's steps: the replacement's own order number, which the e-mail names and links to
   * (a guest has no other way to reach it). Absent in e-mails queued before it was carried.
   */
  replacementOrderId?: string;
}

/** Whether any line is an exchange (it names the variant wanted instead). */
export const hasExchange = ({ lines }: ReturnStepMailData) => lines.some((l) => l.exchangeSize !== null);
export const hasRefund = ({ lines }: ReturnStepMailData) => lines.some((l) => l.exchangeSize === null);

export const returnImages = ({ lines }: ReturnStepMailData) => lines.map((l) => l.image);

/** The exchanged lines as they go out: the new size and colour, and that colour's picture. */
export const replacementLines = ({ lines }: ReturnStepMailData): OrderLine[] =>
  lines.map((l) => ({
    ...l,
    size: l.exchangeSize ?? l.size,
    color: l.exchangeColor ?? l.color,
    image: l.exchangeImage ?? l.image,
  }));

export const replacementImages = (data: ReturnStepMailData) => replacementLines(data).map((l) => l.image);

/** What each returned piece is for, when a return mixes both: 'Refund' or 'Exchange for Size L · Navy'. */
export const returnLineNotes = (data: ReturnStepMailData): string[] | undefined =>
  hasExchange(data) && hasRefund(data)
    ? data.lines.map((l) =>
        l.exchangeSize === null ? "Refund" : exchangeLabel(l.exchangeSize, l.exchangeColor ?? l.color),
      )
    : undefined;
