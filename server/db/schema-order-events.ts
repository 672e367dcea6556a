// What happened to each order, appended in order (migration 0007_outbox_fulfilment): the status
// and the timeline are derived from these rows by domain/order-events.ts. A trigger refuses
// updates; rows go only with their order.
import { bigserial, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { OrderEventData } from "../../domain/order-events";
import { orders } from "./schema";

export const orderEvents = pgTable(
  "order_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** placed | shipped | delivered | lines_cancelled | cancelled (domain/order-events.ts). */
    type: text("type").notNull(),
    at: timestamp("at", { withTimezone: true, mode: "date", precision: 3 }).notNull().defaultNow(),
    /** 'customer', 'guest', 'staff:<e-mail>' or 'system'. */
    actor: text("actor"),
    data: jsonb("data").$type<OrderEventData>().notNull().default({}),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.id)],
);
