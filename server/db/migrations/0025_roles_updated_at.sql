-- A role's version (decision 133): two editors saving one role from the same page, the later is refused.
ALTER TABLE "roles" ADD COLUMN "updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL;
