// The address selectors work on the address book: which entry is chosen, how it is named in the
// list, and how the choice follows the book when a panel changes it. Entries are identified by
// their content, not their position, because the book reorders itself (the default goes first).
import {
  ADDRESS_TYPE_LABELS,
  checkAddressInput,
  isCompleteAddress,
  isDeliveryAddress,
  missingForDelivery,
  type AddressInput,
  type StoredAddress,
} from "../../../domain/address-book-core";
import type { PlaceOrderBody } from "../../../domain/contracts/orders";
import type { Address } from "../../../domain/types";

/** The spec's unselected option: no address chosen. */
export const NO_ADDRESS = "default";

export function addressKey(address: StoredAddress): string {
  const { defaultAddress: _flag, ...content } = address;
  return JSON.stringify(content, Object.keys(content).sort());
}

/** Words for the fields a saved address lacks before it can be shipped to. */
const FIELD_WORDS: Record<string, string> = { city: "City", state: "State", postalCode: "ZIP Code" };

/**
 * How an entry reads in a selector. For shipping, an entry kept from before City, State and
 * ZIP were asked says what to add: the shopper completes it in Manage Addresses.
 */
export function addressLabel(address: StoredAddress, purpose: "shipping" | "billing" = "billing"): string {
  const type = ADDRESS_TYPE_LABELS[address.type];
  if (!isCompleteAddress(address)) return `${type} (incomplete: complete it in Manage Addresses)`;
  const place = [address.addressLine_1, address.city].filter(Boolean).join(", ");
  const label = `${type}: ${address.fullName}, ${place}`;
  if (purpose === "billing" || isDeliveryAddress(address)) return label;
  const missing = missingForDelivery(address)
    .map((f) => FIELD_WORDS[f])
    .filter(Boolean);
  return missing.length > 0 && address.country === "USA"
    ? `${label} (to ship here, add ${missing.join(", ")} in Manage Addresses)`
    : `${label} (we deliver to the United States only)`;
}

/** Whether an entry may be chosen: any complete one for billing, a US delivery one for shipping. */
export function isChoosable(address: StoredAddress, purpose: "shipping" | "billing"): boolean {
  return purpose === "shipping" ? isDeliveryAddress(address) : isCompleteAddress(address);
}

export function findAddress(book: readonly StoredAddress[], key: string): Address | null {
  const found = book.find((a) => addressKey(a) === key);
  return found && isCompleteAddress(found) ? found : null;
}

/** The chosen entry as a shipping address (City, State, ZIP, United States), or null. */
export function findDeliveryAddress(book: readonly StoredAddress[], key: string): AddressInput | null {
  const found = findAddress(book, key);
  const checked = found ? checkAddressInput({ ...found }) : null;
  return checked?.ok ? checked.values : null;
}

/** With a default the shop can ship to, it is preselected; otherwise nothing is (docs/behaviour.md §4). */
export function initialChoice(book: readonly StoredAddress[]): string {
  const first = book.find((a) => a.defaultAddress === true) ?? book[0];
  return first && isDeliveryAddress(first) ? addressKey(first) : NO_ADDRESS;
}

/**
 * A choice after the book changed: an entry that was edited (one gone, one new) stays chosen
 * as its new self; a removed one is unchosen; an empty choice takes a newly added address. With
 * `takeAdded` (the shipping choice), a newly added address is taken whatever was chosen: the
 * shopper who adds an address at checkout means to use it.
 */
export function followBook(
  prev: readonly StoredAddress[],
  next: readonly StoredAddress[],
  choice: string,
  { takeAdded = false } = {},
): string {
  const prevKeys = new Set(prev.map(addressKey));
  const nextKeys = new Set(next.map(addressKey));
  const added = next.filter((a) => !prevKeys.has(addressKey(a)) && isCompleteAddress(a)).map(addressKey);
  const only = added.length === 1 ? added[0] : undefined;
  const nothingGone = prev.every((a) => nextKeys.has(addressKey(a)));
  // Only an address the shop can ship to: a card's foreign address added for billing is not one.
  const shippable = next.find((a) => addressKey(a) === only);
  if (only && takeAdded && nothingGone && shippable && isDeliveryAddress(shippable)) return only;
  if (choice === NO_ADDRESS) return only ?? NO_ADDRESS;
  if (nextKeys.has(choice)) return choice;
  return only ?? NO_ADDRESS;
}

/** What the order endpoint takes as billingTo: the entry's own fields, without its name or flag. */
export function toAddressInput(address: Address): PlaceOrderBody["billingTo"] {
  const { type, firstName, lastName, addressLine_1, addressLine_2, country, city, state, postalCode } =
    address;
  return {
    type,
    firstName,
    lastName,
    addressLine_1,
    addressLine_2,
    country,
    ...(city ? { city } : {}),
    ...(state ? { state } : {}),
    ...(postalCode ? { postalCode } : {}),
  };
}
