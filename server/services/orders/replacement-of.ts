// Which exchange an order is the replacement shipment of (decision 76), read in the same query
// as the order: the customer's pages say so instead of a price, and it cannot be cancelled.
import { sql } from "drizzle-orm";
import type { Order } from "../../../domain/contracts/orders";
import { orders, returns } from "../../db/schema";

/**
 * `[return id, original order id]` of the return whose replacement the selected order is, or
 * null: a column for a query of `orders` (its id written in full, as inside a subquery a bare
 * "id" would be the return's).
 */
export const replacementOf = () => sql<[string, string] | null>`(
  select json_build_array(r.id, r.order_id) from ${returns} r
  where r.replacement_order_id = ${orders}.${sql.identifier(orders.id.name)} limit 1)`;

export const toReplacementFor = (pair: [string, string] | null): Order["replacementFor"] =>
  pair ? { returnId: pair[0], orderId: pair[1] } : undefined;
