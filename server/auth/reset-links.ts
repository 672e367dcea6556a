// A completed password reset proves the owner (docs/security.md): every other reset link sent to
// the account dies with the one used. Better Auth makes each link single-use but leaves the
// others valid for their hour, so an earlier link in someone else's hands (a mailbox read by
// another, the reason the owner reset) would still set a password of theirs.
import { and, eq, like } from "drizzle-orm";
import type { Db } from "../db/client";
import { verification } from "../db/schema";

/** Better Auth's identifier of a reset link's token: `reset-password:<token>`, value the user's id. */
const RESET_LINK = "reset-password:%";

export async function forgetResetLinks(db: Db, userId: string): Promise<void> {
  await db
    .delete(verification)
    .where(and(like(verification.identifier, RESET_LINK), eq(verification.value, userId)));
}
