// 'Notify me when available': one request per product, size and e-mail (repeats are idempotent),
// for a size coming soon or sold out; server/services/stock/restock-alerts.ts answers it.
import { eq } from "drizzle-orm";
import type { NotifyRequestBody } from "../../../domain/contracts/notify";
import { COMING_SOON, OUT_OF_STOCK } from "../../../domain/status";
import { applyStock } from "../../../domain/stock";
import { readProductStock } from "../stock/levels";
import type { Db } from "../../db/client";
import { notifyRequests, products } from "../../db/schema";
import { invalid, notFound } from "../errors";

export async function requestNotification(db: Db, body: NotifyRequestBody): Promise<void> {
  const product = await db.query.products.findFirst({
    columns: { id: true, sizes: true },
    where: eq(products.id, body.productId),
  });
  if (!product) throw notFound("No such product.");
  // As the shop offers it now: a size sold out in every colour may be asked about too.
  const size = applyStock(product.sizes, await readProductStock(db, product.id)).find(
    (s) => s.key === body.size,
  );
  if (!size) throw invalid("This size does not exist.", { size: "Unknown size." });
  if (size.status !== COMING_SOON && size.status !== OUT_OF_STOCK) {
    throw invalid("This size can be ordered already.", { size: "Not a notify-me size." });
  }
  await db
    .insert(notifyRequests)
    .values({ productId: product.id, size: size.key, email: body.email })
    .onConflictDoNothing();
}
