// Order traffic for the fault suite: a valid order body built from the live catalogue, and a
// placement that records what the client saw acknowledged.
import type { PlacedOrder } from "../../domain/contracts/orders";
import type { ProductPage, Product } from "../../domain/contracts/products";
import { guestOrderBody } from "../../tests/fixtures/order-body";

export async function orderBody(url: string): Promise<object> {
  const page = (await (await fetch(`${url}/api/v1/products?page=women&limit=50`)).json()) as ProductPage;
  const products: Product[] = [];
  for (const card of page.items)
    products.push((await (await fetch(`${url}/api/v1/products/by-url/${card.url}`)).json()) as Product);
  // A pre-order size without an allocation has no stock limit: hundreds of placements of the
  // same line are all accepted, so only the faults decide which ones fail.
  const choices = [
    ...products.map((p) => ({ p, size: p.sizes.find((s) => s.status === 2 && s.colors.length > 0) })),
    ...products.map((p) => ({ p, size: p.sizes.find((s) => s.status === 1 && s.colors.length > 0) })),
  ];
  for (const { p, size } of choices) {
    if (size) {
      return guestOrderBody(
        [{ productId: p.id, size: size.key, color: size.colors[0]!, quantity: 1 }],
        "faults@example.com",
      );
    }
  }
  throw new Error("no buyable product");
}

export interface Ack {
  id: string;
  token: string;
  totalCents: number;
  lines: number;
}

/** Fires `count` placements at once; resolves with the ones the server acknowledged (201). */
export async function placeMany(url: string, body: object, count: number, onAck?: (n: number) => void) {
  const acks: Ack[] = [];
  let failed = 0;
  /** Never accepted: the server was no longer listening (not the same as cut off mid-request). */
  let refused = 0;
  await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      try {
        const res = await fetch(`${url}/api/v1/orders`, {
          method: "POST",
          headers: { "content-type": "application/json", "idempotency-key": `fault-${Date.now()}-${i}` },
          body: JSON.stringify(body),
        });
        if (res.status !== 201) {
          failed++;
          return;
        }
        const o = (await res.json()) as PlacedOrder;
        acks.push({ id: o.id, token: o.guestToken ?? "", totalCents: o.totalCents, lines: o.lines.length });
        onAck?.(acks.length);
      } catch (err) {
        const code = (err as { cause?: { code?: string } }).cause?.code;
        if (code === "ECONNREFUSED") refused++;
        else failed++;
      }
    }),
  );
  return { acks, failed, refused };
}
