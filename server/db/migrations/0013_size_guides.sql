ALTER TABLE "products" ADD COLUMN "size_guide" text DEFAULT 'none' NOT NULL;
--> statement-breakpoint
-- The guide each existing product gets: defaultSizeGuide() in domain/size-guides.ts, rule for rule.
UPDATE "products" SET "size_guide" = CASE
  WHEN "sub_categories" && ARRAY['shoes']::text[] THEN 'shoes'
  WHEN "sub_categories" && ARRAY['bags', 'accessories']::text[] THEN 'none'
  WHEN "sub_categories" && ARRAY['knitwear']::text[] THEN 'knitwear'
  WHEN "sub_categories" && ARRAY['coats', 'jackets', 'blazers', 'tailoring', 'dresses', 'shirts-tops', 'shirts', 'trousers-skirts', 'trousers']::text[] THEN 'coats-tailoring'
  ELSE 'none'
END;
