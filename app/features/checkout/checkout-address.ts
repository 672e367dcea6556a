// The address selectors work on the address book: which entry is chosen, how it is named in the
// list, and how the choice follows the book when a panel changes it. Entries are identified by
// their content, not their position, because the book reorders itself (the default goes first).
import { ADDRESS_TYPE_LABELS, isCompleteAddress, type StoredAddress } from "../../../domain/address-book-core";
import type { PlaceOrderBody } from "../../../domain/contracts/orders";
import type { Address } from "../../../domain/types";

/** The spec's unselected option: no address chosen. */
export const NO_ADDRESS = "default";

export function addressKey(address: StoredAddress): string {
  const { defaultAddress: _flag, ...content } = address;
  return JSON.stringify(content, Object.keys(content).sort());
}

export function addressLabel(address: StoredAddress): string {
  const type = ADDRESS_TYPE_LABELS[address.type];
  if (!isCompleteAddress(address)) return `${type} (incomplete: complete it in Manage Addresses)`;
  const place = [address.addressLine_1, address.city].filter(Boolean).join(", ");
  return `${type}: ${address.fullName}, ${place}`;
}

export function findAddress(book: readonly StoredAddress[], key: string): Address | null {
  const found = book.find((a) => addressKey(a) === key);
  return found && isCompleteAddress(found) ? found : null;
}

/** With a usable default in the book it is preselected; otherwise nothing is (SPEC §4). */
export function initialChoice(book: readonly StoredAddress[]): string {
  const first = book.find((a) => a.defaultAddress === true) ?? book[0];
  return first && isCompleteAddress(first) ? addressKey(first) : NO_ADDRESS;
}

/**
 * A choice after the book changed: an entry that was edited (one gone, one new) stays chosen
 * as its new self; a removed one is unchosen; an empty choice takes a newly added address.
 */
export function followBook(
  prev: readonly StoredAddress[],
  next: readonly StoredAddress[],
  choice: string,
): string {
  const prevKeys = new Set(prev.map(addressKey));
  const nextKeys = new Set(next.map(addressKey));
  const added = next.filter((a) => !prevKeys.has(addressKey(a)) && isCompleteAddress(a)).map(addressKey);
  const only = added.length === 1 ? added[0] : undefined;
  if (choice === NO_ADDRESS) return only ?? NO_ADDRESS;
  if (nextKeys.has(choice)) return choice;
  return only ?? NO_ADDRESS;
}

/** What the order endpoint takes: the entry's own fields, without its name or default flag. */
export function toAddressInput(address: Address): PlaceOrderBody["shippingTo"] {
  const { type, firstName, lastName, addressLine_1, addressLine_2, country, city, postalCode } = address;
  return {
    type,
    firstName,
    lastName,
    addressLine_1,
    addressLine_2,
    country,
    ...(city ? { city } : {}),
    ...(postalCode ? { postalCode } : {}),
  };
}
