// 'Notify me' requests are answered when their variant (product × size × colour) can be ordered
// again (decision 65): one e-mail each, written to the outbox in the transaction that restocked
// the variant (a staff save, a cancel). The request is taken out of the waiting list in that same
// transaction, and its message carries a dedupe key, so two processes seeing the same restock
// never write it twice. A request stored without a colour (before decision 65) is answered by the
// first colour of its size that comes back.
import { and, eq, isNull, or } from "drizzle-orm";
import { COMING_SOON } from "../../../domain/status";
import { notifyRequests, products } from "../../db/schema";
import { enqueueMail } from "../../mail/outbox";
import type { Tx } from "./levels";

export interface RestockedVariant {
  productId: string;
  size: string;
  color: string;
}

const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The variants of one product, in a fixed order (size, colour) for row locks. */
export function byVariant(
  productId: string,
  variants: readonly { size: string; color: string }[],
): RestockedVariant[] {
  const seen = new Set<string>();
  return variants
    .filter((v) => {
      const k = JSON.stringify([v.size, v.color]);
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    })
    .map((v) => ({ productId, size: v.size, color: v.color }))
    .sort((a, b) => order(a.size, b.size) || order(a.color, b.color));
}

/** Returns how many e-mails were written. */
export async function alertRestocked(tx: Tx, restocked: readonly RestockedVariant[]): Promise<number> {
  let written = 0;
  for (const r of restocked) {
    const [product] = await tx
      .select({
        title: products.title,
        url: products.url,
        images: products.images,
        basePriceCents: products.basePriceCents,
        sizes: products.sizes,
      })
      .from(products)
      .where(eq(products.id, r.productId));
    // Units put back onto a size that is now coming soon do not make it orderable.
    const size = product?.sizes.find((s) => s.key === r.size);
    if (!product || !size || size.status === COMING_SOON) continue;
    const waiting = await tx
      .delete(notifyRequests)
      .where(
        and(
          eq(notifyRequests.productId, r.productId),
          eq(notifyRequests.size, r.size),
          or(eq(notifyRequests.color, r.color), isNull(notifyRequests.color)),
        ),
      )
      .returning();
    // One e-mail per address, even if it asked both for this colour and for the whole size.
    const sent = new Set<string>();
    for (const request of waiting.sort((a, b) => a.id - b.id)) {
      if (sent.has(request.email)) continue;
      sent.add(request.email);
      await enqueueMail(tx, {
        to: request.email,
        template: "restock",
        data: {
          title: product.title,
          url: product.url,
          size: r.size,
          colors: [r.color],
          image: product.images[r.color]?.[0] ?? null,
          priceCents: product.basePriceCents,
        },
        dedupeKey: `restock:${request.id}`,
      });
      written++;
    }
  }
  return written;
}
