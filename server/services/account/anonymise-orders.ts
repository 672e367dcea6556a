// Account deletion keeps orders for the books but removes who placed them.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orders } from "../../db/schema";

/**
 * What an anonymised order's e-mail ends with: `.invalid` can never be anyone's address, and the
 * guest order page refuses it (customer-orders.ts), since the rest of it is the order's number.
 */
export const ANONYMISED_EMAIL_DOMAIN = "@anonymised.invalid";

export async function anonymiseOrders(db: Db, userId: string): Promise<void> {
  const strip = (column: typeof orders.shippingTo | typeof orders.billingTo) =>
    sql`jsonb_build_object('type', ${column}->>'type', 'country', ${column}->>'country', 'firstName', '', 'lastName', '', 'fullName', '', 'addressLine_1', '', 'addressLine_2', '')`;
  await db
    .update(orders)
    .set({
      userId: null,
      email: sql`'deleted-' || ${orders.id} || ${ANONYMISED_EMAIL_DOMAIN}`,
      phoneNumber: "",
      shippingTo: strip(orders.shippingTo),
      billingTo: strip(orders.billingTo),
    })
    .where(eq(orders.userId, userId));
}
