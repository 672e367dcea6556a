// Returns and exchanges (migration 0012_returns): a return is asked for by the customer (or the
// guest holding the order's token) on lines of a delivered order; each line is a refund or an
// exchange for another size/colour of the same product. Its status is kept as a column for lists
// and filters; the history is in return_events, which, like order_events, are only appended.
// The rules (window, quantities, transitions, refund amounts) live in domain/returns.ts.
import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { ReturnEventData } from "../../domain/returns";
import { orderLines, orders } from "./schema";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date", precision: 3 });

export const returns = pgTable(
  "returns",
  {
    /** The return number shown to the customer and staff: 'R-' + 8 characters A–Z0–9. */
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** requested | received | refunded | exchanged | rejected | expired (domain/returns.ts). */
    status: text("status").notNull().default("requested"),
    /** 'customer' or 'guest': who asked. */
    requestedBy: text("requested_by").notNull(),
    requestedAt: ts("requested_at").notNull().defaultNow(),
    /** The parcel must arrive by then (requested + 14 days); after it, the sweep expires it. */
    deadlineAt: ts("deadline_at").notNull(),
    receivedAt: ts("received_at"),
    /** Set once, by the refund step: the refund is paid at most once per return. */
    refundedAt: ts("refunded_at"),
    /** What was paid back, in cents: the refund lines' paid prices less the coupon share. */
    refundedCents: integer("refunded_cents").notNull().default(0),
    /** Set once, when the replacement shipment of the exchange lines is created. */
    exchangedAt: ts("exchanged_at"),
    /** The replacement shipment (an order of its own) of the exchange lines, if any. */
    replacementOrderId: text("replacement_order_id").references(() => orders.id, { onDelete: "set null" }),
    rejectedAt: ts("rejected_at"),
    rejectReason: text("reject_reason"),
    expiredAt: ts("expired_at"),
  },
  (t) => [
    index("returns_order_idx").on(t.orderId, t.requestedAt),
    index("returns_status_requested_idx").on(
      t.status,
      t.requestedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("returns_requested_idx").on(t.requestedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The expiry sweep reads only open requests past their deadline.
    index("returns_deadline_idx")
      .on(t.deadlineAt)
      .where(sql`${t.status} = 'requested'`),
    index("returns_replacement_idx")
      .on(t.replacementOrderId)
      .where(sql`${t.replacementOrderId} is not null`),
    check(
      "returns_status_check",
      sql`${t.status} in ('requested', 'received', 'refunded', 'exchanged', 'rejected', 'expired')`,
    ),
    check("returns_refunded_check", sql`${t.refundedCents} >= 0`),
  ],
);

export const returnLines = pgTable(
  "return_lines",
  {
    returnId: text("return_id")
      .notNull()
      .references(() => returns.id, { onDelete: "cascade" }),
    /** The line's place in the return (0, 1, …). */
    position: smallint("position").notNull(),
    orderId: text("order_id").notNull(),
    /** The order line returned (order_lines.position). */
    orderLinePosition: smallint("order_line_position").notNull(),
    /** 'refund' | 'exchange'. */
    kind: text("kind").notNull(),
    quantity: smallint("quantity").notNull(),
    /** A code from RETURN_REASONS (domain/returns.ts). */
    reason: text("reason").notNull(),
    /** Exchange lines only: the variant wanted instead (same product, same price). */
    exchangeSize: text("exchange_size"),
    exchangeColor: text("exchange_color"),
  },
  (t) => [
    primaryKey({ columns: [t.returnId, t.position] }),
    foreignKey({
      columns: [t.orderId, t.orderLinePosition],
      foreignColumns: [orderLines.orderId, orderLines.position],
    }).onDelete("cascade"),
    // Returned and exchanged quantities per order line.
    index("return_lines_order_line_idx").on(t.orderId, t.orderLinePosition),
    check("return_lines_kind_check", sql`${t.kind} in ('refund', 'exchange')`),
    check("return_lines_quantity_check", sql`${t.quantity} > 0`),
    check(
      "return_lines_exchange_check",
      sql`(${t.kind} = 'exchange') = (${t.exchangeSize} is not null and ${t.exchangeColor} is not null)`,
    ),
  ],
);

export const returnEvents = pgTable(
  "return_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    returnId: text("return_id")
      .notNull()
      .references(() => returns.id, { onDelete: "cascade" }),
    /** requested | received | refunded | exchanged | rejected | expired. */
    type: text("type").notNull(),
    at: ts("at").notNull().defaultNow(),
    /** 'customer', 'guest', 'staff:<e-mail>' or 'system'. */
    actor: text("actor"),
    data: jsonb("data").$type<ReturnEventData>().notNull().default({}),
  },
  (t) => [index("return_events_return_idx").on(t.returnId, t.id)],
);
