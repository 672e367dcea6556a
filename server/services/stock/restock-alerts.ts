// 'Notify me' requests are answered when their size can be ordered again: one e-mail each,
// written to the outbox in the transaction that restocked the variant (a staff save, a cancel).
// The request is taken out of the waiting list in that same transaction, and its message carries
// a dedupe key, so two processes seeing the same restock never write it twice.
import { and, eq } from "drizzle-orm";
import { COMING_SOON } from "../../../domain/status";
import { notifyRequests, products } from "../../db/schema";
import { enqueueMail } from "../../mail/outbox";
import type { Tx } from "./levels";

export interface RestockedSize {
  productId: string;
  size: string;
  /** The colours of that size that can be ordered again. */
  colors: string[];
}

/** Groups restocked variants by size, in a fixed order (product, size) for row locks. */
export function bySize(
  productId: string,
  variants: readonly { size: string; color: string }[],
): RestockedSize[] {
  const map = new Map<string, RestockedSize>();
  for (const v of variants) {
    const entry = map.get(v.size) ?? { productId, size: v.size, colors: [] };
    entry.colors.push(v.color);
    map.set(v.size, entry);
  }
  return [...map.values()].sort((a, b) => (a.size < b.size ? -1 : a.size > b.size ? 1 : 0));
}

/** Returns how many e-mails were written. */
export async function alertRestocked(tx: Tx, restocked: readonly RestockedSize[]): Promise<number> {
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
      .where(and(eq(notifyRequests.productId, r.productId), eq(notifyRequests.size, r.size)))
      .returning();
    const color = r.colors[0]!;
    for (const request of waiting.sort((a, b) => a.id - b.id)) {
      await enqueueMail(tx, {
        to: request.email,
        template: "restock",
        data: {
          title: product.title,
          url: product.url,
          size: r.size,
          colors: r.colors,
          image: product.images[color]?.[0] ?? null,
          priceCents: product.basePriceCents,
        },
        dedupeKey: `restock:${request.id}`,
      });
      written++;
    }
  }
  return written;
}
