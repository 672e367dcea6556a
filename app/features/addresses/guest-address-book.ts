// A guest's book on their own device: localStorage addressBook_guest, a JSON array of addresses
// (docs/behaviour.md §3), changed by the same transitions the server applies to a profile's book.
import { useSyncExternalStore } from "react";
import {
  addAddress,
  editAddress,
  makeDefault,
  removeAddress,
  type StoredAddress,
} from "../../../domain/address-book-core";
import { toStoredBook, type AddressBookStore } from "./address-book-store";

export const GUEST_ADDRESS_BOOK_KEY = "addressBook_guest";

/** Dispatched on window when this tab changes the book ('storage' covers other tabs). */
const CHANGED_EVENT = "atelier:guest-address-book";

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(GUEST_ADDRESS_BOOK_KEY);
  } catch {
    return null;
  }
}

/** Whatever is stored; anything that is not a list of addresses reads as an empty book. */
export function readGuestBook(): StoredAddress[] {
  const raw = readRaw();
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? toStoredBook(parsed) : [];
  } catch {
    return [];
  }
}

/** An empty book removes the key, as clearing it on sign-in does. */
export function writeGuestBook(book: readonly StoredAddress[]): StoredAddress[] {
  try {
    if (book.length === 0) window.localStorage.removeItem(GUEST_ADDRESS_BOOK_KEY);
    else window.localStorage.setItem(GUEST_ADDRESS_BOOK_KEY, JSON.stringify(book));
  } catch {
    // Blocked storage: the change holds for what is on screen, not beyond the visit.
  }
  window.dispatchEvent(new Event(CHANGED_EVENT));
  return [...book];
}

function change(transition: (book: StoredAddress[]) => readonly StoredAddress[]): Promise<StoredAddress[]> {
  try {
    return Promise.resolve(writeGuestBook(transition(readGuestBook())));
  } catch (error) {
    // An index that no longer exists (the book changed in another tab) rejects like the API's 404.
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

export const guestAddressBook: AddressBookStore = {
  list: () => Promise.resolve(readGuestBook()),
  add: (input, asDefault) => change((book) => addAddress(book, input, asDefault)),
  edit: (index, input, asDefault) => change((book) => editAddress(book, index, input, asDefault)),
  makeDefault: (index) => change((book) => makeDefault(book, index)),
  remove: (index) => change((book) => removeAddress(book, index)),
};

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === GUEST_ADDRESS_BOOK_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(CHANGED_EVENT, listener);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(CHANGED_EVENT, listener);
  };
}

/** How many addresses this device keeps for a guest; 0 on the server and before hydration. */
export function useGuestAddressCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => readGuestBook().length,
    () => 0,
  );
}
