// A customer's orders come a page at a time (domain/contracts/orders.ts OWN_ORDERS_PAGE): the API
// by cursor, the account's orders tab as its first page with a Show More link to the next (how
// it reads without JavaScript), and a staff member's view of the user as the newest few with the
// count of all. A customer with thousands of orders costs one page, not thousands.
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OWN_ORDERS_PAGE, type OwnOrderPage, type PlacedOrder } from "../../domain/contracts/orders";
import { orders, products, user } from "../../server/db/schema";
import { USER_ORDERS_SHOWN } from "../../server/services/dashboard/users";
import { dbKind, legUnavailable, startTestServer, type TestServer } from "./harness";
import { apiOf, placeOrder, setStock, type Variant } from "./returns-orders";
import { signIn, signUp } from "./sessions";
import { startSsrPages, type SsrPages } from "./ssr-pages";

const PLACED = 23;
const SAME_INSTANT = new Date("2026-03-01T09:00:00Z");

/** The order numbers of the account page's order rows, in the page's order. */
const orderIdsIn = (html: string) => [...html.matchAll(/id="order-([A-Z0-9]{11})"/g)].map((m) => m[1]!);
const showMoreHref = (html: string) =>
  /<a[^>]*href="(\/account\?q=orders&amp;cursor=[^"]+)"[^>]*>Show More<\/a>/
    .exec(html)?.[1]
    ?.replaceAll("&amp;", "&");

