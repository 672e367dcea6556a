// Staff product management: list, read, create, edit, remove. Every write is validated here
// (beyond the body schema: sub-categories must exist, image keys must name real media) and the
// search vocabulary is refreshed so the shop finds the product at once.
import { and, desc, eq, lt, or } from "drizzle-orm";
import { LOW_STOCK, applyStock, type VariantStock } from "../../../domain/stock";
import type { Product, ProductPage } from "../../../domain/contracts/products";
import { productInput, STALE_PRODUCT, type ProductInput } from "../../../domain/contracts/dashboard-products";
import { productUrl } from "../../../domain/ids";
import { defaultSizeGuide } from "../../../domain/size-guides";
import type { Db } from "../../db/client";
import { categories, products } from "../../db/schema";
import { conflict, invalid, notFound } from "../errors";
import { parseMediaKey } from "../../media/media-key";
import { toCard } from "../catalogue/cards";
import { decodeCursor, encodeCursor } from "../catalogue/cursor";
import { toProduct } from "../catalogue/get-product";
import { EXPLORE_TAG } from "../catalogue/list-products";
import { readProductStock, readStock } from "../stock/levels";
import { saveProductStock, stockTotals } from "../stock/set-stock";

export interface DashboardProductPage extends ProductPage {
  items: (ProductPage["items"][number] & {
    sizes: Product["sizes"];
    totalStock: number;
    lowStock: boolean;
  })[];
}

/** The edit form's product: sizes as staff wrote them, and the exact units on hand. */
/** The edit form's product: its stock, and the version its save sends back (updateProduct). */
export type DashboardProductDetail = Product & { stock: VariantStock[]; version: string };

export async function listDashboardProducts(
  db: Db,
  q: { cursor?: string | undefined; limit: number; stock?: "low" | undefined },
): Promise<DashboardProductPage> {
  const k = q.cursor ? decodeCursor(q.cursor) : null;
  const low = stockTotals.low(products.id, LOW_STOCK);
  const rows = await db
    .select({ product: products, totalStock: stockTotals.total(products.id), lowStock: low })
    .from(products)
    .where(
      and(
        k
          ? or(
              lt(products.createdAt, k.createdAt),
              and(eq(products.createdAt, k.createdAt), lt(products.id, k.id)),
            )
          : undefined,
        q.stock === "low" ? low : undefined,
      ),
    )
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const last = page[page.length - 1];
  const levels = await readStock(
    db,
    page.map((r) => r.product.id),
  );
  return {
    items: page.map((r) => ({
      ...toCard(r.product),
      // As the shop offers them, so the status badge follows stock as the shop does.
      sizes: applyStock(r.product.sizes, levels.get(r.product.id) ?? []),
      totalStock: r.totalStock,
      lowStock: r.lowStock,
    })),
    nextCursor: rows.length > q.limit && last ? encodeCursor(last.product) : null,
  };
}

export async function getDashboardProduct(db: Db, id: string): Promise<DashboardProductDetail> {
  const row = await db.query.products.findFirst({ where: eq(products.id, id) });
  if (!row) throw notFound("No such product.");
  const stock = await readProductStock(db, id);
  return { ...toProduct(row, stock), stock, version: row.updatedAt.toISOString() };
}

async function checkReferences(db: Db, input: ReturnType<typeof productInput.parse>): Promise<void> {
  const known = new Set([EXPLORE_TAG]);
  for (const c of await db.select().from(categories)) for (const s of c.subCategories) known.add(s.url);
  const unknown = input.subCategories.filter((s) => !known.has(s));
  if (unknown.length)
    throw invalid("Unknown sub-category.", { subCategories: `Unknown: ${unknown.join(", ")}` });
  for (const [color, keys] of Object.entries(input.images)) {
    if (keys.some((k) => parseMediaKey(k) === null)) {
      throw invalid("Unknown image.", { [`images.${color}`]: "Upload the images first." });
    }
  }
}

function toRow({ stock: _stock, sizeGuide, ...input }: ReturnType<typeof productInput.parse>) {
  return {
    ...input,
    // Absent on an edit: the guide stays as it was (decision 60).
    ...(sizeGuide === undefined ? {} : { sizeGuide }),
    sizes: input.sizes.map((s) => ({ ...s, ...(s.status === 2 ? {} : { preOrderDate: undefined }) })),
  };
}

export async function createProduct(
  db: Db,
  body: ProductInput,
  staffUserId: string | null = null,
): Promise<Product> {
  const input = productInput.parse(body);
  await checkReferences(db, input);
  const id = crypto.randomUUID();
  const row = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({
        // docs/behaviour.md §2 Dashboard: a new product's guide follows its sub-categories unless chosen.
        sizeGuide: defaultSizeGuide(input.subCategories),
        ...toRow(input),
        id,
        url: productUrl(input.title),
        createdAt: new Date(),
      })
      .returning();
    await saveProductStock(tx, id, null, row!.sizes, input.stock, staffUserId);
    return row!;
  });
  return toProduct(row, await readProductStock(db, id));
}

export async function updateProduct(
  db: Db,
  id: string,
  body: ProductInput,
  staffUserId: string | null = null,
  /** The version the edit started from (getDashboardProduct); without it the save is unconditional. */
  version?: string,
): Promise<Product> {
  const input = productInput.parse(body);
  await checkReferences(db, input);
  // The url stays: links shared and bookmarked keep working after an edit.
  const row = await db.transaction(async (tx) => {
    // Locked and read first: what the sizes were decides which variants come back on sale.
    const [old] = await tx
      .select({ sizes: products.sizes, updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.id, id))
      .for("update");
    if (!old) throw notFound("No such product.");
    // Two people on one product: the later save would silently put back what the earlier changed.
    if (version !== undefined && old.updatedAt.toISOString() !== version)
      throw conflict(STALE_PRODUCT, undefined, "stale_product");
    const [row] = await tx
      .update(products)
      .set({ ...toRow(input), updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning();
    if (!row) throw notFound("No such product.");
    await saveProductStock(tx, id, old.sizes, row.sizes, input.stock, staffUserId);
    return row;
  });
  return toProduct(row, await readProductStock(db, id));
}

/** Past orders keep their own snapshot of the product, so removal never touches them. */
export async function removeProduct(db: Db, id: string): Promise<void> {
  const [row] = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  if (!row) throw notFound("No such product.");
}
