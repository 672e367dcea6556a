// Two requests at once, or a request and another process's transaction: each write that answers
// "done" is kept, and no record is left pointing at something deleted meanwhile. On PostgreSQL the
// other side of a race is held open in a transaction of its own (a second connection), so the
// request is seen waiting for its lock before that side commits: the order of events is fixed,
// not left to timing. Parallel requests are checked on both databases.
import { and, eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Profile } from "../../domain/contracts/account";
import { newsletterSubscriptions, notifyRequests, orders, stockLevels, user } from "../../server/db/schema";
import { ANONYMISED_EMAIL_DOMAIN } from "../../server/services/account/anonymise-orders";
import { accountCalls, address } from "./account-calls";
import { dbKind, legUnavailable, startTestServer, type TestServer } from "./harness";
import { placeOrder, shipAndDeliver } from "./returns-orders";
import { apiCall, signIn, signUp } from "./sessions";
import { guestOrderBody } from "../fixtures/order-body";

describe.skipIf(legUnavailable())(`concurrent writes (${dbKind})`, () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await signIn(server, "admin@atelier.example", "atelier-admin");
  });
  afterAll(() => server?.close());
  const { json, register } = accountCalls(() => server);
  const db = () => server.services.db;
  const idOf = async (email: string) =>
    (await db().select({ id: user.id }).from(user).where(eq(user.email, email)))[0]!.id;
  const profileOf = async (cookie: string) =>
    (await (await server.fetch("/api/v1/me", { headers: { cookie } })).json()) as Profile;

  it("keeps every address added at once, each answer building on the one before", async () => {
    const cookie = await register("many-tabs@example.com");
    const streets = [
      "1 Mercer St",
      "2 Greene St",
      "3 Wooster St",
      "4 Prince St",
      "5 Spring St",
      "6 Broome St",
    ];
    const answers = await Promise.all(
      streets.map((street) =>
        json("POST", "/api/v1/me/addresses", { address: { ...address, addressLine_1: street } }, cookie),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(streets.map(() => 201));
    const sizes = await Promise.all(
      answers.map(async (a) => ((await a.json()) as Profile).addressBook.length),
    );
    // One registration address, then one more per answer: no two answers saw the same book.
    expect(new Set(sizes).size).toBe(streets.length);
    const book = (await profileOf(cookie)).addressBook.map((a) => a.addressLine_1);
    expect(book).toHaveLength(streets.length + 1);
    expect(book).toEqual(expect.arrayContaining(streets));
  });

  it("keeps the newsletter list and the profile's box in step when two saves cross", async () => {
    const cookie = await register("two-minds@example.com");
    const me = await profileOf(cookie);
    const body = (subscriptionAgreement: boolean) => ({
      civility: me.civility,
      firstName: me.firstName,
      lastName: me.lastName,
      country: me.country,
      subscriptionAgreement,
    });
    for (let round = 0; round < 12; round++) {
      const [a, b] = await Promise.all([
        json("PUT", "/api/v1/me/profile", body(true), cookie),
        json("PUT", "/api/v1/me/profile", body(false), cookie),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      const [row] = await db().select().from(user).where(eq(user.id, me.userId));
      const listed = await db()
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, "two-minds@example.com"));
      expect(listed.length === 1).toBe(row!.subscriptionAgreement);
    }
  });

  describe.skipIf(dbKind !== "postgres")("against another connection's transaction", () => {
    let other: pg.Client;
    beforeAll(async () => {
      other = new pg.Client({ connectionString: server.databaseUrl });
      await other.connect();
    });
    afterAll(() => other?.end());

    /** Until one of the app's queries waits for a lock (the one `other` holds). */
    async function requestWaits(): Promise<void> {
      const poll = new pg.Client({ connectionString: server.databaseUrl });
      await poll.connect();
      try {
        for (let i = 0; i < 400; i++) {
          const { rows } = await poll.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
             where datname = current_database() and wait_event_type = 'Lock'`,
          );
          if (rows[0]!.n > 0) return;
          await new Promise((r) => setTimeout(r, 25));
        }
        throw new Error("no request waited for the other transaction's lock");
      } finally {
        await poll.end();
      }
    }

    /** The request's answer, once it was seen waiting for `other` and `other` has committed. */
    async function afterCommit(request: Promise<Response>): Promise<Response> {
      await requestWaits();
      await other.query("commit");
      return request;
    }
    const messageOf = async (res: Response) =>
      ((await res.json()) as { error: { message: string } }).error.message;

    /** A buyable variant with its own stock row, set to `onHand` units. */
    async function stockedVariant(onHand: number) {
      const rows = await db().select().from(stockLevels);
      const row = rows.find((r) => r.onHand > 0)!;
      await db()
        .update(stockLevels)
        .set({ onHand })
        .where(
          and(
            eq(stockLevels.productId, row.productId),
            eq(stockLevels.size, row.size),
            eq(stockLevels.color, row.color),
          ),
        );
      server.services.catalogue.invalidate();
      return { productId: row.productId, size: row.size, color: row.color };
    }

    it("anonymises an order still being placed when its account is deleted", async () => {
      const cookie = await register("leaving-mid-order@example.com");
      const userId = await idOf("leaving-mid-order@example.com");
      const who = JSON.stringify({ ...address, fullName: "Ada Byron" });
      // The order's transaction: inserted, not yet committed, as place-order.ts leaves it while
      // it reserves stock.
      await other.query("begin");
      await other.query(
        `insert into orders (id, user_id, email, phone_number, shipping_to, billing_to, subtotal_cents, total_cents)
         values ('MIDORDER001', $1, 'leaving-mid-order@example.com', '+1 212 555 0100', $2, $2, 100, 100)`,
        [userId, who],
      );
      expect((await afterCommit(json("POST", "/api/auth/delete-user", {}, cookie))).status).toBe(200);
      const [kept] = await db().select().from(orders).where(eq(orders.id, "MIDORDER001"));
      expect(kept).toMatchObject({ userId: null, phoneNumber: "", totalCents: 100 });
      expect(kept!.email).toBe(`deleted-MIDORDER001${ANONYMISED_EMAIL_DOMAIN}`);
      expect(kept!.shippingTo.fullName).toBe("");
      expect(kept!.billingTo.addressLine_1).toBe("");
    });

    it("refuses an order whose account is deleted while it is placed, keeping nothing", async () => {
      const cookie = await register("gone-mid-order@example.com");
      const userId = await idOf("gone-mid-order@example.com");
      const variant = await stockedVariant(5);
      const { email: _guest, ...body } = guestOrderBody([{ ...variant, quantity: 1 }]);
      await other.query("begin");
      await other.query(`delete from "user" where id = $1`, [userId]);
      const answer = await afterCommit(json("POST", "/api/v1/orders", body, cookie));
      expect(answer.status).toBe(409);
      expect(await messageOf(answer)).toBe("This account no longer exists. The order was not placed.");
      expect(await db().select().from(orders).where(eq(orders.email, "gone-mid-order@example.com"))).toEqual(
        [],
      );
    });

    it("takes the customer's row before the order's in a return step, as an account's deletion does", async () => {
      const cookie = await register("returning@example.com");
      const userId = await idOf("returning@example.com");
      const order = await placeOrder(server, [{ ...(await stockedVariant(5)), quantity: 1 }], { cookie });
      await shipAndDeliver(server, admin, order);
      const asked = await json(
        "POST",
        `/api/v1/orders/${order.id}/returns`,
        { lines: [{ orderLinePosition: 0, quantity: 1, kind: "refund", reason: "too_small" }] },
        cookie,
      );
      expect(asked.status).toBe(201);
      const { id: returnId } = (await asked.json()) as { id: string };
      // The deletion's lock on the customer's row (its trigger then waits for the order's rows).
      await other.query("begin");
      await other.query(`select 1 from "user" where id = $1 for update`, [userId]);
      const receiving = apiCall(server, admin, "POST", `/dashboard/returns/${returnId}/receive`, {});
      await requestWaits();
      // The step waits before it locks the order: the deletion's trigger could take it now.
      const probe = new pg.Client({ connectionString: server.databaseUrl });
      await probe.connect();
      await probe.query("begin");
      await expect(
        probe.query(`select 1 from orders where id = $1 for update nowait`, [order.id]),
      ).resolves.toBeTruthy();
      await probe.query("rollback");
      await probe.end();
      await other.query("commit");
      expect((await receiving).status).toBe(200);
    });

    it("refuses to delete a role someone is being given, and to give a role being deleted", async () => {
      const create = (id: string) =>
        apiCall(server, admin, "POST", "/dashboard/roles", {
          id,
          roleName: id,
          permissions: { orders: ["view"] },
        });
      expect((await create("desk")).status).toBe(201);
      await signUp(server, "desk-clerk@example.com");
      const clerk = await idOf("desk-clerk@example.com");
      // A role being given (users.ts's transaction, not yet committed): the deletion waits, then
      // counts the new holder.
      await other.query("begin");
      await other.query(`select 1 from roles where id = 'desk' for key share`);
      await other.query(`update "user" set role = 'desk' where id = $1`, [clerk]);
      expect((await afterCommit(apiCall(server, admin, "DELETE", "/dashboard/roles/desk"))).status).toBe(409);

      // A role being deleted (roles.ts's transaction): the assignment waits, then finds none.
      expect((await create("desk-2")).status).toBe(201);
      await other.query("begin");
      await other.query(`select 1 from roles where id = 'desk-2' for update`);
      await other.query(`delete from roles where id = 'desk-2'`);
      expect(
        (
          await afterCommit(
            apiCall(server, admin, "PUT", `/dashboard/users/${clerk}/role`, { role: "desk-2" }),
          )
        ).status,
      ).toBe(400);
      const [row] = await db().select({ role: user.role }).from(user).where(eq(user.id, clerk));
      expect(row!.role).toBe("desk");
    });

    it("checks a notify-me request after a restock being saved, never between it and its alerts", async () => {
      const variant = await stockedVariant(0);
      const ask = (email: string) => json("POST", "/api/v1/notify-requests", { ...variant, email });
      expect((await ask("early@example.com")).status).toBe(201);
      // The restock's transaction (set-stock.ts): the units are back, its alerts not yet sent.
      await other.query("begin");
      await other.query(
        `update stock_levels set on_hand = 4 where product_id = $1 and size = $2 and color = $3`,
        [variant.productId, variant.size, variant.color],
      );
      const answer = await afterCommit(ask("waiting@example.com"));
      expect(answer.status).toBe(400);
      expect(await messageOf(answer)).toBe("This size and colour can be ordered already.");
      expect(
        await db().select().from(notifyRequests).where(eq(notifyRequests.email, "waiting@example.com")),
      ).toEqual([]);
    });
  });
});