describe.skipIf(legUnavailable())(`a customer's orders, a page at a time (${dbKind})`, () => {
  let ssr: SsrPages;
  let server: TestServer;
  let admin: string;
  let customer: string;
  let placed: PlacedOrder[];
  /** Every order of the customer as the database orders them: newest first, then by id. */
  let expected: string[];

  beforeAll(async () => {
    ssr = await startSsrPages();
    server = await startTestServer({ pages: ssr.pages });
    admin = await signIn(server, "admin@atelier.example", "atelier-admin");
    customer = await signUp(server, "many.pages@example.com");
    const [product] = await server.services.db.select().from(products).limit(1);
    const size = product!.sizes.find((s) => s.status === 1 && s.colors.length > 0)!;
    const variant: Variant = { productId: product!.id, size: size.key, color: size.colors[0]! };
    await setStock(server, variant, 100);
    placed = [];
    for (let i = 0; i < PLACED; i++)
      placed.push(await placeOrder(server, [{ ...variant, quantity: 1 }], { cookie: customer }));
    // Six orders of one instant, straddling the first page's end: the cursor must neither skip
    // nor repeat one of them.
    await server.services.db
      .update(orders)
      .set({ purchasedAt: SAME_INSTANT })
      .where(
        inArray(
          orders.id,
          placed.slice(PLACED - 14, PLACED - 8).map((o) => o.id),
        ),
      );
    const rows = await server.services.db
      .select({ id: orders.id, at: orders.purchasedAt })
      .from(orders)
      .where(
        inArray(
          orders.id,
          placed.map((o) => o.id),
        ),
      );
    expected = rows
      .sort((a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : -1))
      .map((r) => r.id);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await ssr?.close();
  });

  const api = (path: string, cookie = customer) => apiOf(server, cookie)("GET", path);

  it("pages GET /me/orders by cursor: newest first, every order once, ties broken by id", async () => {
    const seen: string[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const res = await api(`/me/orders${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`);
      expect(res.status).toBe(200);
      const page = (await res.json()) as OwnOrderPage;
      sizes.push(page.items.length);
      seen.push(...page.items.map((o) => o.id));
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(sizes).toEqual([OWN_ORDERS_PAGE, OWN_ORDERS_PAGE, PLACED - 2 * OWN_ORDERS_PAGE]);
    expect(seen).toEqual(expected);
  });

  it("takes a smaller page, refuses a larger one and a forged cursor with 400 and the field", async () => {
    const small = (await (await api("/me/orders?limit=4")).json()) as OwnOrderPage;
    expect(small.items.map((o) => o.id)).toEqual(expected.slice(0, 4));
    expect(small.nextCursor).not.toBeNull();
    const tooMany = await api("/me/orders?limit=51");
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { error: { fields: object } }).error.fields).toHaveProperty("limit");
    const forged = await api("/me/orders?cursor=bm90LWEtY3Vyc29y");
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { error: { fields: object } }).error.fields).toHaveProperty("cursor");
  });

  it("gives another customer none of these, whatever cursor they send", async () => {
    const other = await signUp(server, "no.orders@example.com");
    const mine = (await (await api("/me/orders", customer)).json()) as OwnOrderPage;
    const theirs = (await (
      await api(`/me/orders?cursor=${encodeURIComponent(mine.nextCursor!)}`, other)
    ).json()) as OwnOrderPage;
    expect(theirs).toEqual({ items: [], nextCursor: null });
  });

  it("renders the orders tab a page at a time, with Show More as a link to the next page", async () => {
    const page = async (path: string) => {
      const res = await server.fetch(path, { headers: { cookie: customer } });
      expect(res.status).toBe(200);
      return res.text();
    };
    const first = await page("/account?q=orders");
    expect(orderIdsIn(first)).toEqual(expected.slice(0, OWN_ORDERS_PAGE));
    expect(first).not.toContain(">Latest orders<");
    const next = showMoreHref(first);
    expect(next).toBeTruthy();
    const second = await page(next!);
    expect(orderIdsIn(second)).toEqual(expected.slice(OWN_ORDERS_PAGE, 2 * OWN_ORDERS_PAGE));
    expect(second).toContain('href="/account?q=orders"');
    const third = await page(showMoreHref(second)!);
    expect(orderIdsIn(third)).toEqual(expected.slice(2 * OWN_ORDERS_PAGE));
    expect(showMoreHref(third)).toBeUndefined();
  });

  it("carries the page's orders once, in a JSON data block; a data request gets them as text", async () => {
    const html = await (await server.fetch("/account?q=orders", { headers: { cookie: customer } })).text();
    const block = /<script type="application\/json" id="page-answer">([^<]*)<\/script>/.exec(html);
    expect(block).not.toBeNull();
    const carried = JSON.parse(block![1]!) as { tab: string; orders: { id: string }[] };
    expect(carried.tab).toBe("orders");
    expect(carried.orders.map((o) => o.id)).toEqual(expected.slice(0, OWN_ORDERS_PAGE));
    // Not also in React Router's stream of the loaders' answers, quoted twice over there.
    const stream = [...html.matchAll(/streamController\.enqueue\(([^<]*)\);<\/script>/g)]
      .map((m) => m[1])
      .join("");
    expect(stream).toContain("inPage");
    expect(stream).not.toContain(expected[0]!);

    // A browser's data request (it may run the previous build during a rolling deploy): the text.
    const data = await (
      await server.fetch("/account.data?q=orders", { headers: { cookie: customer } })
    ).text();
    expect(data).not.toContain("inPage");
    expect(data).toContain(`\\"id\\":\\"${expected[0]}\\"`);
  });

  it("sends a forged cursor in the page's address to the newest orders", async () => {
    const res = await server.fetch("/account?q=orders&cursor=%E2%9C%93garbage", {
      headers: { cookie: customer },
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/account?q=orders");
  });

  it("shows staff the user's newest orders and the count of all", async () => {
    const [row] = await server.services.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, "many.pages@example.com"));
    const res = await apiOf(server, admin)("GET", `/dashboard/users/${row!.id}`);
    expect(res.status).toBe(200);
    const detail = (await res.json()) as { orders: { id: string }[]; orderCount: number };
    expect(detail.orderCount).toBe(PLACED);
    expect(detail.orders.map((o) => o.id)).toEqual(expected.slice(0, USER_ORDERS_SHOWN));
  });
});
