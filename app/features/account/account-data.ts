// What the account page receives from its loader.
import type { Profile } from "../../../domain/contracts/account";
import type { Country } from "../../../domain/contracts/countries";
import type { Order } from "../../../domain/contracts/orders";

export const ACCOUNT_TABS = ["orders", "profile"] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

export function isAccountTab(value: string): value is AccountTab {
  return (ACCOUNT_TABS as readonly string[]).includes(value);
}

export interface AccountData {
  tab: AccountTab;
  profile: Profile;
  /** Newest first; loaded for the orders tab only. */
  orders: Order[];
  /** The countries the tab names (its forms fetch every country: use-all-countries.ts). */
  countries: Country[];
}
