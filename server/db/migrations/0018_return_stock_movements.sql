-- A unit that comes back with a return, or leaves as an exchange's replacement, names its return.
ALTER TABLE "stock_movements" ADD COLUMN "return_id" text;
--> statement-breakpoint
CREATE INDEX "stock_movements_return_idx" ON "stock_movements" USING btree ("return_id") WHERE "stock_movements"."return_id" is not null;
