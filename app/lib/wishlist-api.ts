// The browser's client of the wishlist. Creating it does no I/O, so importing this module during
// server rendering is harmless.
import { createWishlistClient } from "../../sdk/wishlist";

export const wishlistApi = createWishlistClient();
