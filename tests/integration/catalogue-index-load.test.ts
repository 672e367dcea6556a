// The catalogue index reads the products in batches (decision 50): every product once, whatever
// the batch size, with its search vector already turned into words.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rows } from "../../server/db/rows";
import { readProducts } from "../../server/services/catalogue/search/load-index";
import { dbKind, legUnavailable, startTestServer, type TestServer } from "./harness";

describe.skipIf(legUnavailable())(`catalogue index load in batches (${dbKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it("reads every product exactly once, in batches smaller than the catalogue", async () => {
    const db = server.services.database.db;
    const [count] = await rows<{ n: number }>(db, sql`select count(*)::int as n from products`);
    expect(count!.n).toBeGreaterThan(7);
    const inOne = await readProducts(db);
    const inSevens = await readProducts(db, 7);
    expect(inSevens).toHaveLength(count!.n);
    expect(new Set(inSevens.map((r) => r.id)).size).toBe(count!.n);
    expect(inSevens.map((r) => r.id).sort()).toEqual(inOne.map((r) => r.id).sort());
    const one = inSevens.find((r) => r.fields.title.length > 0);
    expect(one?.fields.title.length).toBeGreaterThan(0);
  });
});
