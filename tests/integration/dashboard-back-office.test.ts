// The back office through the API: orders found, cancelled and exported, analytics over the
// seeded history, contact messages and the newsletter list (roles: dashboard-roles.test.ts).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, shopDay, shopDayStart } from "../../domain/dates";
import { contactMessages, newsletterSubscriptions, orders, pageViews } from "../../server/db/schema";
import { dbKind, legUnavailable, type TestServer } from "./harness";
import { apiCall, signIn, startWithAdmin } from "./sessions";

describe.skipIf(legUnavailable())(`dashboard back office (${dbKind})`, () => {
  let server: TestServer;
  let admin: string;
  const api = (method: string, path: string, cookie: string, body?: unknown) =>
    apiCall(server, cookie, method, path, body);
  beforeAll(async () => ({ server, admin } = await startWithAdmin()));
  afterAll(() => server?.close());

  it("finds a customer's order by e-mail, cancels it with who and when, and the customer sees it cancelled", async () => {
    const list = (await (await api("GET", "/dashboard/orders?q=CUSTOMER@atelier", admin)).json()) as {
      items: { id: string; email: string }[];
    };
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((o) => o.email === "customer@atelier.example")).toBe(true);
    const target = list.items[0]!.id;
    const byId = (await (await api("GET", `/dashboard/orders?q=${target.toLowerCase()}`, admin)).json()) as {
      items: { id: string }[];
    };
    expect(byId.items.map((o) => o.id)).toContain(target);
    const cancelled = await api("POST", `/dashboard/orders/${target}/cancel`, admin, {});
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({
      status: "cancelled",
      cancelledBy: "staff:admin@atelier.example",
    });
    const customer = await signIn(server, "customer@atelier.example", "atelier-customer");
    const mine = (
      (await (await api("GET", "/me/orders?limit=50", customer)).json()) as {
        items: { id: string; status: string }[];
      }
    ).items;
    expect(mine.find((o) => o.id === target)?.status).toBe("cancelled");
    const onlyCancelled = (await (
      await api("GET", "/dashboard/orders?status=cancelled&limit=100", admin)
    ).json()) as { items: { status: string }[] };
    expect(onlyCancelled.items.every((o) => o.status === "cancelled")).toBe(true);
  });

  it("filters orders by the boutique's days: one placed at 9:30 pm in New York is in that day, not UTC's next", async () => {
    const [order] = await server.services.db.select().from(orders).limit(1);
    const today = shopDay(new Date());
    const yesterday = addDays(today, -1);
    const evening = new Date(shopDayStart(today).getTime() - 150 * 60_000);
    await server.services.db.update(orders).set({ purchasedAt: evening }).where(eq(orders.id, order!.id));
    const ids = async (query: string) =>
      (
        (await (await api("GET", `/dashboard/orders?limit=100&q=${order!.id}&${query}`, admin)).json()) as {
          items: { id: string }[];
        }
      ).items.map((o) => o.id);
    expect(await ids(`from=${yesterday}&to=${yesterday}`)).toEqual([order!.id]);
    expect(await ids(`to=${yesterday}`)).toEqual([order!.id]);
    expect(await ids(`from=${today}`)).toEqual([]);
    expect(await ids(`from=${today}&to=${today}`)).toEqual([]);
  });

  it("exports the filtered orders as CSV with formula-looking cells neutralised", async () => {
    const [order] = await server.services.db.select().from(orders).limit(1);
    await server.services.db
      .update(orders)
      .set({ email: '=HYPERLINK("http://x")@evil.example', phoneNumber: "+1 555" })
      .where(eq(orders.id, order!.id));
    const asked = shopDay(new Date());
    const res = await api("GET", "/dashboard/orders/export?q=hyperlink", admin);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    // Named by the boutique's day, as every date of the back office (the day it was asked on,
    // or the next if midnight in New York fell during the request).
    const named = /atelier-orders-(\d{4}-\d{2}-\d{2})\.csv/.exec(
      res.headers.get("content-disposition") ?? "",
    )?.[1];
    expect([asked, shopDay(new Date())]).toContain(named);
    const csv = await res.text();
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe(
      "order_id,purchased_at,status,email,phone,items,coupon,subtotal_usd,discount_usd,total_usd,shipped_at,delivered_at,tracking,refunded_usd,replacement_for,cancelled_items_usd",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")@evil.example"`);
    expect(lines[1]).toContain(",'+1 555,");
  });

  it("computes analytics over the seeded history: series length, totals and AOV agree", async () => {
    for (const days of [7, 30, 90]) {
      const sales = (await (await api("GET", `/dashboard/analytics/sales?days=${days}`, admin)).json()) as {
        series: { revenueCents: number; orders: number }[];
        revenueCents: number;
        orders: number;
        averageOrderCents: number;
      };
      expect(sales.series).toHaveLength(days);
      expect(sales.series.reduce((n, d) => n + d.revenueCents, 0)).toBe(sales.revenueCents);
      expect(sales.orders).toBeGreaterThan(0);
      expect(sales.averageOrderCents).toBe(Math.round(sales.revenueCents / sales.orders));
    }
    const top = (await (await api("GET", "/dashboard/analytics/top-products?days=90", admin)).json()) as {
      byRevenue: { revenueCents: number }[];
    };
    expect(top.byRevenue.length).toBe(5);
    expect(top.byRevenue[0]!.revenueCents).toBeGreaterThanOrEqual(top.byRevenue[4]!.revenueCents);
    const coupons = (await (await api("GET", "/dashboard/analytics/coupons?days=90", admin)).json()) as {
      code: string;
    }[];
    expect(coupons.map((c) => c.code)).toContain("WELCOME10");
    expect((await api("GET", "/dashboard/analytics/sales?days=12", admin)).status).toBe(400);
    // Read before the visits, so they are on this day.
    const today = shopDay(new Date());
    const yesterday = addDays(today, -1);
    for (const path of ["/", "/women", "/women"]) {
      await server.fetch("/api/v1/page-views", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ path, consent: { statistics: true } }),
      });
    }
    // Yesterday at 9:30 pm in New York, already today in UTC: a visit of yesterday.
    const evening = new Date(shopDayStart(today).getTime() - 150 * 60_000);
    await server.services.db.insert(pageViews).values({ path: "/men", createdAt: evening });
    const views = (await (await api("GET", "/dashboard/analytics/page-views?days=7", admin)).json()) as {
      total: number;
      series: { day: string; views: number }[];
      topPaths: { path: string; views: number }[];
    };
    expect(views.total).toBe(4);
    expect(views.series).toHaveLength(7);
    expect(views.series.at(-1)).toEqual({ day: today, views: 3 });
    expect(views.series.at(-2)).toEqual({ day: yesterday, views: 1 });
    expect(views.topPaths[0]).toEqual({ path: "/women", views: 2 });
  });

  it("lists contact messages with an unread count, marks them read, and exports subscribers safely", async () => {
    await server.services.db.insert(contactMessages).values([
      {
        subject: "Sizing",
        firstName: "Ana",
        lastName: "Ruiz",
        email: "ana@example.com",
        message: "Which size?",
      },
      { subject: "Delivery", firstName: "Ben", lastName: "Ko", email: "ben@example.com", message: "When?" },
    ]);
    await server.services.db.insert(newsletterSubscriptions).values({ email: "@cmd@example.com" });
    const page = (await (await api("GET", "/dashboard/messages?unread=true", admin)).json()) as {
      items: { id: number; read: boolean }[];
      unreadCount: number;
    };
    expect(page.unreadCount).toBe(2);
    const marked = await api("PUT", `/dashboard/messages/${page.items[0]!.id}`, admin, { read: true });
    expect(((await marked.json()) as { read: boolean }).read).toBe(true);
    const after = (await (await api("GET", "/dashboard/messages", admin)).json()) as { unreadCount: number };
    expect(after.unreadCount).toBe(1);
    const csv = await (await api("GET", "/dashboard/subscribers/export", admin)).text();
    expect(csv.split("\r\n")[0]).toBe("email,subscribed_at,registered");
    expect(csv).toContain("'@cmd@example.com");
  });
});
