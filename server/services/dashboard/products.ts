// Staff product management: list, read, create, edit, remove. Every write is validated here
// (beyond the body schema: sub-categories must exist, image keys must name real media) and the
// search vocabulary is refreshed so the shop finds the product at once.
import { and, desc, eq, lt, or } from "drizzle-orm";
import type { Product, ProductPage } from "../../../domain/contracts/products";
import { productInput, type ProductInput } from "../../../domain/contracts/dashboard-products";
import { productUrl } from "../../../domain/ids";
import type { Db } from "../../db/client";
import { categories, products } from "../../db/schema";
import { badRequest, notFound } from "../../http/errors";
import { parseMediaKey } from "../../media/media-key";
import { toCard } from "../catalogue/cards";
import { decodeCursor, encodeCursor } from "../catalogue/cursor";
import { toProduct } from "../catalogue/get-product";
import { EXPLORE_TAG } from "../catalogue/list-products";
import { refreshSearchTerms } from "../catalogue/search-terms";

export interface DashboardProductPage extends ProductPage {
  items: (ProductPage["items"][number] & { sizes: Product["sizes"] })[];
}

export async function listDashboardProducts(
  db: Db,
  q: { cursor?: string | undefined; limit: number },
): Promise<DashboardProductPage> {
  const k = q.cursor ? decodeCursor(q.cursor) : null;
  const rows = await db
    .select()
    .from(products)
    .where(
      k
        ? or(
            lt(products.createdAt, k.createdAt),
            and(eq(products.createdAt, k.createdAt), lt(products.id, k.id)),
          )
        : undefined,
    )
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const last = page[page.length - 1];
  return {
    items: page.map((r) => ({ ...toCard(r), sizes: r.sizes })),
    nextCursor: rows.length > q.limit && last ? encodeCursor(last) : null,
  };
}

export async function getDashboardProduct(db: Db, id: string): Promise<Product> {
  const row = await db.query.products.findFirst({ where: eq(products.id, id) });
  if (!row) throw notFound("No such product.");
  return toProduct(row);
}

async function checkReferences(db: Db, input: ReturnType<typeof productInput.parse>): Promise<void> {
  const known = new Set([EXPLORE_TAG]);
  for (const c of await db.select().from(categories)) for (const s of c.subCategories) known.add(s.url);
  const unknown = input.subCategories.filter((s) => !known.has(s));
  if (unknown.length)
    throw badRequest("Unknown sub-category.", { subCategories: `Unknown: ${unknown.join(", ")}` });
  for (const [color, keys] of Object.entries(input.images)) {
    if (keys.some((k) => parseMediaKey(k) === null)) {
      throw badRequest("Unknown image.", { [`images.${color}`]: "Upload the images first." });
    }
  }
}

function toRow(input: ReturnType<typeof productInput.parse>) {
  return {
    ...input,
    sizes: input.sizes.map((s) => ({ ...s, ...(s.status === 2 ? {} : { preOrderDate: undefined }) })),
  };
}

export async function createProduct(db: Db, body: ProductInput): Promise<Product> {
  const input = productInput.parse(body);
  await checkReferences(db, input);
  const id = crypto.randomUUID();
  const [row] = await db
    .insert(products)
    .values({ ...toRow(input), id, url: productUrl(input.title), createdAt: new Date() })
    .returning();
  await refreshSearchTerms(db, id);
  return toProduct(row!);
}

export async function updateProduct(db: Db, id: string, body: ProductInput): Promise<Product> {
  const input = productInput.parse(body);
  await checkReferences(db, input);
  // The url stays: links shared and bookmarked keep working after an edit.
  const [row] = await db
    .update(products)
    .set({ ...toRow(input), updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning();
  if (!row) throw notFound("No such product.");
  await refreshSearchTerms(db, id);
  return toProduct(row);
}

/** Past orders keep their own snapshot of the product, so removal never touches them. */
export async function removeProduct(db: Db, id: string): Promise<void> {
  const [row] = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  if (!row) throw notFound("No such product.");
}
