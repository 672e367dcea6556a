CREATE TABLE "stock_levels" (
	"product_id" text NOT NULL,
	"size" text NOT NULL,
	"color" text NOT NULL,
	"on_hand" integer NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_levels_product_id_size_color_pk" PRIMARY KEY("product_id","size","color"),
	CONSTRAINT "stock_levels_on_hand_check" CHECK ("stock_levels"."on_hand" >= 0)
);
--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"product_id" text NOT NULL,
	"size" text NOT NULL,
	"color" text NOT NULL,
	"delta" integer NOT NULL,
	"on_hand_after" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" text,
	"staff_user_id" text,
	CONSTRAINT "stock_movements_reason_check" CHECK ("stock_movements"."reason" in ('seed', 'staff', 'order', 'cancel'))
);
--> statement-breakpoint
CREATE INDEX "stock_movements_variant_idx" ON "stock_movements" USING btree ("product_id","size","color","created_at");
--> statement-breakpoint
CREATE INDEX "stock_movements_order_idx" ON "stock_movements" USING btree ("order_id") WHERE "stock_movements"."order_id" is not null;
--> statement-breakpoint
-- Products that already exist are stocked by what their sizes said: the sizes in stock get one
-- unit of each colour they offer (staff then count the real figures), the others none.
INSERT INTO "stock_levels" ("product_id", "size", "color", "on_hand")
SELECT p.id, s->>'key', c, CASE WHEN (s->>'status')::int = 1 THEN 1 ELSE 0 END
FROM "products" p
CROSS JOIN LATERAL jsonb_array_elements(p.sizes) s
CROSS JOIN LATERAL jsonb_array_elements_text(s->'colors') c
WHERE (s->>'status')::int in (0, 1)
ON CONFLICT DO NOTHING;
