// `npm run admin -- <e-mail>`: the way into the dashboard of a shop started without the demo
// accounts (SEED=shop or off). The account is made in the shop (Create an Account) and then
// given the Administrator role here; from the dashboard that administrator names the others.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { roles, user } from "../../db/schema";
import { seedRoles } from "../../db/seed/roles";

export const ADMIN_ROLE = "admin";

export class NoSuchAccount extends Error {
  constructor(email: string) {
    super(`No account uses ${email}. Create it in the shop (Create an Account), then run this again.`);
  }
}

/** Gives the account with this e-mail the Administrator role (made if missing); its user id. */
export async function makeAdministrator(
  db: Db,
  email: string,
): Promise<{ userId: string; already: boolean }> {
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const admin = seedRoles.find((r) => r.id === ADMIN_ROLE)!;
    await tx.insert(roles).values(admin).onConflictDoNothing();
    const [found] = await tx
      .select({ id: user.id, role: user.role })
      .from(user)
      .where(eq(sql`lower(${user.email})`, address));
    if (!found) throw new NoSuchAccount(address);
    if (found.role === ADMIN_ROLE) return { userId: found.id, already: true };
    await tx.update(user).set({ role: ADMIN_ROLE }).where(eq(user.id, found.id));
    return { userId: found.id, already: false };
  });
}
