DROP INDEX "contact_messages_created_idx";--> statement-breakpoint
DROP INDEX "orders_user_purchased_idx";--> statement-breakpoint
DROP INDEX "orders_purchased_idx";--> statement-breakpoint
DROP INDEX "products_category_created_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_user_purchased_idx" ON "orders" USING btree ("user_id","purchased_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_purchased_idx" ON "orders" USING btree ("purchased_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);