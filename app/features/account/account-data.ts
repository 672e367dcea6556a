// What the account page receives from its loader.
import type { Profile } from "../../../domain/contracts/account";
import type { Country } from "../../../domain/contracts/countries";
import type { Order } from "../../../domain/contracts/orders";
import type { Wishlist } from "../../../domain/contracts/wishlist";

export const ACCOUNT_TABS = ["orders", "wishlist", "profile"] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

export function isAccountTab(value: string): value is AccountTab {
  return (ACCOUNT_TABS as readonly string[]).includes(value);
}

/** The orders tab from a cursor: how Show More reads without JavaScript, and how it is shared. */
export function olderOrdersHref(cursor: string): string {
  return `/account?q=orders&cursor=${encodeURIComponent(cursor)}`;
}

export interface AccountData {
  tab: AccountTab;
  profile: Profile;
  /** A page of them, newest first (after `ordersFrom` when given); loaded for the orders tab only. */
  orders: Order[];
  /** The cursor this page of orders starts after (a link to older orders), or null for the newest. */
  ordersFrom: string | null;
  /** The cursor of the next (older) page, or null when these are the oldest. */
  ordersNext: string | null;
  /** The wishlist's pieces, most recently saved first; loaded for the wishlist tab only. */
  wishlist: Wishlist["items"];
  /** The countries the tab names (its forms fetch every country: use-all-countries.ts). */
  countries: Country[];
}
