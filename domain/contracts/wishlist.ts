import { z } from "zod";
import { productCardSchema } from "./products";

/** A product in the path of the wishlist's calls. */
export const wishlistItemParams = z.object({ productId: z.string().min(1).max(64) });

/** The wishlist, most recently saved first: each piece's card as the listings show it. */
export const wishlistSchema = z.object({
  items: z.array(productCardSchema.extend({ savedAt: z.string() })),
});
export type Wishlist = z.infer<typeof wishlistSchema>;

/** Whether one piece is kept: what the product page needs to label its button. */
export const wishlistItemStateSchema = z.object({ saved: z.boolean() });
export type WishlistItemState = z.infer<typeof wishlistItemStateSchema>;
