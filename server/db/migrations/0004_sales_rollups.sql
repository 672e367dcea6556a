CREATE TABLE "coupon_sales_daily" (
	"day" date NOT NULL,
	"coupon_code" text NOT NULL,
	"shard" smallint NOT NULL,
	"orders" integer NOT NULL,
	"discount_cents" bigint NOT NULL,
	CONSTRAINT "coupon_sales_daily_day_coupon_code_shard_pk" PRIMARY KEY("day","coupon_code","shard")
);
--> statement-breakpoint
CREATE TABLE "product_sales_daily" (
	"day" date NOT NULL,
	"product_id" text NOT NULL,
	"shard" smallint NOT NULL,
	"title" text NOT NULL,
	"units" integer NOT NULL,
	"revenue_cents" bigint NOT NULL,
	CONSTRAINT "product_sales_daily_day_product_id_shard_pk" PRIMARY KEY("day","product_id","shard")
);
--> statement-breakpoint
CREATE TABLE "sales_daily" (
	"day" date NOT NULL,
	"shard" smallint NOT NULL,
	"orders" integer NOT NULL,
	"revenue_cents" bigint NOT NULL,
	CONSTRAINT "sales_daily_day_shard_pk" PRIMARY KEY("day","shard")
);
--> statement-breakpoint
CREATE INDEX "product_sales_daily_product_idx" ON "product_sales_daily" USING btree ("product_id","day");
--> statement-breakpoint
-- Backfill from the orders already stored (placed ones only, UTC days, all in shard 0); the same
-- statements as rebuildRollups() in server/services/dashboard/sales-rollups.ts.
INSERT INTO "sales_daily" ("day", "shard", "orders", "revenue_cents")
SELECT ("purchased_at" AT TIME ZONE 'UTC')::date, 0, count(*), sum("total_cents")
FROM "orders" WHERE "status" = 'placed' GROUP BY 1;--> statement-breakpoint
INSERT INTO "product_sales_daily" ("day", "product_id", "shard", "title", "units", "revenue_cents")
SELECT (o."purchased_at" AT TIME ZONE 'UTC')::date, l."product_id", 0, max(l."title"), sum(l."quantity"), sum(l."line_total_cents")
FROM "order_lines" l JOIN "orders" o ON o."id" = l."order_id"
WHERE o."status" = 'placed' GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "coupon_sales_daily" ("day", "coupon_code", "shard", "orders", "discount_cents")
SELECT ("purchased_at" AT TIME ZONE 'UTC')::date, "coupon_code", 0, count(*), sum("discount_cents")
FROM "orders" WHERE "status" = 'placed' AND "coupon_code" IS NOT NULL GROUP BY 1, 2;
