// Contact form messages, stored for client service (decision 6 in docs/decisions.md) and read later by staff.
import type { ContactMessageInput } from "../../../domain/contracts/content";
import type { Db } from "../../db/client";
import { contactMessages } from "../../db/schema";

export async function storeContactMessage(db: Db, input: ContactMessageInput): Promise<void> {
  await db.insert(contactMessages).values({
    subject: input.subject,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    orderId: input.orderId ?? null,
    message: input.message,
  });
}
