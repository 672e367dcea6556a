CREATE TABLE "rate_hit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bucket" text NOT NULL,
	"at_ms" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_hit_bucket_idx" ON "rate_hit" USING btree ("bucket","at_ms");
--> statement-breakpoint
CREATE INDEX "rate_hit_at_idx" ON "rate_hit" USING btree ("at_ms");
--> statement-breakpoint
CREATE TABLE "media_object" (
	"name" text PRIMARY KEY NOT NULL,
	"body" bytea NOT NULL,
	"etag" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
