// A customer's wishlist: the pieces they keep to come back to (docs/behaviour.md §2 account,
// decision 128). One row per customer and product; both sides cascade, so a removed product or
// a deleted account leaves nothing behind.
import { index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { products, user } from "./schema";

export const wishlistItems = pgTable(
  "wishlist_items",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    savedAt: timestamp("saved_at", { withTimezone: true, mode: "date", precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    // A product's removal finds its rows without a scan.
    index("wishlist_items_product_idx").on(t.productId),
  ],
);
