// What clients wrote (contact form) and who subscribed to the newsletter, for staff.
import { and, count, desc, eq, isNull, lt, or, type SQL } from "drizzle-orm";
import { toCsv } from "../../../domain/csv";
import { contactMessages, newsletterSubscriptions } from "../../db/schema";
import { notFound } from "../errors";
import { decodeCursor, encodeCursor, numericCursorId } from "../catalogue/cursor";
import type { Services } from "../../services-type";

type MessageRow = typeof contactMessages.$inferSelect;

const toMessage = (r: MessageRow) => ({
  id: r.id,
  createdAt: r.createdAt.toISOString(),
  subject: r.subject,
  firstName: r.firstName,
  lastName: r.lastName,
  email: r.email,
  orderId: r.orderId,
  message: r.message,
  read: r.readAt !== null,
});

export async function listMessages(
  services: Services,
  q: { unread?: "true" | "false" | undefined; cursor?: string | undefined; limit: number },
) {
  const where: SQL[] = [];
  if (q.unread === "true") where.push(isNull(contactMessages.readAt));
  if (q.cursor) {
    const k = decodeCursor(q.cursor);
    const id = numericCursorId(k);
    where.push(
      or(
        lt(contactMessages.createdAt, k.createdAt),
        and(eq(contactMessages.createdAt, k.createdAt), lt(contactMessages.id, id)),
      )!,
    );
  }
  const rows = await services.db
    .select()
    .from(contactMessages)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(q.limit + 1);
  const [unread] = await services.db
    .select({ n: count() })
    .from(contactMessages)
    .where(isNull(contactMessages.readAt));
  const page = rows.slice(0, q.limit);
  const last = page[page.length - 1];
  return {
    items: page.map(toMessage),
    nextCursor:
      rows.length > q.limit && last ? encodeCursor({ createdAt: last.createdAt, id: String(last.id) }) : null,
    unreadCount: unread?.n ?? 0,
  };
}

export async function markMessage(services: Services, id: number, read: boolean) {
  const [row] = await services.db
    .update(contactMessages)
    .set({ readAt: read ? new Date() : null })
    .where(eq(contactMessages.id, id))
    .returning();
  if (!row) throw notFound("No such message.");
  return toMessage(row);
}

export async function listSubscribers(services: Services, q: { cursor?: string | undefined; limit: number }) {
  const s = newsletterSubscriptions;
  const k = q.cursor ? decodeCursor(q.cursor) : null;
  const rows = await services.db
    .select()
    .from(s)
    .where(
      k ? or(lt(s.createdAt, k.createdAt), and(eq(s.createdAt, k.createdAt), lt(s.email, k.id))) : undefined,
    )
    .orderBy(desc(s.createdAt), desc(s.email))
    .limit(q.limit + 1);
  const [total] = await services.db.select({ n: count() }).from(s);
  const page = rows.slice(0, q.limit);
  const last = page[page.length - 1];
  return {
    items: page.map((r) => ({
      email: r.email,
      createdAt: r.createdAt.toISOString(),
      registered: r.userId !== null,
    })),
    nextCursor:
      rows.length > q.limit && last ? encodeCursor({ createdAt: last.createdAt, id: last.email }) : null,
    total: total?.n ?? 0,
  };
}

export async function subscribersCsv(services: Services): Promise<string> {
  const rows = await services.db
    .select()
    .from(newsletterSubscriptions)
    .orderBy(desc(newsletterSubscriptions.createdAt));
  return toCsv(
    ["email", "subscribed_at", "registered"],
    rows.map((r) => [r.email, r.createdAt.toISOString(), r.userId !== null]),
  );
}
