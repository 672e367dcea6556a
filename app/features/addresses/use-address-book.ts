import { useEffect, useState } from "react";
import type { StoredAddress } from "../../../domain/address-book-core";
import type { AddressBookStore } from "./address-book-store";

/**
 * The book of a store, read once when the store changes (keep the store stable: create it
 * with useMemo or at module level). null until it is read; setBook takes what the panels
 * report after each change. A store that cannot be read shows an empty book.
 */
export function useAddressBook(store: AddressBookStore) {
  const [book, setBook] = useState<StoredAddress[] | null>(null);
  useEffect(() => {
    let current = true;
    store.list().then(
      (read) => current && setBook(read),
      () => current && setBook([]),
    );
    return () => {
      current = false;
    };
  }, [store]);
  return [book, setBook] as const;
}
