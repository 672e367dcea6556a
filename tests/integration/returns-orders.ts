// Shared by the returns integration tests (returns*.test.ts): an API caller, orders placed over
// HTTP and delivered by staff through the fulfilment API, a variant's stock, and the e-mails
// written for one return.
import { and, count, eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { PlacedOrder } from "../../domain/contracts/orders";
import {
  mailOutbox,
  products,
  returnEvents,
  returnLines,
  returns,
  stockLevels,
} from "../../server/db/schema";
import type { TestServer } from "./harness";
import { usAddress } from "../fixtures/us-address";

export type Variant = { productId: string; size: string; color: string };
export type OrderLine = Variant & { quantity: number };

export const address = usAddress({
  type: "HOME",
  firstName: "Rhea",
  lastName: "Stone",
  addressLine_1: "12 Mercer Street",
  addressLine_2: "Floor 2",
  postalCode: "10013",
});

/** `api(method, path, body?, cookie?)` on /api/v1, as the caller whose cookie is given. */
export function apiOf(server: TestServer, defaultCookie?: string) {
  return (method: string, path: string, body?: unknown, cookie = defaultCookie) =>
    server.fetch(`/api/v1${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

/** An order of these lines: the signed-in customer's with `cookie`, else a guest's with `email`. */
export async function placeOrder(
  server: TestServer,
  lines: OrderLine[],
  by: { cookie?: string; email?: string; coupon?: string } = {},
): Promise<PlacedOrder> {
  const res = await apiOf(server)(
    "POST",
    "/orders",
    {
      lines,
      shippingTo: address,
      billingTo: address,
      ...(by.cookie ? {} : { email: by.email ?? "rhea@example.com" }),
      phoneNumber: "+1 212 555 0100",
      card: { cardNumber: "4242 4242 4242 4242", expMonth: "12", expYear: "2030", cvv: "123" },
      ...(by.coupon ? { couponCode: by.coupon } : {}),
    },
    by.cookie,
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as PlacedOrder;
}

/** Staff (`admin` is their cookie) ship every line of the order in one parcel and deliver it. */
export async function shipAndDeliver(
  server: TestServer,
  admin: string,
  order: { id: string; lines: readonly { position: number }[] },
) {
  const api = apiOf(server, admin);
  const shipped = await api("POST", `/dashboard/orders/${order.id}/shipments`, {
    carrier: "ups",
    trackingNumber: "1Z999AA10123456784",
    lines: order.lines.map((l) => l.position),
  });
  expect(shipped.status).toBe(201);
  const parcel = ((await shipped.json()) as { shipments: { id: number }[] }).shipments[0]!.id;
  const delivered = await api("POST", `/dashboard/orders/${order.id}/shipments/${parcel}/delivered`, {});
  expect(delivered.status).toBe(200);
  return parcel;
}

const variantIs = (v: Variant) =>
  and(eq(stockLevels.productId, v.productId), eq(stockLevels.size, v.size), eq(stockLevels.color, v.color));

/**
 * Two colours of one seeded product in one size, in stock: a piece bought in `from` may be
 * exchanged for `to` (same product, same price).
 */
export async function exchangePair(
  server: TestServer,
): Promise<{ from: Variant; to: Variant; title: string }> {
  const catalogue = await server.services.db.select().from(products);
  const twoColours = (s: (typeof catalogue)[number]["sizes"][number]) =>
    s.status === 1 && s.colors.length >= 2;
  const product = catalogue.find((p) => p.sizes.some(twoColours));
  expect(product, "a seeded product with two colours in stock in one size").toBeDefined();
  const size = product!.sizes.find(twoColours)!;
  return {
    from: { productId: product!.id, size: size.key, color: size.colors[0]! },
    to: { productId: product!.id, size: size.key, color: size.colors[1]! },
    title: product!.title,
  };
}

export async function onHand(server: TestServer, v: Variant): Promise<number> {
  const [row] = await server.services.db
    .select({ n: stockLevels.onHand })
    .from(stockLevels)
    .where(variantIs(v));
  return row?.n ?? 0;
}

export async function setStock(server: TestServer, v: Variant, n: number): Promise<void> {
  await server.services.db.update(stockLevels).set({ onHand: n }).where(variantIs(v));
}

/** The e-mails written for one return, oldest first. */
export function mailsOf(server: TestServer, returnId: string) {
  return server.services.db
    .select({ template: mailOutbox.template, to: mailOutbox.recipient, data: mailOutbox.data })
    .from(mailOutbox)
    .where(sql`${mailOutbox.data}->>'returnId' = ${returnId}`)
    .orderBy(mailOutbox.id);
}

/** Rows of returns, their lines and events, and e-mails: a refusal must leave all four as they were. */
export async function returnTableCounts(server: TestServer): Promise<number[]> {
  const n = async (table: typeof returns | typeof returnLines | typeof returnEvents | typeof mailOutbox) =>
    (await server.services.db.select({ n: count() }).from(table))[0]!.n;
  return [await n(returns), await n(returnLines), await n(returnEvents), await n(mailOutbox)];
}

/** Sends the request, expects `status` and that nothing was written; gives the error's body. */
export async function expectRefused(server: TestServer, send: () => Promise<Response>, status: number) {
  const before = await returnTableCounts(server);
  const res = await send();
  expect(res.status).toBe(status);
  expect(await returnTableCounts(server)).toEqual(before);
  return ((await res.json()) as { error: { message: string; fields?: Record<string, string> } }).error;
}
