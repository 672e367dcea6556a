// A real shop's first start (SEED=shop): the structure and documents a boutique starts from,
// none of the demo; then `npm run admin` gives an account made in the shop the Administrator role.
import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  categories,
  coupons,
  orders,
  products,
  roles,
  siteContentVersions,
  user,
} from "../../server/db/schema";
import { seedAsConfigured } from "../../server/db/seed/seed";
import { makeAdministrator, NoSuchAccount } from "../../server/services/dashboard/first-admin";
import { dbKind, legUnavailable, startTestServer, type TestServer } from "./harness";
import { signIn, signUp } from "./sessions";

describe.skipIf(legUnavailable())(`a shop started with SEED=shop (${dbKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
  });
  afterAll(async () => {
    await server?.close();
  });

  const rowCount = async (table: PgTable) =>
    (await server.services.db.select({ n: count() }).from(table))[0]!.n;

  it("has the sections, roles and documents, and no demo products, accounts, coupons or orders", async () => {
    expect(await seedAsConfigured(server.services, "shop")).toBe(true);
    expect(await seedAsConfigured(server.services, "shop")).toBe(false);
    expect(await rowCount(categories)).toBeGreaterThan(0);
    expect(await rowCount(roles)).toBeGreaterThan(0);
    expect(await rowCount(siteContentVersions)).toBeGreaterThan(0);
    for (const table of [products, user, coupons, orders]) expect(await rowCount(table)).toBe(0);
    // A later start with the demo setting (forgotten, or the default) leaves this shop alone.
    expect(await seedAsConfigured(server.services, "auto")).toBe(false);
    expect(await rowCount(products)).toBe(0);
    // The shop answers: an empty section, and the legal pages.
    expect((await server.fetch("/api/v1/products?page=women")).status).toBe(200);
    expect((await server.fetch("/api/v1/pages/legal-return")).status).toBe(200);
  });

  it("makes an account made in the shop an administrator, and refuses an unknown address", async () => {
    await expect(makeAdministrator(server.services.db, "nobody@example.com")).rejects.toBeInstanceOf(
      NoSuchAccount,
    );
    await signUp(server, "owner@boutique.example", "tailored-owner-1");
    const before = await signIn(server, "owner@boutique.example", "tailored-owner-1");
    expect((await server.fetch("/api/v1/dashboard/orders", { headers: { cookie: before } })).status).toBe(
      403,
    );

    expect(await makeAdministrator(server.services.db, " Owner@Boutique.example ")).toMatchObject({
      already: false,
    });
    expect((await server.fetch("/api/v1/dashboard/orders", { headers: { cookie: before } })).status).toBe(
      200,
    );
    expect(await makeAdministrator(server.services.db, "owner@boutique.example")).toMatchObject({
      already: true,
    });
  });
});
