// A registered shopper's subscriptionAgreement and the newsletter list stay in step.
import type { Db } from "../../db/client";
import { newsletterSubscriptions } from "../../db/schema";
import { and, eq } from "drizzle-orm";

export async function subscribe(db: Db, email: string, userId: string | null): Promise<void> {
  await db
    .insert(newsletterSubscriptions)
    .values({ email: email.toLowerCase(), userId })
    .onConflictDoUpdate({ target: newsletterSubscriptions.email, set: { userId } });
}

export async function unsubscribe(db: Db, email: string): Promise<void> {
  await db.delete(newsletterSubscriptions).where(and(eq(newsletterSubscriptions.email, email.toLowerCase())));
}
