// What every staff step of a return shares: lock the return (and its order) row, fold its state,
// refuse a step the rules do not allow (409, docs/behaviour.md §4 Returns), and after the change
// append the event and write the customer's e-mail in the same transaction.
import { and, asc, eq } from "drizzle-orm";
import {
  refuseReturnStep,
  type ReturnEventData,
  type ReturnKind,
  type ReturnState,
  type ReturnStatus,
  type ReturnStep,
} from "../../../domain/returns";
import type { OrderLine } from "../../../domain/contracts/orders";
import type { StatusCode } from "../../../domain/types";
import type { SessionUser } from "../../auth/guards";
import { orderLines, orders, returnEvents, returnLines, returns, user } from "../../db/schema";
import { conflict, notFound } from "../errors";
import { enqueueMail } from "../../mail/outbox";
import type { ReturnMailLine, ReturnStepMailData } from "../../mail/templates/return-step-data";
import type { TemplateName } from "../../mail/templates/registry";
import { mailable } from "../orders/order-events";
import type { Tx } from "../stock/levels";

export type ReturnRow = typeof returns.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type LineRow = { line: typeof returnLines.$inferSelect; orderLine: typeof orderLines.$inferSelect };

export interface LockedReturn {
  ret: ReturnRow;
  order: OrderRow;
  lines: LineRow[];
  state: ReturnState;
}

/** A return's lines, each with the order line it takes back, in the return's order. */
export function readReturnLines(db: Pick<Tx, "select">, returnId: string): Promise<LineRow[]> {
  return db
    .select({ line: returnLines, orderLine: orderLines })
    .from(returnLines)
    .innerJoin(
      orderLines,
      and(
        eq(orderLines.orderId, returnLines.orderId),
        eq(orderLines.position, returnLines.orderLinePosition),
      ),
    )
    .where(eq(returnLines.returnId, returnId))
    .orderBy(asc(returnLines.position));
}

/** The return's state for the step rules (refuseReturnStep). */
export function returnStateOf(ret: ReturnRow, lines: readonly LineRow[]): ReturnState {
  return {
    status: ret.status as ReturnStatus,
    hasRefundLines: lines.some((l) => l.line.kind === "refund"),
    hasExchangeLines: lines.some((l) => l.line.kind === "exchange"),
    refundedAt: ret.refundedAt,
    exchangedAt: ret.exchangedAt,
    deadlineAt: ret.deadlineAt,
  };
}

export const staffActor = (staff: SessionUser) => `staff:${staff.email}`;

/** Locks the order, then the return (always in that order), and refuses what may not happen now. */
export async function lockForStep(tx: Tx, returnId: string, step: ReturnStep): Promise<LockedReturn> {
  const [peek] = await tx
    .select({ orderId: returns.orderId, userId: orders.userId })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(eq(returns.id, returnId));
  if (!peek) throw notFound("No such return.");
  // The customer's row before the order's, the order in which an account's deletion takes them
  // (its trigger anonymises the orders: migration 0024): an exchange's replacement order names the
  // customer, and taking the two the other way round could deadlock with a deletion.
  if (peek.userId)
    await tx.select({ id: user.id }).from(user).where(eq(user.id, peek.userId)).for("key share");
  // The order's lock serialises the refunds of one order, whose amounts depend on each other.
  const [order] = await tx.select().from(orders).where(eq(orders.id, peek.orderId)).for("update");
  const [ret] = await tx.select().from(returns).where(eq(returns.id, returnId)).for("update");
  if (!order || !ret) throw notFound("No such return.");
  const lines = await readReturnLines(tx, returnId);
  const state = returnStateOf(ret, lines);
  const refused = refuseReturnStep(state, step);
  if (refused) throw conflict(refused);
  return { ret, order, lines, state };
}

export async function appendReturnEvent(
  tx: Tx,
  returnId: string,
  type: ReturnStatus,
  actor: string,
  data: ReturnEventData = {},
) {
  const [row] = await tx.insert(returnEvents).values({ returnId, type, actor, data }).returning();
  if (!row) throw new Error(`event for ${returnId} was not inserted`);
  return row;
}

/**
 * An exchanged line's picture as it goes out: the replacement order's line for the same piece in
 * the new size and colour carries the new colour's picture (staff-replacement.ts).
 */
async function addExchangePictures(
  tx: Tx,
  replacementOrderId: string,
  lines: ReturnMailLine[],
): Promise<void> {
  const sent = await tx
    .select({
      productId: orderLines.productId,
      color: orderLines.color,
      size: orderLines.size,
      image: orderLines.image,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, replacementOrderId));
  for (const line of lines) {
    const match = sent.find(
      (s) => s.productId === line.productId && s.color === line.exchangeColor && s.size === line.exchangeSize,
    );
    if (match) line.exchangeImage = match.image;
  }
}

function mailLine({ line, orderLine }: LineRow): ReturnMailLine {
  const o: OrderLine = {
    position: line.position,
    productId: orderLine.productId,
    title: orderLine.title,
    url: orderLine.url,
    image: orderLine.image,
    color: orderLine.color,
    size: orderLine.size,
    quantity: line.quantity,
    maxQuantity: orderLine.maxQuantity,
    status: orderLine.status as StatusCode,
    preOrderDate: null,
    unitPriceCents: orderLine.unitPriceCents,
    lineTotalCents: orderLine.unitPriceCents * line.quantity,
  };
  return { ...o, exchangeSize: line.exchangeSize, exchangeColor: line.exchangeColor };
}

/** One e-mail to the customer for this step, keyed by the event so a retry writes it once. */
export async function mailStep(
  tx: Tx,
  locked: Pick<LockedReturn, "ret" | "order" | "lines">,
  template: TemplateName & `${"return" | "exchange"}-${string}`,
  eventId: number,
  extra: Partial<
    Pick<
      ReturnStepMailData,
      "refundCents" | "reason" | "shipment" | "replacementOrderId" | "insteadOfExchange"
    >
  > = {},
  only?: ReturnKind,
): Promise<void> {
  const { ret, order } = locked;
  if (!mailable(order.email)) return;
  const lines = locked.lines.filter((l) => !only || l.line.kind === only).map(mailLine);
  if (extra.replacementOrderId) await addExchangePictures(tx, extra.replacementOrderId, lines);
  const data: ReturnStepMailData = {
    returnId: ret.id,
    order: {
      id: order.id,
      purchasedAt: order.purchasedAt.toISOString(),
      cardLast4: order.cardLast4,
      couponCode: order.couponCode,
      couponPercentage: order.couponPercentage,
    },
    lines,
    ...extra,
  };
  await enqueueMail(tx, {
    to: order.email,
    template,
    data,
    dedupeKey: `${template}:${eventId}`,
    thread: order.id,
  });
}
