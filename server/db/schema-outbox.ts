// The e-mail outbox: one row per message, written in the transaction of the event that causes
// it (server/mail/outbox.ts), delivered by the sender. Migration 0007_outbox_fulfilment.
import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date", precision: 3 });

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** A name from server/mail/templates/registry.ts. */
    template: text("template").notNull(),
    recipient: text("recipient").notNull(),
    /** The template's data, rendered when the message is sent. */
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    /** Optional: a second message with the same key is not written (e.g. `order-placed:<id>`). */
    dedupeKey: text("dedupe_key"),
    /**
     * Messages about one thing (an order: its confirmation, cancellation, parcels, returns) go
     * out in the order they were written: a row waits while an earlier one of its thread is
     * unsent, whichever process holds it. Null: no order to keep.
     */
    thread: text("thread"),
    createdAt: ts("created_at").notNull().defaultNow(),
    /** Due time; a claim moves it forward by the lease, a failure by the back-off. */
    nextAttemptAt: ts("next_attempt_at").notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    sentAt: ts("sent_at"),
    /** Set when the sender gave up (too many attempts, or a message that cannot be rendered). */
    failedAt: ts("failed_at"),
    lastError: text("last_error"),
  },
  (t) => [
    uniqueIndex("mail_outbox_dedupe_idx").on(t.dedupeKey),
    index("mail_outbox_thread_idx")
      .on(t.thread, t.id)
      .where(sql`${t.thread} is not null and ${t.sentAt} is null and ${t.failedAt} is null`),
    index("mail_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
  ],
);
