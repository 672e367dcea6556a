// Customers and staff for the People area: search, page, read, and change a role safely.
import { and, count, desc, eq, ilike, lt, or, type SQL } from "drizzle-orm";
import type { SessionUser } from "../../auth/guards";
import { orders, roles, user } from "../../db/schema";
import { conflict, forbidden, invalid, notFound } from "../errors";
import { toProfile } from "../account/profile";
import { decodeCursor, encodeCursor } from "../catalogue/cursor";
import { listOwnOrders } from "../orders/customer-orders";
import type { Services } from "../../services-type";
import { LAST_ADMIN_DEMOTED } from "../../../domain/last-administrator";
import { anotherAdministrator } from "./last-admin";
import { ADMIN_ROLE, BEYOND_OWN_ROLE, OWN_ROLE, permissionsOf, requireWithinOwn } from "./roles";

export async function listUsers(
  services: Services,
  q: { q?: string | undefined; role?: string | undefined; cursor?: string | undefined; limit: number },
) {
  const where: SQL[] = [];
  if (q.q) {
    const term = `%${q.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(user.email, term), ilike(user.name, term))!);
  }
  if (q.role) where.push(eq(user.role, q.role));
  if (q.cursor) {
    const k = decodeCursor(q.cursor);
    where.push(or(lt(user.createdAt, k.createdAt), and(eq(user.createdAt, k.createdAt), lt(user.id, k.id)))!);
  }
  const rows = await services.db
    .select({ id: user.id, name: user.name, email: user.email, role: user.role, createdAt: user.createdAt })
    .from(user)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(user.createdAt), desc(user.id))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const last = page[page.length - 1];
  return {
    items: page.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    nextCursor: rows.length > q.limit && last ? encodeCursor(last) : null,
  };
}

export async function userDetail(services: Services, id: string) {
  const row = await services.db.query.user.findFirst({ where: eq(user.id, id) });
  if (!row) throw notFound("No such user.");
  return {
    profile: await toProfile(services, row),
    createdAt: row.createdAt.toISOString(),
    ...(await latestOrdersOf(services, row.id)),
  };
}

/** Orders shown on a user's page; the rest are in Orders, found by the user's e-mail. */
export const USER_ORDERS_SHOWN = 20;

async function latestOrdersOf(services: Services, userId: string) {
  const [page, [total]] = await Promise.all([
    listOwnOrders(services, { id: userId }, { limit: USER_ORDERS_SHOWN }),
    services.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)),
  ]);
  return { orders: page.items, orderCount: total?.n ?? page.items.length };
}

/**
 * Nobody changes their own role (no self-promotion, no accidental self-lockout), only an
 * administrator grants the administrator role, the new role must exist ('user' is the
 * customers' role), and the last administrator stays one.
 */
export async function changeRole(services: Services, staff: SessionUser, id: string, role: string) {
  if (staff.id === id) throw forbidden(OWN_ROLE);
  // Only an administrator makes another one, so user editors cannot promote an accomplice.
  if (role === ADMIN_ROLE && staff.role !== ADMIN_ROLE) throw forbidden(BEYOND_OWN_ROLE);
  const target = await services.db.query.user.findFirst({ where: eq(user.id, id) });
  if (!target) throw notFound("No such user.");
  if (role !== "user") {
    const [exists] = await services.db.select({ id: roles.id }).from(roles).where(eq(roles.id, role));
    if (!exists) throw invalid("No such role.", { role: "Unknown role." });
  }
  // Decision 123: someone whose role goes beyond the editor's (an administrator above all, even
  // for a role with 'all' everywhere) keeps it, and the new role may open no more than the
  // editor's own.
  if (target.role === ADMIN_ROLE && staff.role !== ADMIN_ROLE) throw forbidden(BEYOND_OWN_ROLE);
  await requireWithinOwn(
    services,
    staff,
    await permissionsOf(services, target.role ?? "user"),
    await permissionsOf(services, role),
  );
  await services.db.transaction(async (tx) => {
    // Again under a share lock, which a role's deletion waits for (roles.ts): the role cannot go
    // between this check and the commit.
    if (role !== "user") {
      const [held] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, role)).for("key share");
      if (!held) throw invalid("No such role.", { role: "Unknown role." });
    }
    if (target.role === ADMIN_ROLE && role !== ADMIN_ROLE && !(await anotherAdministrator(tx, id)))
      throw conflict(LAST_ADMIN_DEMOTED);
    await tx.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, id));
  });
  services.log.info(
    { event: "role_change", by: staff.id, userId: id, from: target.role, to: role },
    "role changed",
  );
  await services.live.publish({ type: "user", userId: id });
  return userDetail(services, id);
}
