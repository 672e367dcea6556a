// Sales figures computed in SQL over placed orders (cancelled ones are not sales). Each panel
// is one grouped query over the purchased_at index, so it stays fast at 100k orders.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rows } from "../../db/rows";

const DAY = 24 * 60 * 60 * 1000;

/** Start of the period: midnight UTC, (days - 1) days before today, so today is the last day. */
export function periodStart(days: number, now = new Date()): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (days - 1) * DAY);
}

export async function salesPanel(db: Db, days: number, now = new Date()) {
  const start = periodStart(days, now);
  const found = await rows<{ day: string; revenue: string | number; orders: string | number }>(
    db,
    sql`select to_char(date_trunc('day', purchased_at at time zone 'UTC'), 'YYYY-MM-DD') as day,
               sum(total_cents) as revenue, count(*) as orders
        from orders
        where status = 'placed' and purchased_at >= ${start.toISOString()}::timestamptz
        group by 1 order by 1`,
  );
  const byDay = new Map(found.map((r) => [r.day, r]));
  const series = Array.from({ length: days }, (_, i) => {
    const day = new Date(start.getTime() + i * DAY).toISOString().slice(0, 10);
    const r = byDay.get(day);
    return { day, revenueCents: Number(r?.revenue ?? 0), orders: Number(r?.orders ?? 0) };
  });
  const revenueCents = series.reduce((n, d) => n + d.revenueCents, 0);
  const orders = series.reduce((n, d) => n + d.orders, 0);
  return {
    days,
    series,
    revenueCents,
    orders,
    averageOrderCents: orders ? Math.round(revenueCents / orders) : 0,
  };
}

export async function topProductsPanel(db: Db, days: number, now = new Date(), limit = 5) {
  const start = periodStart(days, now);
  // Ranked and cut in SQL: the period can hold tens of thousands of products' groups.
  const top = (orderBy: "revenue" | "units") =>
    rows<{ productId: string; title: string; revenue: string | number; units: string | number }>(
      db,
      sql`select l.product_id as "productId", max(l.title) as title,
                 sum(l.line_total_cents) as revenue, sum(l.quantity) as units
          from order_lines l join orders o on o.id = l.order_id
          where o.status = 'placed' and o.purchased_at >= ${start.toISOString()}::timestamptz
          group by l.product_id
          order by ${orderBy === "revenue" ? sql`revenue desc, units desc` : sql`units desc, revenue desc`}, l.product_id
          limit ${limit}`,
    );
  const shape = (r: {
    productId: string;
    title: string;
    revenue: string | number;
    units: string | number;
  }) => ({
    productId: r.productId,
    title: r.title,
    revenueCents: Number(r.revenue),
    units: Number(r.units),
  });
  const [byRevenue, byUnits] = await Promise.all([top("revenue"), top("units")]);
  return { byRevenue: byRevenue.map(shape), byUnits: byUnits.map(shape) };
}

export async function couponPanel(db: Db, days: number, now = new Date()) {
  const start = periodStart(days, now);
  const found = await rows<{ code: string; orders: string | number; discount: string | number }>(
    db,
    sql`select coupon_code as code, count(*) as orders, sum(discount_cents) as discount
        from orders
        where status = 'placed' and coupon_code is not null and purchased_at >= ${start.toISOString()}::timestamptz
        group by coupon_code order by count(*) desc`,
  );
  return found.map((r) => ({ code: r.code, orders: Number(r.orders), discountCents: Number(r.discount) }));
}

/** Consented page views per day and the most visited paths. */
export async function pageViewsPanel(db: Db, days: number, now = new Date(), limit = 8) {
  const start = periodStart(days, now).toISOString();
  const [daily, paths] = await Promise.all([
    rows<{ day: string; views: string | number }>(
      db,
      sql`select to_char(date_trunc('day', created_at at time zone 'UTC'), 'YYYY-MM-DD') as day, count(*) as views
          from page_views where created_at >= ${start}::timestamptz group by 1 order by 1`,
    ),
    rows<{ path: string; views: string | number }>(
      db,
      sql`select path, count(*) as views from page_views where created_at >= ${start}::timestamptz
          group by path order by count(*) desc, path limit ${limit}`,
    ),
  ]);
  const byDay = new Map(daily.map((r) => [r.day, Number(r.views)]));
  const first = periodStart(days, now).getTime();
  const series = Array.from({ length: days }, (_, i) => {
    const day = new Date(first + i * DAY).toISOString().slice(0, 10);
    return { day, views: byDay.get(day) ?? 0 };
  });
  return {
    total: series.reduce((n, d) => n + d.views, 0),
    series,
    topPaths: paths.map((r) => ({ path: r.path, views: Number(r.views) })),
  };
}
