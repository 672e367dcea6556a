// On sign-in and sign-up the guest book on this device is cleared, as in the original; a shopper
// who asks to keep it has its complete addresses moved into their profile first.
import {
  checkAddressInput,
  isCompleteAddress,
  makeDefault,
  type StoredAddress,
} from "../../../domain/address-book-core";
import { readGuestBook, writeGuestBook } from "../addresses/guest-address-book";
import { accountApi } from "../../lib/account-api";

export const KEEP_GUEST_ADDRESSES_LABEL = "Save the addresses from this device to my account";

/**
 * `asDefault`: the guest's default becomes the account's (right for a new account, whose book
 * only holds the country it was opened with); otherwise guest addresses are appended.
 * Addresses the server refuses stay on the device rather than being lost.
 */
export async function settleGuestAddresses(keep: boolean, asDefault: boolean): Promise<void> {
  const book = readGuestBook();
  if (book.length === 0) return;
  const kept: StoredAddress[] = [];
  if (keep) {
    for (const address of book) {
      const input = checkAddressInput(address);
      // One kept from before City, State and ZIP were asked stays here rather than being lost.
      if (!isCompleteAddress(address) || !input.ok) {
        kept.push(address);
        continue;
      }
      try {
        await accountApi.addAddress({
          address: input.values,
          makeDefault: asDefault && address.defaultAddress === true,
        });
      } catch {
        kept.push(address);
      }
    }
  }
  // What stays is still a book: its first entry is the default.
  writeGuestBook(kept.length > 0 ? makeDefault(kept, 0) : kept);
}
