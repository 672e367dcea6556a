// Throwing authorization helpers: first line of every handler that needs them.
import { readSession, type SessionUser } from "./read-session";
import { eq } from "drizzle-orm";
import { allows } from "../../domain/permissions";
import type { DashboardArea } from "../../domain/types";
import { roles } from "../db/schema";
import { forbidden, unauthorized } from "../http/errors";
import type { Services } from "../services-type";

export type { SessionUser };

/** The user row as it is now (read with the session), so a role change applies on the next request. */
export async function getSessionUser(services: Services, headers: Headers): Promise<SessionUser | null> {
  return (await readSession(services, headers))?.user ?? null;
}

export async function requireUser(services: Services, headers: Headers): Promise<SessionUser> {
  const user = await getSessionUser(services, headers);
  if (!user) throw unauthorized();
  return user;
}

/** Re-reads the user's role from the roles table on every call (docs/behaviour.md §6). */
export async function requirePermission(
  services: Services,
  user: SessionUser | null,
  area: DashboardArea,
  action: string | string[],
): Promise<SessionUser> {
  if (!user) throw unauthorized();
  const actions = Array.isArray(action) ? action : [action];
  const [role] = await services.db.select().from(roles).where(eq(roles.id, user.role));
  if (!role || !actions.some((a) => allows(role.permissions[area], a))) {
    services.log.warn(
      { event: "permission_denied", userId: user.id, role: user.role, area, action },
      "permission denied",
    );
    throw forbidden();
  }
  return user;
}
