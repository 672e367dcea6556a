// The signed-in shopper's book, kept in their profile by the API, which applies the spec's
// transitions itself (domain/address-book.ts) and answers with the whole profile.
import type { Profile } from "../../../domain/contracts/account";
import type { AccountClient } from "../../../sdk/account";
import { accountApi } from "../../lib/account-api";
import { toStoredBook, type AddressBookStore } from "./address-book-store";

/**
 * The signed-in shopper's book. An index names a place in the book on screen, so each change by
 * index sends that book's version (Profile.addressBookVersion), and the server refuses it (409)
 * if another tab has changed the book since.
 */
export interface ServerAddressBook extends AddressBookStore {
  /** The version of the book on screen: each answer sets it, and so does `seen`. An edit sends
   * the one its form was opened with: the book on screen may have changed under an open form. */
  version(): string | undefined;
  /** The page shows a book read elsewhere (the account page's live profile). */
  seen(version: string): void;
}

export function serverAddressBook(client: AccountClient = accountApi): ServerAddressBook {
  let shown: string | undefined;
  const book = async (profile: Promise<Profile>) => {
    const read = await profile;
    shown = read.addressBookVersion;
    return toStoredBook(read.addressBook);
  };
  return {
    version: () => shown,
    seen: (version) => void (shown = version),
    list: () => book(client.me()),
    add: (address, makeDefault) => book(client.addAddress({ address, makeDefault })),
    edit: (index, address, makeDefault, version) =>
      book(client.editAddress(index, { address, makeDefault }, version ?? shown)),
    makeDefault: (index) => book(client.makeDefaultAddress(index, shown)),
    remove: (index) => book(client.removeAddress(index, shown)),
  };
}
