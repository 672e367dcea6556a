// The wishlist through HTTP (decision 128): only its owner reads or changes it; saving twice and
// removing what is not kept change nothing; an unknown product is refused with nothing written;
// the limit holds, also for two saves at once; a removed product and a deleted account take
// their rows with them.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Wishlist, WishlistItemState } from "../../domain/contracts/wishlist";
import { WISHLIST_FULL, WISHLIST_LIMIT } from "../../domain/wishlist";
import { rows as rows_ } from "../../server/db/rows";
import { products, user, wishlistItems } from "../../server/db/schema";
import { dbKind, legUnavailable, startTestServer, type TestServer } from "./harness";
import { apiCall, deleteOwnAccount, signIn, signUp } from "./sessions";

type Row = typeof products.$inferSelect;

describe.skipIf(legUnavailable())(`wishlist (${dbKind})`, () => {
  let server: TestServer;
  let customer: string;
  let rows: Row[];

  const call = (cookie: string, method: string, path: string, body?: unknown) =>
    apiCall(server, cookie, method, path, body);
  async function list(cookie: string): Promise<Wishlist["items"]> {
    const res = await call(cookie, "GET", "/me/wishlist");
    expect(res.status).toBe(200);
    return ((await res.json()) as Wishlist).items;
  }
  async function has(cookie: string, productId: string): Promise<boolean> {
    const res = await call(cookie, "GET", `/me/wishlist/${productId}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as WishlistItemState).saved;
  }
  const save = (cookie: string, productId: string) => call(cookie, "PUT", `/me/wishlist/${productId}`, {});
  const rowsOf = (userId: string) =>
    server.services.db.select().from(wishlistItems).where(eq(wishlistItems.userId, userId));

  beforeAll(async () => {
    server = await startTestServer();
    customer = await signIn(server, "customer@atelier.example", "atelier-customer");
    rows = await server.services.db.select().from(products).orderBy(products.createdAt);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it("is its owner's alone: a visitor who is not signed in gets 401 for every call", async () => {
    const id = rows[0]!.id;
    expect((await call("", "GET", "/me/wishlist")).status).toBe(401);
    expect((await call("", "GET", `/me/wishlist/${id}`)).status).toBe(401);
    expect((await save("", id)).status).toBe(401);
    expect((await call("", "DELETE", `/me/wishlist/${id}`)).status).toBe(401);
    expect(await server.services.db.select().from(wishlistItems)).toEqual([]);
  });

  it("keeps pieces most recently saved first, as listing cards; saving again or removing twice changes nothing", async () => {
    const [a, b] = [rows[0]!, rows[1]!];
    expect(await list(customer)).toEqual([]);
    expect((await save(customer, a.id)).status).toBe(200);
    const res = await save(customer, b.id);
    expect(res.status).toBe(200);
    const items = ((await res.json()) as Wishlist).items;
    expect(items.map((i) => i.id)).toEqual([b.id, a.id]);
    expect(items[0]).toMatchObject({ title: b.title, url: b.url, basePriceCents: b.basePriceCents });
    expect(Date.parse(items[0]!.savedAt)).toBeGreaterThanOrEqual(Date.parse(items[1]!.savedAt));

    // Saved again: still once, and still where it was.
    expect((await save(customer, a.id)).status).toBe(200);
    expect((await list(customer)).map((i) => i.id)).toEqual([b.id, a.id]);

    expect((await call(customer, "DELETE", `/me/wishlist/${b.id}`)).status).toBe(200);
    expect((await call(customer, "DELETE", `/me/wishlist/${b.id}`)).status).toBe(200);
    expect((await list(customer)).map((i) => i.id)).toEqual([a.id]);
  });

  it("answers for one piece whether it is kept, and only for its own customer", async () => {
    const [a, b] = [rows[2]!, rows[3]!];
    expect((await save(customer, a.id)).status).toBe(200);
    expect(await has(customer, a.id)).toBe(true);
    expect(await has(customer, b.id)).toBe(false);
    // Another customer's list is theirs: the same piece is not kept for them.
    const other = await signUp(server, `wish.other.${Date.now()}@example.com`, "tailored-1");
    expect(await has(other, a.id)).toBe(false);
    // An unknown product is simply not kept; a malformed one is refused.
    expect(await has(customer, "no-such-product")).toBe(false);
    const bad = await call(customer, "GET", `/me/wishlist/${"x".repeat(65)}`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("productId");
    expect((await call(customer, "DELETE", `/me/wishlist/${a.id}`)).status).toBe(200);
    expect(await has(customer, a.id)).toBe(false);
  });

  it("refuses an unknown product with 404 and a malformed one with 400, writing nothing", async () => {
    const before = await list(customer);
    const unknown = await save(customer, "no-such-product");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { message: "No such product." } });
    const bad = await save(customer, "x".repeat(65));
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("productId");
    expect(await list(customer)).toEqual(before);
  });

  it(`holds ${WISHLIST_LIMIT} pieces at most, also when the last places are asked for at once`, async () => {
    // Enough products for a full wishlist: copies of the seed's first one under new ids and urls.
    const columns = (
      await rows_<{ column_name: string }>(
        server.services.db,
        sql`select column_name from information_schema.columns where table_name = 'products' and is_generated = 'NEVER' and column_name not in ('id', 'url')`,
      )
    ).map((r) => `"${r.column_name}"`);
    const list_ = columns.join(", ");
    await server.services.db.execute(
      sql.raw(
        `insert into products (id, url, ${list_}) select 'wish-' || g, 'wish-piece-' || g, ${list_} from products p, generate_series(1, ${WISHLIST_LIMIT + 2}) g where p.id = '${rows[0]!.id}'`,
      ),
    );
    const cookie = await signUp(server, "keeper@example.com");
    const ids = Array.from({ length: WISHLIST_LIMIT + 2 }, (_, i) => `wish-${i + 1}`);
    for (const id of ids.slice(0, WISHLIST_LIMIT - 6)) expect((await save(cookie, id)).status).toBe(200);

    // Eight saves at once for the last six places: six are kept, two refused.
    const last = ids.slice(WISHLIST_LIMIT - 6);
    const answers = await Promise.all(last.map((id) => save(cookie, id)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 409, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(await refused.json()).toMatchObject({ error: { code: "wishlist_full", message: WISHLIST_FULL } });
    expect(await list(cookie)).toHaveLength(WISHLIST_LIMIT);
    // A piece already kept may still be saved (nothing changes); removing one makes room.
    expect((await save(cookie, ids[0]!)).status).toBe(200);
    expect((await call(cookie, "DELETE", `/me/wishlist/${ids[0]}`)).status).toBe(200);
    const left = last[answers.findIndex((a) => a.status === 409)]!;
    expect((await save(cookie, left)).status).toBe(200);
    expect(await list(cookie)).toHaveLength(WISHLIST_LIMIT);
  });

  it("loses a removed product's row, and a deleted account's rows", async () => {
    const cookie = await signUp(server, "leaver@example.com");
    const [me] = await server.services.db.select().from(user).where(eq(user.email, "leaver@example.com"));
    const keep = rows[2]!.id;
    await save(cookie, keep);
    await save(cookie, "wish-1");
    expect((await rowsOf(me!.id)).length).toBe(2);
    await server.services.db.delete(products).where(eq(products.id, "wish-1"));
    expect((await rowsOf(me!.id)).map((r) => r.productId)).toEqual([keep]);
    expect((await list(cookie)).map((i) => i.id)).toEqual([keep]);
    expect((await deleteOwnAccount(server, cookie)).status).toBe(200);
    expect(await rowsOf(me!.id)).toEqual([]);
  });
});
