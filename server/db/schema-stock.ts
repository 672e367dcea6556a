// Stock: one row per product × size × colour (a variant) with the units on hand, and the
// movement log that explains every change. The database refuses a negative count, so an
// oversell fails in PostgreSQL itself whatever the process does (docs/data-model.md).
import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { products } from "./schema";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date", precision: 3 });

export const stockLevels = pgTable(
  "stock_levels",
  {
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    size: text("size").notNull(),
    color: text("color").notNull(),
    onHand: integer("on_hand").notNull(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.size, t.color] }),
    check("stock_levels_on_hand_check", sql`${t.onHand} >= 0`),
  ],
);

export const STOCK_REASONS = ["seed", "staff", "order", "cancel", "return", "exchange"] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/**
 * Append-only. No foreign keys: the log outlives the product and the order it names, so every
 * unit stays traceable after a removal.
 */
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    createdAt: ts("created_at").notNull().defaultNow(),
    productId: text("product_id").notNull(),
    size: text("size").notNull(),
    color: text("color").notNull(),
    delta: integer("delta").notNull(),
    onHandAfter: integer("on_hand_after").notNull(),
    reason: text("reason").$type<StockReason>().notNull(),
    orderId: text("order_id"),
    staffUserId: text("staff_user_id"),
    /** The return a 'return' or 'exchange' movement belongs to (migration 0018). */
    returnId: text("return_id"),
  },
  (t) => [
    index("stock_movements_variant_idx").on(t.productId, t.size, t.color, t.createdAt),
    index("stock_movements_order_idx")
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
    index("stock_movements_return_idx")
      .on(t.returnId)
      .where(sql`${t.returnId} is not null`),
    check(
      "stock_movements_reason_check",
      sql`${t.reason} in ('seed', 'staff', 'order', 'cancel', 'return', 'exchange')`,
    ),
  ],
);
