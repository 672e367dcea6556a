CREATE TABLE "site_content" (
	"key" text PRIMARY KEY NOT NULL,
	"draft" jsonb,
	"draft_saved_at" timestamp (3) with time zone,
	"draft_saved_by" text,
	"draft_saved_by_name" text
);
--> statement-breakpoint
CREATE TABLE "site_content_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"number" integer NOT NULL,
	"content" jsonb NOT NULL,
	"published_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"published_by" text,
	"published_by_name" text,
	"restored_from" integer
);
--> statement-breakpoint
ALTER TABLE "site_content" ADD CONSTRAINT "site_content_draft_saved_by_user_id_fk" FOREIGN KEY ("draft_saved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "site_content_versions" ADD CONSTRAINT "site_content_versions_key_site_content_key_fk" FOREIGN KEY ("key") REFERENCES "public"."site_content"("key") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "site_content_versions" ADD CONSTRAINT "site_content_versions_published_by_user_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "site_content_versions_key_number_idx" ON "site_content_versions" USING btree ("key","number");
--> statement-breakpoint
CREATE INDEX "site_content_versions_published_idx" ON "site_content_versions" USING btree ("key","number" desc);
