// A password hash written with other settings than today's (Better Auth's 32 MiB ones, decision
// 98) is replaced when its owner signs in: the only moment the password is at hand. Until then it
// still verifies; afterwards the account's sign-ins cost what everyone's do.
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { account } from "../db/schema";
import { hashPassword, isOutdated } from "./password-hash";

/** Re-hashes the signed-in user's password if outdated; true when it was replaced. */
export async function upgradeHash(db: Db, userId: string, password: string): Promise<boolean> {
  const row = await db.query.account.findFirst({
    where: and(eq(account.userId, userId), eq(account.providerId, "credential")),
    columns: { id: true, password: true },
  });
  if (!row?.password || !isOutdated(row.password)) return false;
  const next = await hashPassword(password);
  // Only the hash just verified is replaced: a password changed meanwhile is kept.
  const replaced = await db
    .update(account)
    .set({ password: next, updatedAt: new Date() })
    .where(and(eq(account.id, row.id), eq(account.password, row.password)))
    .returning({ id: account.id });
  return replaced.length === 1;
}
