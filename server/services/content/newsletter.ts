// Newsletter subscriptions from the footer form and the Newsletter panel: one row per lower-cased
// e-mail. (The profile's subscription box keeps the same table in step from the account side.)
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { newsletterSubscriptions, user as userTable } from "../../db/schema";

interface Subscriber {
  /** Already trimmed and lower-cased by the contract. */
  email: string;
  /** The signed-in user, if any. */
  user: { id: string; email: string } | null;
}

/**
 * Idempotent: subscribing twice keeps one row. Only a signed-in user subscribing their own address
 * links the row to their account and turns subscriptionAgreement on; an anonymous visitor typing
 * a customer's address must not be able to change that customer's profile.
 */
export async function subscribe(db: Db, { email, user }: Subscriber): Promise<void> {
  const own = user !== null && user.email.toLowerCase() === email ? user : null;
  await db.transaction(async (tx) => {
    // The account's row before the list's, the order a profile save takes them in (profile.ts), so
    // the footer's form and a profile save for the same customer never wait on each other crosswise.
    if (own)
      await tx
        .select({ id: userTable.id })
        .from(userTable)
        .where(eq(userTable.id, own.id))
        .for("no key update");
    await tx
      .insert(newsletterSubscriptions)
      .values({ email, userId: own?.id ?? null })
      .onConflictDoUpdate({
        target: newsletterSubscriptions.email,
        // Keeps the first subscription date; links the account if it was not linked yet.
        set: { userId: sql`coalesce(${newsletterSubscriptions.userId}, excluded.user_id)` },
      });
    if (own) await tx.update(userTable).set({ subscriptionAgreement: true }).where(eq(userTable.id, own.id));
  });
}

/** Unticking the profile's box removes the address from the list (the profile field is saved by the caller). */
export async function unsubscribe(db: Db, email: string): Promise<void> {
  await db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email.toLowerCase()));
}
