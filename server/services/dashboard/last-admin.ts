// The check behind domain/last-administrator.ts: the shop always keeps an administrator.
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { user } from "../../db/schema";

const ADMIN = "admin";

/**
 * Inside a transaction: locks every administrator's row (in id order, so two transactions never
 * wait on each other in a circle) and says whether one other than `userId` exists. Two staff
 * demoting the last two administrators at once, or one demoting while the other deletes their
 * account, take turns here: the second sees the first's change and is refused. (PostgreSQL;
 * PGlite runs one transaction at a time anyway.)
 */
export async function anotherAdministrator(tx: Db, userId: string): Promise<boolean> {
  const admins = await tx
    .select({ id: user.id })
    .from(user)
    .where(eq(user.role, ADMIN))
    .orderBy(asc(user.id))
    .for("update");
  return admins.some((a) => a.id !== userId);
}

/**
 * Before an account is deleted: an administrator steps down first, in the same turn as the check,
 * so the shop is never left without one whatever runs beside it; the last one is refused (null).
 * A deletion that then failed would leave the account a customer's, not an administrator's.
 */
export async function stepDownBeforeDeletion(db: Db, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ role: user.role }).from(user).where(eq(user.id, userId));
    if (row?.role !== ADMIN) return true;
    if (!(await anotherAdministrator(tx, userId))) return false;
    await tx.update(user).set({ role: "user", updatedAt: new Date() }).where(eq(user.id, userId));
    return true;
  });
}
