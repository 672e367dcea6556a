// A customer's wishlist (decision 128): the words the shop uses and its one limit.

/** Pieces one wishlist holds at most. */
export const WISHLIST_LIMIT = 100;

export const WISHLIST_TITLE = "Wishlist";
export const ADD_TO_WISHLIST = "Add To Wishlist";
export const REMOVE_FROM_WISHLIST = "Remove From Wishlist";
export const SAVED_TO_WISHLIST = "Saved to your wishlist.";
export const REMOVED_FROM_WISHLIST = "Removed from your wishlist.";
export const WISHLIST_EMPTY = "Your wishlist is empty.";
export const WISHLIST_SIGN_IN = "Log in to keep a wishlist.";
export const WISHLIST_FULL = `Your wishlist holds ${WISHLIST_LIMIT} pieces at most: remove one to add another.`;
export const WISHLIST_FAILED = "Your wishlist could not be changed. Please try again.";
