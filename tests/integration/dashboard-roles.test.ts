// Staff roles through the API: who may grant what (decision 123), the last administrator kept,
// and roles created, edited and deleted.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STALE_ROLE, type Role } from "../../domain/contracts/dashboard-people";
import { LAST_ADMIN_CODE, LAST_ADMIN_DELETED, LAST_ADMIN_DEMOTED } from "../../domain/last-administrator";
import { DASHBOARD_AREAS } from "../../domain/types";
import { roles, user } from "../../server/db/schema";
import { BEYOND_OWN_ROLE, OWN_ROLE } from "../../server/services/dashboard/roles";
import { dbKind, legUnavailable, type TestServer } from "./harness";
import { apiCall, deleteOwnAccount, signIn, signUp, signUpAsStaff, startWithAdmin } from "./sessions";

describe.skipIf(legUnavailable())(`administrators and roles (${dbKind})`, () => {
  let server: TestServer;
  let admin: string;
  const api = (method: string, path: string, cookie: string, body?: unknown) =>
    apiCall(server, cookie, method, path, body);
  const deleteOwn = (cookie: string) => deleteOwnAccount(server, cookie);
  const idOf = async (email: string) =>
    (await server.services.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]!.id;

  beforeAll(async () => ({ server, admin } = await startWithAdmin()));
  afterAll(() => server?.close());

  it("refuses self-promotion and the last admin's demotion; a user editor cannot mint admins", async () => {
    const adminId = await idOf("admin@atelier.example");
    const own = await api("PUT", `/dashboard/users/${adminId}/role`, admin, { role: "editor" });
    expect(own.status).toBe(403);
    expect(((await own.json()) as { error: { message: string } }).error.message).toBe(OWN_ROLE);
    await signUp(server, "second@example.com");
    const secondId = await idOf("second@example.com");
    // A 'people' role that may edit users but is not admin.
    expect(
      (
        await api("POST", "/dashboard/roles", admin, {
          id: "people",
          roleName: "People",
          permissions: { users: ["view", "edit"] },
        })
      ).status,
    ).toBe(201);
    expect((await api("PUT", `/dashboard/users/${secondId}/role`, admin, { role: "people" })).status).toBe(
      200,
    );
    const people = await signIn(server, "second@example.com", "secret-pass-1");
    const editorId = await idOf("editor@atelier.example");
    const grant = await api("PUT", `/dashboard/users/${editorId}/role`, people, { role: "admin" });
    expect(grant.status).toBe(403);
    expect(((await grant.json()) as { error: { message: string } }).error.message).toBe(BEYOND_OWN_ROLE);
    expect((await api("PUT", `/dashboard/users/${secondId}/role`, people, { role: "admin" })).status).toBe(
      403,
    );
    expect(
      (await api("PUT", `/dashboard/users/${editorId}/role`, admin, { role: "nonexistent" })).status,
    ).toBe(400);
    // Promote the editor to admin, demote the original admin through them, then the last one stays.
    expect((await api("PUT", `/dashboard/users/${editorId}/role`, admin, { role: "admin" })).status).toBe(
      200,
    );
    const editorNowAdmin = await signIn(server, "editor@atelier.example", "atelier-editor");
    expect(
      (await api("PUT", `/dashboard/users/${adminId}/role`, editorNowAdmin, { role: "user" })).status,
    ).toBe(200);
    const lastAdmin = await api("PUT", `/dashboard/users/${editorId}/role`, admin, { role: "user" });
    expect(lastAdmin.status).toBe(403);
    const row = await server.services.db.query.user.findFirst({ where: eq(user.id, editorId) });
    expect(row?.role).toBe("admin");
    // Put the house back as it was for the next tests.
    expect(
      (await api("PUT", `/dashboard/users/${adminId}/role`, editorNowAdmin, { role: "admin" })).status,
    ).toBe(200);
  });

  it("nobody hands out more than they hold: own role, wider roles and administrators stay out of reach (decision 123)", async () => {
    // The test before left the editor an administrator: the seeded shape again.
    await server.services.db
      .update(user)
      .set({ role: "editor" })
      .where(eq(user.email, "editor@atelier.example"));
    const keeper = await signUpAsStaff(server, "keeper@example.com", {
      id: "keeper",
      permissions: { users: ["view", "edit"], roles: ["view", "add", "edit", "remove"] },
    });
    const refused = async (res: Response, message: string) => {
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
    };
    const roleOf = async (id: string) =>
      (await server.services.db.query.roles.findFirst({ where: eq(roles.id, id) }))?.permissions;

    // The role one holds: no widening it, not even by renaming.
    await refused(
      await api("PUT", "/dashboard/roles/keeper", keeper, {
        roleName: "Keeper",
        permissions: { orders: "all" },
      }),
      OWN_ROLE,
    );
    expect(await roleOf("keeper")).toEqual({
      users: ["view", "edit"],
      roles: ["view", "add", "edit", "remove"],
    });
    // A role beyond one's own: neither made, nor edited (the administrator's, the editor's), nor removed.
    await refused(
      await api("POST", "/dashboard/roles", keeper, {
        id: "wide",
        roleName: "Wide",
        permissions: { orders: ["view"] },
      }),
      BEYOND_OWN_ROLE,
    );
    await refused(
      await api("PUT", "/dashboard/roles/admin", keeper, {
        roleName: "Pwned",
        permissions: Object.fromEntries(DASHBOARD_AREAS.map((a) => [a, "all"])),
      }),
      BEYOND_OWN_ROLE,
    );
    // Whatever they send for it: a narrower administrator role is still not theirs to ask for.
    await refused(
      await api("PUT", "/dashboard/roles/admin", keeper, {
        roleName: "Pwned",
        permissions: { users: ["view"] },
      }),
      BEYOND_OWN_ROLE,
    );
    await refused(
      await api("PUT", "/dashboard/roles/editor", keeper, {
        roleName: "Editor",
        permissions: { users: ["view"] },
      }),
      BEYOND_OWN_ROLE,
    );
    expect(
      (
        await api("POST", "/dashboard/roles", admin, {
          id: "wide",
          roleName: "Wide",
          permissions: { orders: "all" },
        })
      ).status,
    ).toBe(201);
    await refused(await api("DELETE", "/dashboard/roles/wide", keeper), BEYOND_OWN_ROLE);
    expect(await roleOf("wide")).toEqual({ orders: "all" });
    expect(await roleOf("admin")).toEqual(Object.fromEntries(DASHBOARD_AREAS.map((a) => [a, "all"])));
    // Within one's own: made, narrowed, widened back up to one's own, given, removed.
    expect(
      (
        await api("POST", "/dashboard/roles", keeper, {
          id: "narrow",
          roleName: "Narrow",
          permissions: { users: ["view"] },
        })
      ).status,
    ).toBe(201);
    await refused(
      await api("PUT", "/dashboard/roles/narrow", keeper, {
        roleName: "Narrow",
        permissions: { users: "all" },
      }),
      BEYOND_OWN_ROLE,
    );
    expect(
      (
        await api("PUT", "/dashboard/roles/narrow", keeper, {
          roleName: "Narrow",
          permissions: { users: ["view", "edit"] },
        })
      ).status,
    ).toBe(200);

    // Users: an administrator, or anyone whose role goes beyond the keeper's, keeps their role;
    // nobody is given a role beyond the keeper's.
    const adminId = await idOf("admin@atelier.example");
    const editorId = await idOf("editor@atelier.example");
    await signUp(server, "plain@example.com");
    const plainId = await idOf("plain@example.com");
    await refused(
      await api("PUT", `/dashboard/users/${adminId}/role`, keeper, { role: "user" }),
      BEYOND_OWN_ROLE,
    );
    await refused(
      await api("PUT", `/dashboard/users/${editorId}/role`, keeper, { role: "user" }),
      BEYOND_OWN_ROLE,
    );
    await refused(
      await api("PUT", `/dashboard/users/${plainId}/role`, keeper, { role: "wide" }),
      BEYOND_OWN_ROLE,
    );
    const roleOfUser = async (id: string) =>
      (await server.services.db.query.user.findFirst({ where: eq(user.id, id) }))?.role;
    expect([await roleOfUser(adminId), await roleOfUser(editorId), await roleOfUser(plainId)]).toEqual([
      "admin",
      "editor",
      "user",
    ]);
    expect((await api("PUT", `/dashboard/users/${plainId}/role`, keeper, { role: "narrow" })).status).toBe(
      200,
    );
    expect((await api("PUT", `/dashboard/users/${plainId}/role`, keeper, { role: "user" })).status).toBe(200);
    expect((await api("DELETE", "/dashboard/roles/narrow", keeper)).status).toBe(200);
    // The administrator is bound by none of this.
    expect((await api("DELETE", "/dashboard/roles/wide", admin)).status).toBe(200);
  });

  it("the last administrator cannot delete their account; one of two can", async () => {
    const second = await signUp(server, "second-admin@example.com");
    await server.services.db
      .update(user)
      .set({ role: "admin" })
      .where(eq(user.email, "second-admin@example.com"));
    expect((await deleteOwn(second)).status).toBe(200);
    expect(
      await server.services.db.query.user.findFirst({ where: eq(user.email, "second-admin@example.com") }),
    ).toBeUndefined();

    // The seeded administrator is now the only one.
    expect(
      (await server.services.db.select({ email: user.email }).from(user).where(eq(user.role, "admin"))).map(
        (u) => u.email,
      ),
    ).toEqual(["admin@atelier.example"]);
    const last = await deleteOwn(admin);
    expect(last.status).toBe(409);
    expect(await last.json()).toMatchObject({
      error: { code: LAST_ADMIN_CODE, message: LAST_ADMIN_DELETED },
    });
    expect(
      await server.services.db.query.user.findFirst({ where: eq(user.email, "admin@atelier.example") }),
    ).toMatchObject({ role: "admin" });
    expect((await api("GET", "/dashboard/orders", admin)).status).toBe(200);
  });

  it("a role with 'all' everywhere still leaves administrators and their role alone (decision 123)", async () => {
    const everything = Object.fromEntries(DASHBOARD_AREAS.map((a) => [a, "all"]));
    const almighty = await signUpAsStaff(server, "almighty@example.com", {
      id: "almighty",
      permissions: everything,
    });
    const adminId = await idOf("admin@atelier.example");
    for (const res of [
      await api("PUT", `/dashboard/users/${adminId}/role`, almighty, { role: "user" }),
      await api("PUT", "/dashboard/roles/admin", almighty, { roleName: "Renamed", permissions: everything }),
      await api("DELETE", "/dashboard/roles/admin", almighty),
    ]) {
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(BEYOND_OWN_ROLE);
    }
    expect(await server.services.db.query.roles.findFirst({ where: eq(roles.id, "admin") })).toMatchObject({
      roleName: "Administrator",
    });
    await server.services.db.update(user).set({ role: "user" }).where(eq(user.email, "almighty@example.com"));
  });

  it("two administrators demoting each other at once, or deleting their accounts at once: one is refused, the shop keeps one", async () => {
    const { db } = server.services;
    const setRole = (email: string, role: string) =>
      db.update(user).set({ role }).where(eq(user.email, email));
    const adminsNow = async () =>
      (await db.select({ email: user.email }).from(user).where(eq(user.role, "admin"))).map((u) => u.email);

    // Two administrators, each demoting the other.
    const duel = await signUp(server, "duel@example.com");
    await setRole("duel@example.com", "admin");
    const [adminId, duelId] = [await idOf("admin@atelier.example"), await idOf("duel@example.com")];
    const demotions = await Promise.all([
      api("PUT", `/dashboard/users/${duelId}/role`, admin, { role: "user" }),
      api("PUT", `/dashboard/users/${adminId}/role`, duel, { role: "user" }),
    ]);
    // The second to take its turn is refused: by the last-administrator rule when both had passed
    // the permission check (409), or by that check itself when the first had already demoted its
    // caller (403; one process on PGlite often runs them one after the other). Never both, never 500.
    const [done, refused] = [...demotions].sort((a, b) => a.status - b.status);
    expect(done!.status).toBe(200);
    expect([403, 409]).toContain(refused!.status);
    if (refused!.status === 409)
      expect(((await refused!.json()) as { error: { message: string } }).error.message).toBe(
        LAST_ADMIN_DEMOTED,
      );
    expect(await adminsNow()).toHaveLength(1);

    // Two administrators, each deleting their own account (the seeded one set aside meanwhile).
    await setRole("duel@example.com", "user");
    await setRole("admin@atelier.example", "editor");
    const [first, second] = [
      await signUp(server, "leaver-1@example.com"),
      await signUp(server, "leaver-2@example.com"),
    ];
    await setRole("leaver-1@example.com", "admin");
    await setRole("leaver-2@example.com", "admin");
    const deletions = await Promise.all([deleteOwn(first), deleteOwn(second)]);
    expect(deletions.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await adminsNow()).toHaveLength(1);

    // The house as it was.
    await setRole("admin@atelier.example", "admin");
    for (const email of ["leaver-1@example.com", "leaver-2@example.com"]) await setRole(email, "user");
    expect(await adminsNow()).toEqual(["admin@atelier.example"]);
  });

  it("creates, edits and deletes roles; a held role cannot be deleted; admin keeps 'all'", async () => {
    // An action the area does not know is refused by name, not dropped without a word.
    const mistyped = await api("POST", "/dashboard/roles", admin, {
      id: "support",
      roleName: "Support",
      permissions: { orders: ["view", "cancel", "bogus"] },
    });
    expect(mistyped.status).toBe(400);
    expect(((await mistyped.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      "permissions.orders": 'Unknown action "bogus": use view, fulfil, cancel, export, returns.',
    });
    // The customers' role key is taken, and the field says so.
    const reserved = await api("POST", "/dashboard/roles", admin, {
      id: "user",
      roleName: "Users",
      permissions: { orders: ["view"] },
    });
    expect(reserved.status).toBe(400);
    expect(((await reserved.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      id: "'user' is the customers' role: choose another key.",
    });
    expect((await api("GET", "/dashboard/roles", admin)).ok).toBe(true);
    expect(
      ((await (await api("GET", "/dashboard/roles", admin)).json()) as { id: string }[]).map((r) => r.id),
    ).not.toContain("support");
    const created = await api("POST", "/dashboard/roles", admin, {
      id: "support",
      roleName: "Support",
      permissions: { orders: ["view", "cancel", "cancel"], products: [] },
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      id: "support",
      permissions: { orders: ["view", "cancel"] },
    });
    expect(
      (await api("POST", "/dashboard/roles", admin, { id: "support", roleName: "Again", permissions: {} }))
        .status,
    ).toBe(409);
    const renamed = await api("PUT", "/dashboard/roles/support", admin, {
      roleName: "Client Support",
      permissions: { orders: "all" },
    });
    expect(await renamed.json()).toMatchObject({
      roleName: "Client Support",
      permissions: { orders: "all" },
    });
    expect(
      (
        await api("PUT", "/dashboard/roles/admin", admin, {
          roleName: "Admin",
          permissions: { products: "all" },
        })
      ).status,
    ).toBe(400);
    expect((await api("DELETE", "/dashboard/roles/people", admin)).status).toBe(409);
    expect((await api("DELETE", "/dashboard/roles/support", admin)).status).toBe(200);
  });

  it("a save from a role opened before someone else's save is refused, and changes nothing", async () => {
    const created = await api("POST", "/dashboard/roles", admin, {
      id: "stock-room",
      roleName: "Stock Room",
      permissions: { products: ["view"] },
    });
    const opened = ((await created.json()) as { version: string }).version;
    // Both editors opened the role at this version; the first save moves it on.
    const first = await api("PUT", "/dashboard/roles/stock-room", admin, {
      roleName: "Stock Room",
      permissions: { products: ["view", "edit"] },
      version: opened,
    });
    expect(first.status).toBe(200);
    const moved = ((await first.json()) as { version: string }).version;
    expect(moved).not.toBe(opened);
    const second = await api("PUT", "/dashboard/roles/stock-room", admin, {
      roleName: "Stock",
      permissions: { orders: "all" },
      version: opened,
    });
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ error: { code: "stale_role", message: STALE_ROLE } });
    const [kept] = await server.services.db.select().from(roles).where(eq(roles.id, "stock-room"));
    expect(kept).toMatchObject({ roleName: "Stock Room", permissions: { products: ["view", "edit"] } });
    // Sent from the version it replaces, it is saved; without one (an API client), it always is.
    const again = await api("PUT", "/dashboard/roles/stock-room", admin, {
      roleName: "Stock",
      permissions: { orders: "all" },
      version: moved,
    });
    expect(again.status).toBe(200);
    const listed = ((await (await api("GET", "/dashboard/roles", admin)).json()) as Role[]).find(
      (r) => r.id === "stock-room",
    );
    expect(listed).toMatchObject({ roleName: "Stock", version: ((await again.json()) as Role).version });
    const bare = await api("PUT", "/dashboard/roles/stock-room", admin, {
      roleName: "Stock",
      permissions: {},
    });
    expect(bare.status).toBe(200);
    expect((await api("DELETE", "/dashboard/roles/stock-room", admin)).status).toBe(200);
  });
});
