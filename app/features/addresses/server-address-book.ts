// The signed-in shopper's book, kept in their profile by the API, which applies the spec's
// transitions itself (domain/address-book.ts) and answers with the whole profile.
import type { Profile } from "../../../domain/contracts/account";
import type { AccountClient } from "../../../sdk/account";
import { accountApi } from "../../lib/account-api";
import { toStoredBook, type AddressBookStore } from "./address-book-store";

export function serverAddressBook(client: AccountClient = accountApi): AddressBookStore {
  const book = async (profile: Promise<Profile>) => toStoredBook((await profile).addressBook);
  return {
    list: () => book(client.me()),
    add: (address, makeDefault) => book(client.addAddress({ address, makeDefault })),
    edit: (index, address, makeDefault) => book(client.editAddress(index, { address, makeDefault })),
    makeDefault: (index) => book(client.makeDefaultAddress(index)),
    remove: (index) => book(client.removeAddress(index)),
  };
}
