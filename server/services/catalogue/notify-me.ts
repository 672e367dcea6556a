// 'Notify me when available': one request per variant (product × size × colour) and e-mail,
// repeats idempotent, for a variant that cannot be ordered now (decision 65);
// server/services/stock/restock-alerts.ts answers it.
import { and, eq } from "drizzle-orm";
import type { NotifyRequestBody } from "../../../domain/contracts/notify";
import { sellable, stockIndex } from "../../../domain/stock";
import { readProductStock } from "../stock/levels";
import type { Db } from "../../db/client";
import { notifyRequests, products, stockLevels } from "../../db/schema";
import { invalid, notFound } from "../errors";

/**
 * Checked and kept in one transaction under share locks on the product's row and the variant's
 * stock row: a restock (set-stock.ts, restore.ts, a return's restock) updates one of them and answers the
 * waiting requests in its own transaction, so a request is either seen by that restock or checked
 * after it (and refused: the variant can be ordered). Without the locks, a request checked just
 * before a restock and written just after it waited for the next one.
 */
export async function requestNotification(db: Db, body: NotifyRequestBody): Promise<void> {
  await db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id, sizes: products.sizes, images: products.images })
      .from(products)
      .where(eq(products.id, body.productId))
      .for("share");
    if (!product) throw notFound("No such product.");
    const size = product.sizes.find((s) => s.key === body.size);
    if (!size) throw invalid("This size does not exist.", { size: "Unknown size." });
    // The size's own colours; a size staff left without any may be asked about in the product's.
    const colors = size.colors.length > 0 ? size.colors : Object.keys(product.images);
    if (!colors.includes(body.color)) {
      throw invalid("This colour does not exist in this size.", { color: "Unknown colour." });
    }
    await tx
      .select({ size: stockLevels.size })
      .from(stockLevels)
      .where(
        and(
          eq(stockLevels.productId, product.id),
          eq(stockLevels.size, size.key),
          eq(stockLevels.color, body.color),
        ),
      )
      .for("share");
    // As the shop offers it now: only a variant with nothing left (or coming soon) is asked about.
    const index = stockIndex(await readProductStock(tx, product.id));
    if (size.colors.includes(body.color) && sellable(size, body.color, index) !== 0) {
      throw invalid("This size and colour can be ordered already.", {
        color: "Not a notify-me variant.",
      });
    }
    await tx
      .insert(notifyRequests)
      .values({ productId: product.id, size: size.key, color: body.color, email: body.email })
      .onConflictDoNothing();
  });
}
