// Returns in the analytics' sales panel (decision 78): refunds paid in the period (net sales are
// the sales less them) and the return rate — units asked back in the period, in returns not
// rejected or expired, over the units sold in the period. A replacement is not a sale.
import { sql } from "drizzle-orm";
import { shopDay } from "../../../domain/dates";
import type { Db } from "../../db/client";
import { rows } from "../../db/rows";

export interface ReturnFigures {
  refundedCents: number;
  unitsSold: number;
  unitsReturned: number;
}

export async function returnFigures(db: Pick<Db, "execute">, start: Date): Promise<ReturnFigures> {
  const day = shopDay(start);
  const [found] = await rows<{ refunded: string | number; sold: string | number; returned: string | number }>(
    db,
    sql`select
          (select coalesce(sum(refunded_cents), 0) from returns
            where refunded_at >= ${start.toISOString()}::timestamptz) as refunded,
          (select coalesce(sum(units), 0) from product_sales_daily where day >= ${day}::date) as sold,
          (select coalesce(sum(l.quantity), 0) from return_lines l join returns r on r.id = l.return_id
            where r.requested_at >= ${start.toISOString()}::timestamptz
              and r.status not in ('rejected', 'expired')) as returned`,
  );
  return {
    refundedCents: Number(found?.refunded ?? 0),
    unitsSold: Number(found?.sold ?? 0),
    unitsReturned: Number(found?.returned ?? 0),
  };
}

/** Returned units per hundred sold, one decimal; 0 with nothing sold. */
export function returnRate({ unitsSold, unitsReturned }: ReturnFigures): number {
  return unitsSold > 0 ? Math.round((unitsReturned / unitsSold) * 1000) / 10 : 0;
}
