// A customer's wishlist (decision 128): save, remove and list the pieces they keep. The rows
// live in PostgreSQL (every process sees one list); the cards come from the catalogue like a
// listing's, so a piece's name, price and stock status are the shop's current ones.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Wishlist, WishlistItemState } from "../../../domain/contracts/wishlist";
import { WISHLIST_FULL, WISHLIST_LIMIT } from "../../../domain/wishlist";
import type { Db } from "../../db/client";
import { products, user, wishlistItems } from "../../db/schema";
import { cardsByIds } from "../catalogue/cards";
import { catalogueIndex, indexIsWarming } from "../catalogue/search/load-index";
import { conflict, notFound } from "../errors";

export async function readWishlist(db: Db, userId: string): Promise<Wishlist> {
  const saved = await db
    .select({ productId: wishlistItems.productId, savedAt: wishlistItems.savedAt })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.savedAt), desc(wishlistItems.productId));
  const index = indexIsWarming(db) ? undefined : await catalogueIndex(db);
  const cards = await cardsByIds(
    db,
    saved.map((s) => s.productId),
    index,
  );
  const savedAt = new Map(saved.map((s) => [s.productId, s.savedAt.toISOString()]));
  return { items: cards.map((card) => ({ ...card, savedAt: savedAt.get(card.id)! })) };
}

/** Whether the customer keeps this piece: one indexed row, not the list's cards. */
export async function isInWishlist(db: Db, userId: string, productId: string): Promise<WishlistItemState> {
  const [kept] = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .limit(1);
  return { saved: kept !== undefined };
}

/**
 * Keeps a piece; saving one already kept changes nothing. The customer's row is locked while the
 * list is counted, so two saves at once cannot take it past WISHLIST_LIMIT.
 */
export async function saveToWishlist(db: Db, userId: string, productId: string): Promise<Wishlist> {
  await db.transaction(async (tx) => {
    // Key share: a removal of the product waits for this save, so the row never points at nothing.
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, productId))
      .for("key share");
    if (!product) throw notFound("No such product.");
    // The customer's saves take turns (no key update: their other rows are not held up).
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("no key update");
    const [kept] = await tx
      .select({
        n: sql<number>`count(*)::int`,
        has: sql<boolean>`bool_or(${wishlistItems.productId} = ${productId})`,
      })
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, userId));
    if (kept?.has) return;
    if ((kept?.n ?? 0) >= WISHLIST_LIMIT) throw conflict(WISHLIST_FULL, undefined, "wishlist_full");
    await tx.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
  });
  return readWishlist(db, userId);
}

/** Lets a piece go; removing one not kept changes nothing. */
export async function removeFromWishlist(db: Db, userId: string, productId: string): Promise<Wishlist> {
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
  return readWishlist(db, userId);
}
