// The daily sales roll-ups behind the analytics panels (sales_daily, product_sales_daily,
// coupon_sales_daily): kept exact by adding each placed order and taking out each cancelled one
// in the same transaction, so a panel reads at most a few hundred small rows at any history size.
import { sql, type SQL } from "drizzle-orm";
import { pickShard, productSales, saleDay, type SaleLine } from "../../../domain/sales-rollup";
import { SHOP_TIME_ZONE } from "../../../domain/dates";
import type { Db } from "../../db/client";

export interface RolledOrder {
  purchasedAt: Date;
  totalCents: number;
  couponCode: string | null;
  discountCents: number;
}

/**
 * Adds a placed order to the roll-ups (sign 1) or takes a cancelled one out (-1). Run it inside
 * the transaction that inserts or cancels the order. One statement, of the same shape as the
 * placement's (rollupWrites), so two transactions take their row locks in the same order.
 */
export async function applyToRollups(
  tx: Pick<Db, "execute">,
  order: RolledOrder,
  lines: readonly SaleLine[],
  sign: 1 | -1,
  shard = pickShard(),
): Promise<void> {
  await tx.execute(sql`with ${rollupWrites(order, lines, sign, shard)} select 1`);
}

/**
 * Takes lines cancelled on their own out of the roll-ups: their units and prices, the refund from
 * the day's revenue and the rest of their gross from the coupon's discount. The order still
 * counts as one order (it went out, in part).
 */
export async function takeLinesOutOfRollups(
  tx: Pick<Db, "execute">,
  order: Pick<RolledOrder, "purchasedAt" | "couponCode">,
  lines: readonly SaleLine[],
  money: { grossCents: number; refundCents: number },
): Promise<void> {
  const part = {
    purchasedAt: order.purchasedAt,
    couponCode: order.couponCode,
    totalCents: money.refundCents,
    discountCents: money.grossCents - money.refundCents,
  };
  await tx.execute(sql`with ${rollupWrites(part, lines, -1, pickShard(), false)} select 1`);
}

/**
 * The roll-up upserts as the items of a WITH (named rollup_*), for a statement that writes them
 * with other rows: the order's product rows (in product-id order), the day's row, the coupon's.
 * Every statement that writes roll-ups lists them in this order, so PostgreSQL, which runs a
 * WITH's writes in a fixed order, takes their row locks in the same order in each.
 */
export function rollupWrites(
  order: RolledOrder,
  lines: readonly SaleLine[],
  sign: 1 | -1,
  shard = pickShard(),
  /** False when only part of an order is taken out: the order itself still counts. */
  countsOrder = true,
): SQL {
  const orderCount = countsOrder ? sign : 0;
  const day = saleDay(order.purchasedAt);
  const products = productSales(lines, sign);
  const writes: SQL[] = [];
  if (products.length > 0) {
    const values = sql.join(
      products.map(
        (p) =>
          sql`(${day}::date, ${p.productId}::text, ${shard}::smallint, ${p.title}::text, ${p.units}::int, ${p.revenueCents}::bigint)`,
      ),
      sql`, `,
    );
    writes.push(sql`rollup_products as (
      insert into product_sales_daily (day, product_id, shard, title, units, revenue_cents)
      values ${values}
      on conflict (day, product_id, shard) do update
        set title = greatest(product_sales_daily.title, excluded.title),
            units = product_sales_daily.units + excluded.units,
            revenue_cents = product_sales_daily.revenue_cents + excluded.revenue_cents)`);
  }
  writes.push(sql`rollup_sales as (
      insert into sales_daily (day, shard, orders, revenue_cents)
      values (${day}::date, ${shard}::smallint, ${orderCount}::int, ${sign * order.totalCents}::bigint)
      on conflict (day, shard) do update
        set orders = sales_daily.orders + excluded.orders,
            revenue_cents = sales_daily.revenue_cents + excluded.revenue_cents)`);
  if (order.couponCode)
    writes.push(sql`rollup_coupon as (
      insert into coupon_sales_daily (day, coupon_code, shard, orders, discount_cents)
      values (${day}::date, ${order.couponCode}::text, ${shard}::smallint, ${orderCount}::int,
              ${sign * order.discountCents}::bigint)
      on conflict (day, coupon_code, shard) do update
        set orders = coupon_sales_daily.orders + excluded.orders,
            discount_cents = coupon_sales_daily.discount_cents + excluded.discount_cents)`);
  return sql.join(writes, sql`, `);
}

/** An order `o` that is a sale (with status not cancelled): not an exchange's replacement. */
const sale = sql`not exists (select 1 from returns r where r.replacement_order_id = o.id)`;
/** The order `o`'s lines cancelled on their own: what their events say, summed. */
const cancelledPart = (field: "refundCents" | "grossCents") =>
  sql`coalesce((select sum((e.data->>${sql.raw(`'${field}'`)})::bigint) from order_events e
                where e.order_id = o.id and e.type = 'lines_cancelled'), 0)`;
/** The line `l` was cancelled on its own. */
const lineCancelled = sql`exists (select 1 from order_events e where e.order_id = l.order_id
  and e.type = 'lines_cancelled' and e.data->'lines' @> to_jsonb(l.position))`;

/**
 * Recomputes the roll-ups from the orders table (seeds, bulk loads): the same statements as
 * migration 0022_rollups_shop_day.sql, which moved every order to the boutique's day — a sale is
 * every order not cancelled, whatever its delivery status, on its purchase's day in New York,
 * except an exchange's replacement (decision 76), which its placement does not add either; lines
 * cancelled on their own are left out as takeLinesOutOfRollups took them out.
 */
export async function rebuildRollups(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // While the shop is open (npm run rollups:rebuild): an order placed or cancelled meanwhile
    // waits at its roll-up write, after the orders read here, and then adds to the new rows. The
    // tables are locked in the order rollupWrites writes them, so neither waits for the other.
    await tx.execute(sql`lock table product_sales_daily, sales_daily, coupon_sales_daily in exclusive mode`);
    await tx.execute(sql`delete from sales_daily`);
    await tx.execute(sql`delete from product_sales_daily`);
    await tx.execute(sql`delete from coupon_sales_daily`);
    await tx.execute(sql`
      insert into sales_daily (day, shard, orders, revenue_cents)
      select (purchased_at at time zone ${SHOP_TIME_ZONE})::date, 0, count(*),
             sum(total_cents - ${cancelledPart("refundCents")})
      from orders o where status <> 'cancelled' and ${sale} group by 1`);
    await tx.execute(sql`
      insert into product_sales_daily (day, product_id, shard, title, units, revenue_cents)
      select (o.purchased_at at time zone ${SHOP_TIME_ZONE})::date, l.product_id, 0, max(l.title), sum(l.quantity),
             sum(l.line_total_cents)
      from order_lines l join orders o on o.id = l.order_id
      where o.status <> 'cancelled' and ${sale} and not ${lineCancelled} group by 1, 2`);
    await tx.execute(sql`
      insert into coupon_sales_daily (day, coupon_code, shard, orders, discount_cents)
      select (purchased_at at time zone ${SHOP_TIME_ZONE})::date, coupon_code, 0, count(*),
             sum(discount_cents - (${cancelledPart("grossCents")} - ${cancelledPart("refundCents")}))
      from orders o where status <> 'cancelled' and coupon_code is not null and ${sale} group by 1, 2`);
  });
}
