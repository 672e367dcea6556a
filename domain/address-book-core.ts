// The address book without zod (the browser's import): types, labels, the form's rules and the
// book's transitions. address-book.ts adds the server's schema built from ADDRESS_RULES.
import { checkFields, choice, optionalText, text, type Rules } from "./form-rules";
import type { Address, AddressType } from "./types";
import { US_STATE_CODES, type UsStateCode } from "./us-states";

// The address forms show the shared required-fields message; it lives with the other texts.
export { REQUIRED_FIELDS_MESSAGE } from "./messages";

export const NO_ADDRESSES = "No addresses have been added.";

export const ADDRESS_TYPES = [
  "HOME",
  "WORK",
  "HOTEL",
  "VACATION",
  "OTHER",
] as const satisfies readonly AddressType[];

export const ADDRESS_TYPE_LABELS: Record<AddressType, string> = {
  HOME: "HOME",
  WORK: "WORK",
  HOTEL: "HOTEL",
  VACATION: "VACATION HOUSE",
  OTHER: "OTHER",
};

/** Delivery is to the United States only (docs/behaviour.md §1): the one country a new address can have. */
export const DELIVERY_COUNTRY = "USA";

/**
 * Add / Edit Address form (docs/behaviour.md §5), for a US delivery address: the spec's fields, plus City,
 * State and ZIP code, all required. Text is trimmed and collapsed, so blanks fail; the country
 * is the United States.
 */
export const ADDRESS_RULES = {
  type: choice(ADDRESS_TYPES),
  firstName: text(100),
  lastName: text(100),
  addressLine_1: text(100),
  addressLine_2: text(100),
  city: text(100),
  state: choice(US_STATE_CODES),
  postalCode: { kind: "zip" },
  country: choice([DELIVERY_COUNTRY]),
} as const satisfies Rules;

/**
 * What any entry of a book already satisfies: address books kept before City, State and ZIP
 * were asked for hold optional ones, and possibly another country. Such an entry still serves
 * as a billing address; to ship to it, the shopper completes it with the form above.
 */
export const BOOK_ENTRY_RULES = {
  type: choice(ADDRESS_TYPES),
  firstName: text(100),
  lastName: text(100),
  addressLine_1: text(100),
  addressLine_2: text(100),
  // A 3-letter code; whether it is a real country is checked by the server against its list.
  country: { kind: "country" },
  city: optionalText(100),
  state: optionalText(40),
  postalCode: optionalText(20),
} as const satisfies Rules;

/** A checked address form (the server's addressInputSchema outputs the same). */
export interface AddressInput {
  type: AddressType;
  firstName: string;
  lastName: string;
  addressLine_1: string;
  addressLine_2: string;
  city: string;
  state: UsStateCode;
  postalCode: string;
  country: typeof DELIVERY_COUNTRY;
}

/** A checked book entry (the server's bookAddressSchema outputs the same). */
export interface BookAddressInput {
  type: AddressType;
  firstName: string;
  lastName: string;
  addressLine_1: string;
  addressLine_2: string;
  country: string;
  city?: string | undefined;
  state?: string | undefined;
  postalCode?: string | undefined;
}

/** The address form's plain check: the input, or the failing fields. */
export function checkAddressInput(values: Readonly<Record<string, unknown>>) {
  const checked = checkFields(ADDRESS_RULES, values);
  if (!checked.ok) return checked;
  const input: AddressInput = checked.values;
  return { ok: true as const, values: input };
}

/**
 * The fields an entry lacks before it can be shipped to (none: it is a complete US delivery
 * address). Asked for the next time the shopper ships there.
 */
export function missingForDelivery(address: StoredAddress): string[] {
  const checked = checkFields(ADDRESS_RULES, { ...address });
  return checked.ok ? [] : Object.keys(checked.problems);
}

export function isDeliveryAddress(address: StoredAddress): boolean {
  return isCompleteAddress(address) && missingForDelivery(address).length === 0;
}

/**
 * An entry of an address book. Addresses the shopper adds are complete, but sign-up starts the
 * book with a HOME entry holding only the country and the default flag (docs/behaviour.md §3), so an entry
 * read from a book may lack the other fields: narrow with isCompleteAddress before using one
 * as a shipping or billing address.
 */
export type StoredAddress = Pick<Address, "type" | "country" | "defaultAddress"> &
  Partial<Omit<Address, "type" | "country" | "defaultAddress">>;

export function isCompleteAddress(address: StoredAddress): address is Address {
  return [
    address.firstName,
    address.lastName,
    address.fullName,
    address.addressLine_1,
    address.addressLine_2,
  ].every((field) => typeof field === "string" && field.trim() !== "");
}

