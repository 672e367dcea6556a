import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AddressInput } from "../../../domain/address-book-core";
import { GUEST_ADDRESS_BOOK_KEY, guestAddressBook, readGuestBook } from "./guest-address-book";

const input = (type: AddressInput["type"]): AddressInput => ({
  type,
  firstName: "Élise",
  lastName: "Roy",
  addressLine_1: `1 ${type} Street`,
  addressLine_2: "Floor 2",
  city: "Boston",
  state: "MA",
  postalCode: "02116",
  country: "USA",
});

const stored = new Map<string, string>();

beforeEach(() => {
  stored.clear();
  // The store reads and writes the device's localStorage and tells the page of each change.
  vi.stubGlobal("window", {
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
      removeItem: (key: string) => stored.delete(key),
    },
    dispatchEvent: () => true,
  });
});

const types = (book: readonly { type: string; defaultAddress?: true }[]) =>
  book.map((a) => (a.defaultAddress ? `${a.type}*` : a.type));

describe("guestAddressBook", () => {
  it("applies the spec's transitions to localStorage addressBook_guest", async () => {
    expect(types(await guestAddressBook.add(input("HOME"), false))).toEqual(["HOME*"]);
    expect(types(await guestAddressBook.add(input("WORK"), false))).toEqual(["HOME*", "WORK"]);
    expect(types(await guestAddressBook.add(input("HOTEL"), true))).toEqual(["HOTEL*", "HOME", "WORK"]);
    expect(types(await guestAddressBook.makeDefault(2))).toEqual(["WORK*", "HOTEL", "HOME"]);
    expect(types(await guestAddressBook.edit(0, input("OTHER"), false))).toEqual(["HOTEL*", "OTHER", "HOME"]);
    expect(types(await guestAddressBook.remove(0))).toEqual(["OTHER*", "HOME"]);
    expect(JSON.parse(stored.get(GUEST_ADDRESS_BOOK_KEY) ?? "[]")).toHaveLength(2);
    expect(types(await guestAddressBook.list())).toEqual(["OTHER*", "HOME"]);
  });

  it("rejects an index that is not in the book, and reads junk as an empty book", async () => {
    await expect(guestAddressBook.makeDefault(4)).rejects.toThrow(RangeError);
    stored.set(GUEST_ADDRESS_BOOK_KEY, "{not json");
    expect(readGuestBook()).toEqual([]);
    stored.set(
      GUEST_ADDRESS_BOOK_KEY,
      JSON.stringify([
        { type: "CASTLE", country: "USA" },
        { type: "WORK", country: "FRA" },
      ]),
    );
    expect(readGuestBook()).toEqual([{ type: "WORK", country: "FRA" }]);
  });
});
