// Which exchange an order is the replacement shipment of (decision 76), read in the same query
// as the order: the customer's pages say so instead of a price, and it cannot be cancelled.
import { sql, type SQL } from "drizzle-orm";
import type { Order } from "../../../domain/contracts/orders";
import { returns } from "../../db/schema";

/** `[return id, original order id]` of the return whose replacement `orderId` is, or null. */
export const replacementOf = (orderId: SQL) => sql<[string, string] | null>`(
  select json_build_array(r.id, r.order_id) from ${returns} r
  where r.replacement_order_id = ${orderId} limit 1)`;

export const toReplacementFor = (pair: [string, string] | null): Order["replacementFor"] =>
  pair ? { returnId: pair[0], orderId: pair[1] } : undefined;
