import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../server/db/seed/demo-accounts";
import { dbKind, legUnavailable, startTestServer, type TestServer } from "./harness";

describe.skipIf(legUnavailable())(`foundation over HTTP (${dbKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it("runs on the database this leg names", () => {
    expect(server.kind).toBe(dbKind);
  });

  it("answers /healthz and /readyz", async () => {
    const health = await server.fetch("/healthz");
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    const ready = await server.fetch("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ok" });
  });

  it("lists countries sorted by name with 3-letter codes", async () => {
    const res = await server.fetch("/api/v1/countries");
    expect(res.status).toBe(200);
    const countries = (await res.json()) as { name: { common: string }; cca3: string }[];
    expect(countries.length).toBeGreaterThan(240);
    const names = countries.map((c) => c.name.common);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    expect(countries.find((c) => c.cca3 === "USA")?.name.common).toBe("United States");
  });

  it("publishes an OpenAPI document listing the endpoints", async () => {
    const res = await server.fetch("/api/v1/openapi.json");
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toContain("/countries");
  });

  it("refuses query parameters an operation does not take, naming them", async () => {
    const res = await server.fetch("/api/v1/countries?regoin=europe");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: "bad_request", message: "Invalid query.", fields: { regoin: "Unknown field." } },
    });
  });

  it("answers unknown endpoints and bad bodies with the JSON error shape", async () => {
    const res = await server.fetch("/api/v1/nope");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "not_found", message: "No such endpoint." } });
    const tooBig = await server.fetch("/api/v1/countries", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ pad: "x".repeat(100_000) }),
    });
    expect(tooBig.status).toBeGreaterThanOrEqual(400);
    expect(tooBig.status).toBeLessThan(500);
  });

  it("sends security headers on every response", async () => {
    const res = await server.fetch("/healthz");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-request-id")).toMatch(/.+/);
  });

  it("loads the seed: roles, categories, a catalogue of 60+ products", async () => {
    const { db } = server.services;
    const roles = await db.query.roles.findMany();
    expect(roles.map((r) => r.id).sort()).toEqual(["admin", "editor"]);
    expect(roles.find((r) => r.id === "editor")?.permissions).toEqual({ products: ["add", "edit"] });
    const categories = await db.query.categories.findMany();
    expect(categories.map((c) => c.id).sort()).toEqual(["explore", "men", "women"]);
    const products = await db.query.products.findMany({ columns: { id: true, category: true, sizes: true } });
    expect(products.length).toBeGreaterThanOrEqual(60);
    expect(new Set(products.map((p) => p.category))).toEqual(new Set(["women", "men", "unisex"]));
    const statuses = new Set(products.flatMap((p) => p.sizes.map((s) => s.status)));
    expect(statuses).toEqual(new Set([0, 1, 2, 3]));
    const coupons = await db.query.coupons.findMany();
    const now = Date.now();
    expect(coupons.some((c) => c.expiresAt.getTime() > now)).toBe(true);
    expect(coupons.some((c) => c.expiresAt.getTime() < now)).toBe(true);
  });

  it("lets every demo account sign in with its printed password", async () => {
    for (const account of DEMO_ACCOUNTS) {
      const res = await server.fetch("/api/auth/sign-in/email", {
        method: "POST",
        headers: { "content-type": "application/json", origin: "http://localhost:3999" },
        body: JSON.stringify({ email: account.email, password: account.password }),
      });
      expect(res.status, account.email).toBe(200);
      const users = await server.services.db.query.user.findMany();
      expect(users.find((u) => u.email === account.email)?.role).toBe(account.role);
    }
  });

  it("gives the demo customer addresses and an order history", async () => {
    const customer = await server.services.db.query.user.findFirst({
      where: (u, { eq }) => eq(u.email, "customer@atelier.example"),
    });
    expect(customer?.addressBook.length).toBeGreaterThanOrEqual(2);
    expect(customer?.addressBook.filter((a) => a.defaultAddress).length).toBe(1);
    const orders = await server.services.db.query.orders.findMany({
      where: (o, { eq }) => eq(o.userId, customer!.id),
    });
    expect(orders.length).toBeGreaterThanOrEqual(2);
  });
});
