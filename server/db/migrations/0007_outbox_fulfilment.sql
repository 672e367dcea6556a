-- Every e-mail the shop sends is a row written in the transaction of the event that causes it;
-- the sender (server/mail/outbox) claims due rows, delivers them and records the outcome.
CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"template" text NOT NULL,
	"recipient" text NOT NULL,
	"data" jsonb NOT NULL,
	"dedupe_key" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"next_attempt_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp (3) with time zone,
	"failed_at" timestamp (3) with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_dedupe_idx" ON "mail_outbox" USING btree ("dedupe_key");
--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "sent_at" IS NULL AND "failed_at" IS NULL;
--> statement-breakpoint
-- What happened to an order, in order: placed, shipped (carrier, tracking, lines), delivered
-- (one shipment), cancelled. Rows are only ever added; the order's status is derived from them.
CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"type" text NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"actor" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION atelier_refuse_update() RETURNS trigger
  LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION '% is append-only', TG_TABLE_NAME; END $$;
--> statement-breakpoint
CREATE TRIGGER "order_events_append_only" BEFORE UPDATE ON "order_events"
  FOR EACH ROW EXECUTE FUNCTION atelier_refuse_update();
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('placed', 'partially_shipped', 'shipped', 'delivered', 'cancelled'));
--> statement-breakpoint
CREATE INDEX "orders_status_purchased_idx" ON "orders" USING btree ("status","purchased_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
--> statement-breakpoint
-- Orders stored before events existed get the events their columns record.
INSERT INTO "order_events" ("order_id", "type", "at", "actor")
  SELECT "id", 'placed', "purchased_at", CASE WHEN "user_id" IS NULL THEN 'guest' ELSE 'customer' END
  FROM "orders" ORDER BY "purchased_at", "id";
--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "type", "at", "actor")
  SELECT "id", 'cancelled', coalesce("cancelled_at", "purchased_at"), "cancelled_by"
  FROM "orders" WHERE "status" = 'cancelled' ORDER BY "cancelled_at", "id";
