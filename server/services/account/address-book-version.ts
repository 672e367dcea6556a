// The version of an account's address book (Profile.addressBookVersion): a digest of the book as
// stored, its entries' keys in one order, so the same book gives the same version in any process
// whichever way its JSON was read (a jsonb column, a cached session).
import { createHash } from "node:crypto";
import type { StoredAddress } from "../../../domain/address-book";

const canonical = (entry: StoredAddress) =>
  Object.fromEntries(Object.entries(entry).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

export function addressBookVersion(book: readonly StoredAddress[]): string {
  return createHash("sha256")
    .update(JSON.stringify(book.map(canonical)))
    .digest("base64url")
    .slice(0, 16);
}
