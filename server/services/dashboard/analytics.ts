// Sales figures over placed orders (cancelled ones are not sales), read from the daily roll-ups
// (sales-rollups.ts, kept exact in the order and cancel transactions): a 90-day panel reads ~90
// rows per shard instead of grouping ~90 % of the orders table.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rows } from "../../db/rows";
import { addDays, SHOP_TIME_ZONE, shopDay, shopDayStart } from "../../../domain/dates";
import { returnFigures, returnRate } from "../returns/staff-analytics";

/**
 * The period's days, oldest first: the boutique's calendar days (New York, as the roll-ups' `day`
 * and every date the shop shows), `days` of them up to and including today.
 */
export function periodDays(days: number, now = new Date()): string[] {
  const today = shopDay(now);
  return Array.from({ length: days }, (_, i) => addDays(today, i - (days - 1)));
}

/** Start of the period: midnight in New York at the beginning of its first day. */
export function periodStart(days: number, now = new Date()): Date {
  return shopDayStart(firstDay(days, now));
}

function firstDay(days: number, now: Date): string {
  return addDays(shopDay(now), -(days - 1));
}

export async function salesPanel(db: Db, days: number, now = new Date()) {
  const found = await rows<{ day: string; revenue: string | number; orders: string | number }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, sum(revenue_cents) as revenue, sum(orders) as orders
        from sales_daily
        where day >= ${firstDay(days, now)}::date
        group by day order by day`,
  );
  const byDay = new Map(found.map((r) => [r.day, r]));
  const series = periodDays(days, now).map((day) => {
    const r = byDay.get(day);
    return { day, revenueCents: Number(r?.revenue ?? 0), orders: Number(r?.orders ?? 0) };
  });
  const revenueCents = series.reduce((n, d) => n + d.revenueCents, 0);
  const orders = series.reduce((n, d) => n + d.orders, 0);
  const returned = await returnFigures(db, periodStart(days, now));
  return {
    days,
    series,
    revenueCents,
    orders,
    averageOrderCents: orders ? Math.round(revenueCents / orders) : 0,
    refundedCents: returned.refundedCents,
    netRevenueCents: revenueCents - returned.refundedCents,
    unitsSold: returned.unitsSold,
    unitsReturned: returned.unitsReturned,
    returnRatePercent: returnRate(returned),
  };
}

export async function topProductsPanel(db: Db, days: number, now = new Date(), limit = 5) {
  // One pass over the period's product roll-ups (one row per product and day: tens of thousands
  // in a 90-day period when the catalogue is large), ranked and cut twice in SQL. The aggregate
  // carries no title (narrow rows hash faster); the ≤ 10 winners' titles are looked up by id.
  // `units > 0`: a product whose every line was cancelled is out, as in the orders themselves.
  const start = firstDay(days, now);
  const found = await db.transaction(async (tx) => {
    // 65k groups overflow the default 4 MB and the aggregate would spill to disk.
    await tx.execute(sql`set local work_mem = '32MB'`);
    return rows<{
      rankedBy: "revenue" | "units";
      productId: string;
      title: string;
      revenue: string | number;
      units: string | number;
    }>(
      tx,
      sql`with t as materialized (
            select product_id, sum(revenue_cents) as revenue, sum(units) as units
            from product_sales_daily
            where day >= ${start}::date
            group by product_id having sum(units) > 0),
          top as (
            select 'revenue' as ranked_by, row_number() over (order by revenue desc, units desc, product_id) as pos, x.*
            from (select * from t order by revenue desc, units desc, product_id limit ${limit}) x
            union all
            select 'units', row_number() over (order by units desc, revenue desc, product_id), y.*
            from (select * from t order by units desc, revenue desc, product_id limit ${limit}) y)
          select ranked_by as "rankedBy", product_id as "productId", revenue, units,
                 (select max(p.title) from product_sales_daily p
                  where p.product_id = top.product_id and p.day >= ${start}::date) as title
          from top order by ranked_by, pos`,
    );
  });
  const shape = (r: (typeof found)[number]) => ({
    productId: r.productId,
    title: r.title,
    revenueCents: Number(r.revenue),
    units: Number(r.units),
  });
  const rank = (by: "revenue" | "units") => found.filter((r) => r.rankedBy === by).map(shape);
  return { byRevenue: rank("revenue"), byUnits: rank("units") };
}

export async function couponPanel(db: Db, days: number, now = new Date()) {
  const found = await rows<{ code: string; orders: string | number; discount: string | number }>(
    db,
    sql`select coupon_code as code, sum(orders) as orders, sum(discount_cents) as discount
        from coupon_sales_daily
        where day >= ${firstDay(days, now)}::date
        group by coupon_code having sum(orders) > 0
        order by sum(orders) desc, coupon_code`,
  );
  return found.map((r) => ({ code: r.code, orders: Number(r.orders), discountCents: Number(r.discount) }));
}

/** Consented page views per day and the most visited paths. */
export async function pageViewsPanel(db: Db, days: number, now = new Date(), limit = 8) {
  const start = periodStart(days, now).toISOString();
  const [daily, paths] = await Promise.all([
    rows<{ day: string; views: string | number }>(
      db,
      sql`select to_char(created_at at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD') as day, count(*) as views
          from page_views where created_at >= ${start}::timestamptz group by 1 order by 1`,
    ),
    rows<{ path: string; views: string | number }>(
      db,
      sql`select path, count(*) as views from page_views where created_at >= ${start}::timestamptz
          group by path order by count(*) desc, path limit ${limit}`,
    ),
  ]);
  const byDay = new Map(daily.map((r) => [r.day, Number(r.views)]));
  const series = periodDays(days, now).map((day) => ({ day, views: byDay.get(day) ?? 0 }));
  return {
    total: series.reduce((n, d) => n + d.views, 0),
    series,
    topPaths: paths.map((r) => ({ path: r.path, views: Number(r.views) })),
  };
}
