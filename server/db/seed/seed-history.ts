// Sales history for the dashboard's charts: ~4 months of guest orders drawn from the catalogue
// with a fixed pseudo-random sequence, so every fresh database tells the same story.
import { newOrderId } from "../../../domain/ids";
import { computeTotals } from "../../../domain/totals";
import type { Address } from "../../../domain/types";
import type { Db } from "../client";
import { orderLines, orders } from "../schema";
import type { SeededProduct } from "./seed-catalogue";
import { historyOf, seedFulfilment } from "./seed-fulfilment";

const DAY = 24 * 60 * 60 * 1000;
const HISTORY_DAYS = 120;

/** mulberry32: tiny, deterministic, good enough for demo data. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = ["Olivia", "James", "Sofia", "Henry", "Amelia", "Lucas", "Grace", "Theo", "Isla", "Jack"];
const LAST = ["Bennett", "Hayes", "Carter", "Sinclair", "Reed", "Monroe", "Ellis", "Hart", "Quinn", "Lowell"];
/** City, state and ZIP of the seeded buyers. */
const CITIES: [string, string, string][] = [
  ["New York", "NY", "10011"],
  ["Los Angeles", "CA", "90069"],
  ["Chicago", "IL", "60611"],
  ["Miami", "FL", "33139"],
  ["Boston", "MA", "02116"],
];

export async function seedHistory(db: Db, catalogue: SeededProduct[], now = Date.now()): Promise<number> {
  const rand = prng(20220701);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const buyable = catalogue.flatMap((p) => {
    const size = p.sizes.find((s) => s.status === 1 && s.colors.length > 0);
    return size ? [{ p, size }] : [];
  });
  const orderRows: (typeof orders.$inferInsert & { purchasedAt: Date })[] = [];
  const lineRows: (typeof orderLines.$inferInsert)[] = [];
  for (let day = HISTORY_DAYS; day >= 1; day--) {
    // Busier towards today and at weekends, as a boutique's traffic is.
    const weekend = new Date(now - day * DAY).getUTCDay() % 6 === 0 ? 1 : 0;
    const count = Math.floor(rand() * 3 + (HISTORY_DAYS - day) / 60 + weekend);
    for (let n = 0; n < count; n++) {
      const first = pick(FIRST);
      const last = pick(LAST);
      const [city, state, postalCode] = pick(CITIES);
      const address: Address = {
        type: "HOME",
        firstName: first,
        lastName: last,
        fullName: `${first} ${last}`,
        addressLine_1: `${Math.floor(rand() * 900 + 10)} ${pick(["Madison Ave", "Elm Street", "Ocean Drive", "Beacon St", "Sunset Blvd"])}`,
        addressLine_2: `Apt ${Math.floor(rand() * 20 + 1)}`,
        country: "USA",
        city,
        state,
        postalCode,
      };
      const picks = [...new Set(Array.from({ length: 1 + Math.floor(rand() * 2.2) }, () => pick(buyable)))];
      const lines = picks.map(({ p, size }, position) => {
        const quantity = rand() < 0.15 ? Math.min(2, p.maxQuantity) : 1;
        return {
          position,
          productId: p.id,
          title: p.title,
          url: p.url,
          image: p.images[size.colors[0]!]?.[0] ?? "",
          color: size.colors[0]!,
          size: size.key,
          quantity,
          maxQuantity: p.maxQuantity,
          status: 1,
          unitPriceCents: p.basePriceCents,
          lineTotalCents: p.basePriceCents * quantity,
        };
      });
      const coupon = rand() < 0.2 ? 10 : undefined;
      const totals = computeTotals(lines, coupon);
      const id = newOrderId();
      const cancelled = rand() < 0.06;
      const purchasedAt = new Date(now - day * DAY + Math.floor(rand() * DAY * 0.9));
      orderRows.push({
        id,
        purchasedAt,
        email: `${first}.${last}`.toLowerCase() + "@example.com",
        phoneNumber: `+1 212 555 0${Math.floor(rand() * 900 + 100)}`,
        shippingTo: address,
        billingTo: address,
        couponCode: coupon ? "WELCOME10" : null,
        couponPercentage: coupon ?? null,
        subtotalCents: totals.subtotalCents,
        discountCents: totals.discountCents,
        totalCents: totals.totalCents,
        cardLast4: String(Math.floor(rand() * 9000 + 1000)),
        status: cancelled ? "cancelled" : "placed",
        cancelledAt: cancelled ? new Date(purchasedAt.getTime() + DAY) : null,
        cancelledBy: cancelled ? "guest" : null,
      });
      lineRows.push(...lines.map((l) => ({ ...l, orderId: id })));
    }
  }
  const positions = new Map<string, number[]>();
  for (const l of lineRows) positions.set(l.orderId, [...(positions.get(l.orderId) ?? []), l.position]);
  const histories = orderRows.map((o, i) => historyOf(o, positions.get(o.id) ?? [], now, i));
  await db.transaction(async (tx) => {
    for (let i = 0; i < orderRows.length; i += 500)
      await tx.insert(orders).values(orderRows.slice(i, i + 500));
    for (let i = 0; i < lineRows.length; i += 500)
      await tx.insert(orderLines).values(lineRows.slice(i, i + 500));
    await seedFulfilment(tx, orderRows, histories);
  });
  return orderRows.length;
}
