-- A 'Notify me' request is for a variant (product × size × colour), not a size (decision 65).
-- Requests stored before carry no colour: they keep meaning "this size, in any colour" and are
-- answered by the first colour of the size that comes back.
ALTER TABLE "notify_requests" ADD COLUMN "color" text;
--> statement-breakpoint
DROP INDEX IF EXISTS "notify_requests_unique_idx";
--> statement-breakpoint
ALTER TABLE "notify_requests" ADD CONSTRAINT "notify_requests_variant_email_key" UNIQUE NULLS NOT DISTINCT ("product_id", "size", "color", "email");
