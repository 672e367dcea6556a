-- A draft remembers the version its text started from, so publishing it over a version published since is refused (server/services/site-content/versions.ts).
ALTER TABLE "site_content" ADD COLUMN "draft_based_on" integer;--> statement-breakpoint
-- A draft saved before: every publish used to end the draft, so a draft still here was started from the live version.
UPDATE "site_content" SET "draft_based_on" = (SELECT max("number") FROM "site_content_versions" v WHERE v."key" = "site_content"."key") WHERE "draft" IS NOT NULL AND "draft_based_on" IS NULL;
