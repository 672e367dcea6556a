// Where an address book lives: the signed-in shopper's profile on the server, or a guest's
// device. The panels and the checkout talk to this interface only. Every method resolves with
// the whole book after the change, in display order (the default first).
import { ADDRESS_TYPES, type AddressInput, type StoredAddress } from "../../../domain/address-book-core";
import type { AddressType } from "../../../domain/types";

export interface AddressBookStore {
  list(): Promise<StoredAddress[]>;
  add(input: AddressInput, makeDefault: boolean): Promise<StoredAddress[]>;
  /** `version`: of the book the form was opened from (version()), where the store has versions. */
  edit(index: number, input: AddressInput, makeDefault: boolean, version?: string): Promise<StoredAddress[]>;
  makeDefault(index: number): Promise<StoredAddress[]>;
  remove(index: number): Promise<StoredAddress[]>;
  /** The version of the book on screen (an account's book; a device's has none). */
  version?(): string | undefined;
}

export function isAddressType(value: unknown): value is AddressType {
  return typeof value === "string" && (ADDRESS_TYPES as readonly string[]).includes(value);
}

const TEXT_KEYS = [
  "firstName",
  "lastName",
  "fullName",
  "addressLine_1",
  "addressLine_2",
  "city",
  "state",
  "postalCode",
] as const;

/**
 * An entry read from outside the type system (the API's JSON, localStorage) as a StoredAddress,
 * or null when it is not one. Unknown keys and non-text values are dropped.
 */
export function toStoredAddress(value: unknown): StoredAddress | null {
  if (typeof value !== "object" || value === null) return null;
  const entry = value as Record<string, unknown>;
  if (!isAddressType(entry.type) || typeof entry.country !== "string") return null;
  const address: StoredAddress = { type: entry.type, country: entry.country };
  for (const key of TEXT_KEYS) {
    const text = entry[key];
    if (typeof text === "string") address[key] = text;
  }
  if (entry.defaultAddress === true) address.defaultAddress = true;
  return address;
}

export function toStoredBook(entries: readonly unknown[]): StoredAddress[] {
  return entries.map(toStoredAddress).filter((a): a is StoredAddress => a !== null);
}
