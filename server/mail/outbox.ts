// The transactional outbox: a message is a row written by the same transaction as the event
// that causes it, so an order is never placed without its e-mail, nor an e-mail sent for an order
// that rolled back. The sender (./sender.ts) delivers the rows after commit.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";
import type { TemplateData, TemplateName } from "./templates/registry";

/** Heard by every process's sender: a NOTIFY sent inside a transaction arrives at its commit. */
export const MAIL_CHANNEL = "atelier_mail";

/** The database or an open transaction (`db.transaction(async (tx) => …)`). */
export type MailWriter = Pick<Db, "insert" | "execute">;

export interface OutgoingMail<Name extends TemplateName> {
  to: string;
  template: Name;
  data: TemplateData<Name>;
  /** A message with the same key already written is not written again (a retried event). */
  dedupeKey?: string;
  /** What the message is about (an order's id): such messages go out in the order written. */
  thread?: string;
}

export async function enqueueMail<Name extends TemplateName>(
  tx: MailWriter,
  mail: OutgoingMail<Name>,
): Promise<void> {
  // One statement, one round trip: the row and the wake-up call (a data-modifying WITH runs
  // whether or not the query reads it). An order's transaction writes a message for every order.
  await tx.execute(sql`with written as (${mailInsert(tx, mail)}) ${MAIL_WAKE_UP}`);
}

/** The message's row as an insert, for a statement that writes it with other rows (WITH … AS). */
export function mailInsert<Name extends TemplateName>(tx: Pick<Db, "insert">, mail: OutgoingMail<Name>): SQL {
  return tx
    .insert(mailOutbox)
    .values({
      template: mail.template,
      recipient: mail.to,
      data: mail.data as unknown as Record<string, unknown>,
      dedupeKey: mail.dedupeKey ?? null,
      thread: mail.thread ?? null,
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .getSQL();
}

/** Wakes every process's sender when the transaction that wrote a message commits. */
export const MAIL_WAKE_UP = sql`select pg_notify(${MAIL_CHANNEL}, '')`;
