// 'Notify me when available': one request per variant (product × size × colour) and e-mail,
// repeats idempotent, for a variant that cannot be ordered now (decision 65);
// server/services/stock/restock-alerts.ts answers it.
import { eq } from "drizzle-orm";
import type { NotifyRequestBody } from "../../../domain/contracts/notify";
import { sellable, stockIndex } from "../../../domain/stock";
import { readProductStock } from "../stock/levels";
import type { Db } from "../../db/client";
import { notifyRequests, products } from "../../db/schema";
import { invalid, notFound } from "../errors";

export async function requestNotification(db: Db, body: NotifyRequestBody): Promise<void> {
  const product = await db.query.products.findFirst({
    columns: { id: true, sizes: true, images: true },
    where: eq(products.id, body.productId),
  });
  if (!product) throw notFound("No such product.");
  const size = product.sizes.find((s) => s.key === body.size);
  if (!size) throw invalid("This size does not exist.", { size: "Unknown size." });
  // The size's own colours; a size staff left without any may be asked about in the product's.
  const colors = size.colors.length > 0 ? size.colors : Object.keys(product.images);
  if (!colors.includes(body.color)) {
    throw invalid("This colour does not exist in this size.", { color: "Unknown colour." });
  }
  // As the shop offers it now: only a variant with nothing left (or coming soon) is asked about.
  const index = stockIndex(await readProductStock(db, product.id));
  if (size.colors.includes(body.color) && sellable(size, body.color, index) !== 0) {
    throw invalid("This size and colour can be ordered already.", {
      color: "Not a notify-me variant.",
    });
  }
  await db
    .insert(notifyRequests)
    .values({ productId: product.id, size: size.key, color: body.color, email: body.email })
    .onConflictDoNothing();
}
