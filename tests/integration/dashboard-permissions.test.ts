// Every dashboard endpoint × every kind of caller. The table must name each dashboard route the
// router mounts: a new endpoint without a row fails here before it can ship open.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRoutes } from "../../server/api/routes/index";
import { products } from "../../server/db/schema";
import { dbKind, legUnavailable, startTestServer, type TestServer } from "./harness";
import { signIn, signUp } from "./sessions";
import { OPEN, dashboardTable as table, type Caller } from "./dashboard-table";

describe("dashboard permission table", () => {
  it("has a row for every dashboard endpoint the router mounts", () => {
    const mounted = apiRoutes
      .filter((r) => r.path.startsWith("/dashboard"))
      .map((r) => `${r.method} ${r.path}`);
    expect(new Set(Object.keys(table))).toEqual(new Set(mounted));
  });
});

describe.skipIf(legUnavailable())(`dashboard endpoints enforce permissions (${dbKind})`, () => {
  let server: TestServer;
  const cookies: Partial<Record<Caller, string>> = {};
  let productId = "";
  let orderId = "";
  let userId = "";
  let sample: Record<string, unknown> = {};
  beforeAll(async () => {
    server = await startTestServer();
    cookies.customer = await signUp(server, "perm-customer@example.com");
    cookies.editor = await signIn(server, "editor@atelier.example", "atelier-editor");
    cookies.admin = await signIn(server, "admin@atelier.example", "atelier-admin");
    const [row] = await server.services.db.select().from(products).limit(1);
    productId = row!.id;
    const { orders, user } = await import("../../server/db/schema");
    const [order] = await server.services.db.select().from(orders).limit(1);
    orderId = order!.id;
    const [someone] = await server.services.db
      .select()
      .from(user)
      .where((await import("drizzle-orm")).eq(user.email, "perm-customer@example.com"));
    userId = someone!.id;
    const { id: _id, url: _url, createdAt: _c, updatedAt: _u, search: _s, ...rest } = row!;
    sample = rest;
  });
  afterAll(async () => {
    await server?.close();
  });

  function request(key: string, cookie: string | undefined): Promise<Response> {
    const [method, path] = key.split(" ") as [string, string];
    const id = path.includes("/orders")
      ? orderId
      : path.includes("/users")
        ? userId
        : path.includes("/roles")
          ? "probe-role"
          : productId;
    const url = `/api/v1${path.replace("{id}", id)}`;
    const headers: Record<string, string> = cookie ? { cookie } : {};
    if (key === "post /dashboard/media" || key === "post /dashboard/design/media") {
      const form = new FormData();
      form.set("file", new Blob([new Uint8Array([1, 2, 3])], { type: "image/png" }), "x.png");
      return server.fetch(url, { method: "POST", headers, body: form });
    }
    const body =
      method === "post" || method === "put"
        ? JSON.stringify({ ...sample, title: "Permission Probe" })
        : undefined;
    return server.fetch(url, {
      method: method.toUpperCase(),
      headers: body ? { ...headers, "content-type": "application/json" } : headers,
      body,
    });
  }

  // Removal last: the admin's delete would leave nothing to edit.
  const keys = Object.keys(table).sort(
    (a, b) => Number(a.startsWith("delete")) - Number(b.startsWith("delete")),
  );
  for (const key of keys) {
    for (const caller of ["anonymous", "customer", "editor", "admin"] as const) {
      it(`${key} as ${caller} → ${table[key]![caller] === OPEN ? "allowed" : table[key]![caller]}`, async () => {
        const res = await request(key, cookies[caller]);
        const expected = table[key]![caller];
        if (expected === OPEN) {
          // Allowed means past the permission check: success, or a 400/404/409 about the payload itself.
          expect([200, 201, 400, 404, 409]).toContain(res.status);
        } else {
          expect(res.status).toBe(expected);
        }
      });
    }
  }

  it("reads the role on every request: a role change applies at once", async () => {
    const { roles } = await import("../../server/db/schema");
    const { eq } = await import("drizzle-orm");
    await server.services.db
      .update(roles)
      .set({ permissions: { products: ["add", "edit", "remove"] } })
      .where(eq(roles.id, "editor"));
    const [victim] = await server.services.db.select().from(products).limit(1).offset(3);
    const res = await server.fetch(`/api/v1/dashboard/products/${victim!.id}`, {
      method: "DELETE",
      headers: { cookie: cookies.editor! },
    });
    expect(res.status).toBe(200);
    await server.services.db.update(roles).set({ permissions: {} }).where(eq(roles.id, "editor"));
    expect(
      (await server.fetch("/api/v1/dashboard/products", { headers: { cookie: cookies.editor! } })).status,
    ).toBe(403);
  });
});
