// Contact form messages, stored for client service (decision 6 in docs/decisions.md) and read later by staff.
import type { ContactMessageInput } from "../../../domain/contracts/content";
import type { Db } from "../../db/client";
import { contactMessages } from "../../db/schema";
import { enqueueMail } from "../../mail/outbox";

/**
 * Stored, and an acknowledgement to the sender written with it (the page tells them to check their
 * e-mail); it repeats nothing they typed (contact-received.tsx).
 */
export async function storeContactMessage(db: Db, input: ContactMessageInput): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        subject: input.subject,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        orderId: input.orderId ?? null,
        message: input.message,
      })
      .returning({ id: contactMessages.id });
    await enqueueMail(tx, {
      to: input.email,
      template: "contact-received",
      data: {},
      dedupeKey: `contact-received:${row!.id}`,
    });
  });
}