export function fullName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`;
}

/** Builds the stored address from validated input; any stray key (a client-sent flag) is dropped. */
export function toAddress(input: AddressInput | BookAddressInput): Address {
  const { type, firstName, lastName, addressLine_1, addressLine_2, country, city, state, postalCode } = input;
  return {
    type,
    firstName,
    lastName,
    fullName: fullName(firstName, lastName),
    addressLine_1,
    addressLine_2,
    country,
    ...(city === undefined ? {} : { city }),
    ...(state === undefined ? {} : { state }),
    ...(postalCode === undefined ? {} : { postalCode }),
  };
}

/** 'New York, NY 10014': the last line of a US address, from whatever parts the entry has. */
export function placeLine(address: Pick<Address, "city" | "state" | "postalCode">): string {
  const region = [address.state, address.postalCode].filter(Boolean).join(" ");
  return [address.city, region].filter(Boolean).join(", ");
}

/** Sign-up's book: one HOME entry with the country and the default flag, nothing else. */
export function initialAddressBook(country: string): StoredAddress[] {
  return [{ type: "HOME", country, defaultAddress: true }];
}

// ── Transitions (docs/behaviour.md §4). Invariant kept by all of them: a non-empty book has exactly one
// default, it comes first, and every other entry has no defaultAddress key at all (never false).

function withFlag(address: StoredAddress, isDefault: boolean): StoredAddress {
  const copy = { ...address };
  // Deleted rather than set to false: the key is present only on the default (docs/behaviour.md §3).
  delete copy.defaultAddress;
  return isDefault ? { ...copy, defaultAddress: true } : copy;
}

/** The default entry moved first, every other one cleared. */
function defaultFirst(first: StoredAddress, others: readonly StoredAddress[]): StoredAddress[] {
  return [withFlag(first, true), ...others.map((a) => withFlag(a, false))];
}

function entryAt(book: readonly StoredAddress[], index: number): StoredAddress {
  const entry = Number.isInteger(index) ? book[index] : undefined;
  if (entry === undefined) throw new RangeError(`No address at index ${index}`);
  return entry;
}

const without = (book: readonly StoredAddress[], index: number) => book.filter((_, i) => i !== index);

export function findDefault(book: readonly StoredAddress[]): StoredAddress | undefined {
  return book.find((a) => a.defaultAddress === true);
}

/**
 * How many addresses an account's book keeps: one more is refused with ADDRESS_BOOK_FULL_MESSAGE
 * (an unbounded book would grow the profile row without end). A guest's book is their device's
 * own; at sign-in what the account cannot take stays on the device.
 */
export const ADDRESS_BOOK_LIMIT = 20;
export const ADDRESS_BOOK_FULL_MESSAGE = `Your address book is full (${ADDRESS_BOOK_LIMIT} addresses). Remove one to add another.`;
export const isBookFull = (book: readonly StoredAddress[]) => book.length >= ADDRESS_BOOK_LIMIT;
/** A change of the account's book from a page showing an older book (another tab changed it since). */
export const STALE_ADDRESS_BOOK =
  "Your address book has changed in another window. Reload the page to see it as it is now, then try again.";

/** Default checked: first, and the old default loses its flag. Unchecked: appended, unless the book is empty. */
export function addAddress(
  book: readonly StoredAddress[],
  input: AddressInput,
  asDefault: boolean,
): StoredAddress[] {
  const address = toAddress(input);
  if (asDefault || book.length === 0) return defaultFirst(address, book);
  return [...book, address];
}

/**
 * - default checked (whether or not it was the default): it becomes the default and moves first;
 * - a non-default left unchecked: edited in place;
 * - the default unchecked: the second entry becomes the default. We also move that entry first,
 *   as every other transition does, so the default always leads the list. A book of one keeps
 *   its only address as the default, since a non-empty book must have one.
 */
export function editAddress(
  book: readonly StoredAddress[],
  index: number,
  input: AddressInput,
  asDefault: boolean,
): StoredAddress[] {
  const wasDefault = entryAt(book, index).defaultAddress === true;
  const edited = toAddress(input);
  if (asDefault || (wasDefault && book.length === 1)) {
    return defaultFirst(edited, without(book, index));
  }
  const next = book.map((a, i) => (i === index ? edited : a));
  if (!wasDefault) return next;
  // "The second entry": the first one that is not the edited address.
  const heirIndex = index === 0 ? 1 : 0;
  return defaultFirst(entryAt(next, heirIndex), without(next, heirIndex));
}

/** 'Make Default' moves the address first. */
export function makeDefault(book: readonly StoredAddress[], index: number): StoredAddress[] {
  return defaultFirst(entryAt(book, index), without(book, index));
}

/** Remove is offered only when more than one address exists. */
export function canRemove(book: readonly StoredAddress[]): boolean {
  return book.length > 1;
}

/** Removing the default makes the first remaining one the default; a book of one is returned as is. */
export function removeAddress(book: readonly StoredAddress[], index: number): readonly StoredAddress[] {
  const removed = entryAt(book, index);
  if (!canRemove(book)) return book;
  const rest = without(book, index);
  const [first, ...others] = rest;
  return removed.defaultAddress === true && first !== undefined ? defaultFirst(first, others) : rest;
}
