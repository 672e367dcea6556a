-- Sales count on the boutique's day in New York (domain/dates.ts SHOP_TIME_ZONE), the day the shop, the e-mails and the dashboard date an order by, not on its UTC date: an order placed at 9 pm counted on the next day. The roll-ups are recomputed from the orders, as rebuildRollups does (server/services/dashboard/sales-rollups.ts): every order not cancelled is a sale, but not an exchange's replacement (decision 76), which the placement never added either.
DELETE FROM "sales_daily";--> statement-breakpoint
DELETE FROM "product_sales_daily";--> statement-breakpoint
DELETE FROM "coupon_sales_daily";--> statement-breakpoint
INSERT INTO "sales_daily" ("day", "shard", "orders", "revenue_cents")
SELECT ("purchased_at" AT TIME ZONE 'America/New_York')::date, 0, count(*), sum("total_cents")
FROM "orders" o WHERE o."status" <> 'cancelled'
  AND NOT EXISTS (SELECT 1 FROM "returns" r WHERE r."replacement_order_id" = o."id") GROUP BY 1;--> statement-breakpoint
INSERT INTO "product_sales_daily" ("day", "product_id", "shard", "title", "units", "revenue_cents")
SELECT (o."purchased_at" AT TIME ZONE 'America/New_York')::date, l."product_id", 0, max(l."title"), sum(l."quantity"), sum(l."line_total_cents")
FROM "order_lines" l JOIN "orders" o ON o."id" = l."order_id"
WHERE o."status" <> 'cancelled'
  AND NOT EXISTS (SELECT 1 FROM "returns" r WHERE r."replacement_order_id" = o."id") GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "coupon_sales_daily" ("day", "coupon_code", "shard", "orders", "discount_cents")
SELECT ("purchased_at" AT TIME ZONE 'America/New_York')::date, "coupon_code", 0, count(*), sum("discount_cents")
FROM "orders" o WHERE o."status" <> 'cancelled' AND o."coupon_code" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "returns" r WHERE r."replacement_order_id" = o."id") GROUP BY 1, 2;
