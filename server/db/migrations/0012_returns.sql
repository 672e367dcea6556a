-- Returns and exchanges: a return of some lines of a delivered order, each a refund or an
-- exchange, with its status, its deadline (requested + 14 days) and its append-only events.
CREATE TABLE "returns" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"requested_by" text NOT NULL,
	"requested_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp (3) with time zone NOT NULL,
	"received_at" timestamp (3) with time zone,
	"refunded_at" timestamp (3) with time zone,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"exchanged_at" timestamp (3) with time zone,
	"replacement_order_id" text,
	"rejected_at" timestamp (3) with time zone,
	"reject_reason" text,
	"expired_at" timestamp (3) with time zone,
	CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade,
	CONSTRAINT "returns_replacement_order_id_orders_id_fk" FOREIGN KEY ("replacement_order_id") REFERENCES "orders"("id") ON DELETE set null,
	CONSTRAINT "returns_status_check" CHECK ("returns"."status" in ('requested', 'received', 'refunded', 'exchanged', 'rejected', 'expired')),
	CONSTRAINT "returns_refunded_check" CHECK ("returns"."refunded_cents" >= 0)
);
--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("order_id","requested_at");
--> statement-breakpoint
CREATE INDEX "returns_status_requested_idx" ON "returns" USING btree ("status","requested_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
--> statement-breakpoint
CREATE INDEX "returns_requested_idx" ON "returns" USING btree ("requested_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
--> statement-breakpoint
CREATE INDEX "returns_deadline_idx" ON "returns" USING btree ("deadline_at") WHERE "returns"."status" = 'requested';
--> statement-breakpoint
CREATE INDEX "returns_replacement_idx" ON "returns" USING btree ("replacement_order_id") WHERE "returns"."replacement_order_id" is not null;
--> statement-breakpoint
CREATE TABLE "return_lines" (
	"return_id" text NOT NULL,
	"position" smallint NOT NULL,
	"order_id" text NOT NULL,
	"order_line_position" smallint NOT NULL,
	"kind" text NOT NULL,
	"quantity" smallint NOT NULL,
	"reason" text NOT NULL,
	"exchange_size" text,
	"exchange_color" text,
	CONSTRAINT "return_lines_return_id_position_pk" PRIMARY KEY("return_id","position"),
	CONSTRAINT "return_lines_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "returns"("id") ON DELETE cascade,
	CONSTRAINT "return_lines_order_id_order_line_position_order_lines_order_id_position_fk" FOREIGN KEY ("order_id","order_line_position") REFERENCES "order_lines"("order_id","position") ON DELETE cascade,
	CONSTRAINT "return_lines_kind_check" CHECK ("return_lines"."kind" in ('refund', 'exchange')),
	CONSTRAINT "return_lines_quantity_check" CHECK ("return_lines"."quantity" > 0),
	CONSTRAINT "return_lines_exchange_check" CHECK (("return_lines"."kind" = 'exchange') = ("return_lines"."exchange_size" is not null and "return_lines"."exchange_color" is not null))
);
--> statement-breakpoint
CREATE INDEX "return_lines_order_line_idx" ON "return_lines" USING btree ("order_id","order_line_position");
--> statement-breakpoint
CREATE TABLE "return_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"return_id" text NOT NULL,
	"type" text NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"actor" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "return_events_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "returns"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "return_events_return_idx" ON "return_events" USING btree ("return_id","id");
--> statement-breakpoint
CREATE TRIGGER "return_events_append_only" BEFORE UPDATE ON "return_events"
  FOR EACH ROW EXECUTE FUNCTION atelier_refuse_update();
--> statement-breakpoint
-- A unit that comes back is a stock movement of its own kind.
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_reason_check";
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_reason_check" CHECK ("stock_movements"."reason" in ('seed', 'staff', 'order', 'cancel', 'return', 'exchange'));
