// Demo accounts with hashed passwords, the customer's address book and order history.
import { hashPassword } from "../../auth/password-hash";
import { initialAddressBook } from "../../../domain/address-book";
import { newOrderId } from "../../../domain/ids";
import { computeTotals } from "../../../domain/totals";
import type { Address } from "../../../domain/types";
import type { Db } from "../client";
import { account, orderLines, orders, user } from "../schema";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import type { SeededProduct } from "./seed-catalogue";
import { historyOf, seedFulfilment, type SeededOrder } from "./seed-fulfilment";

const DAY = 24 * 60 * 60 * 1000;

const customerAddresses: Address[] = [
  {
    type: "HOME",
    firstName: "Claire",
    lastName: "Whitmore",
    fullName: "Claire Whitmore",
    addressLine_1: "118 Perry Street",
    addressLine_2: "Apt 4B",
    country: "USA",
    city: "New York",
    state: "NY",
    postalCode: "10014",
    defaultAddress: true,
  },
  {
    type: "WORK",
    firstName: "Claire",
    lastName: "Whitmore",
    fullName: "Claire Whitmore",
    addressLine_1: "450 Park Avenue",
    addressLine_2: "12th Floor",
    country: "USA",
    city: "New York",
    state: "NY",
    postalCode: "10022",
  },
];

export async function seedPeople(db: Db, catalogue: SeededProduct[]): Promise<void> {
  const ids: Record<string, string> = {};
  for (const a of DEMO_ACCOUNTS) {
    const id = crypto.randomUUID();
    ids[a.email] = id;
    await db.insert(user).values({
      id,
      name: `${a.firstName} ${a.lastName}`,
      email: a.email,
      emailVerified: true,
      role: a.role,
      firstName: a.firstName,
      lastName: a.lastName,
      civility: a.civility,
      country: "USA",
      addressBook: a.role === "user" ? customerAddresses : initialAddressBook("USA"),
    });
    await db.insert(account).values({
      id: crypto.randomUUID(),
      accountId: id,
      providerId: "credential",
      userId: id,
      password: await hashPassword(a.password),
    });
  }
  const customerId = ids["customer@atelier.example"];
  if (customerId) await seedCustomerOrders(db, customerId, catalogue);
}

async function seedCustomerOrders(db: Db, userId: string, catalogue: SeededProduct[]): Promise<void> {
  const inStock = catalogue.filter((p) => p.sizes.some((s) => s.status === 1 && s.colors.length > 0));
  // By now (seed-fulfilment.ts): two delivered, one on its way, two being prepared.
  const baskets = [
    { daysAgo: 64, picks: [0, 5] },
    { daysAgo: 23, picks: [2, 9, 14] },
    { daysAgo: 7, picks: [11, 3] },
    { daysAgo: 4, picks: [7] },
    { daysAgo: 1, picks: [16] },
  ];
  const address = customerAddresses[0]!;
  for (const basket of baskets) {
    const lines = basket.picks
      .map((i) => inStock[i % inStock.length]!)
      .map((p, position) => {
        const size = p.sizes.find((s) => s.status === 1 && s.colors.length > 0)!;
        const color = size.colors[0]!;
        return {
          position,
          productId: p.id,
          title: p.title,
          url: p.url,
          image: p.images[color]?.[0] ?? p.images[p.baseImagesColor]?.[0] ?? "",
          color,
          size: size.key,
          quantity: 1,
          maxQuantity: p.maxQuantity,
          status: 1,
          unitPriceCents: p.basePriceCents,
          lineTotalCents: p.basePriceCents,
        };
      });
    const totals = computeTotals(lines);
    const id = newOrderId();
    const seeded: SeededOrder = { id, purchasedAt: new Date(Date.now() - basket.daysAgo * DAY), userId };
    const history = historyOf(
      seeded,
      lines.map((l) => l.position),
      Date.now(),
      basket.daysAgo,
    );
    await db.insert(orders).values({
      id,
      purchasedAt: seeded.purchasedAt,
      status: seeded.status,
      userId,
      email: "customer@atelier.example",
      phoneNumber: "+1 212 555 0148",
      shippingTo: address,
      billingTo: address,
      subtotalCents: totals.subtotalCents,
      discountCents: totals.discountCents,
      totalCents: totals.totalCents,
      cardLast4: "4242",
    });
    await db.insert(orderLines).values(lines.map((l) => ({ ...l, orderId: id })));
    await seedFulfilment(db, [seeded], [history]);
  }
}
