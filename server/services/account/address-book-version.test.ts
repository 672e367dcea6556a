import { describe, expect, it } from "vitest";
import type { StoredAddress } from "../../../domain/address-book";
import { addressBookVersion } from "./address-book-version";

const home: StoredAddress = { type: "HOME", country: "USA", city: "Boston", defaultAddress: true };
const work: StoredAddress = { type: "WORK", country: "USA", city: "Chicago" };

describe("addressBookVersion", () => {
  it("is the same for the same book, whatever order each entry's keys were read in", () => {
    const reordered = { defaultAddress: true, city: "Boston", country: "USA", type: "HOME" } as StoredAddress;
    expect(addressBookVersion([reordered, work])).toBe(addressBookVersion([home, work]));
    expect(addressBookVersion([home, work])).toMatch(/^[\w-]{16}$/);
  });

  it("changes with any change of the book: an entry's text, the default, the order, an entry more", () => {
    const versions = [
      [home, work],
      [{ ...home, city: "Salem" }, work],
      [
        { ...home, defaultAddress: undefined },
        { ...work, defaultAddress: true },
      ].map((a) =>
        Object.fromEntries(Object.entries(a).filter(([, v]) => v !== undefined)),
      ) as StoredAddress[],
      [work, home],
      [home, work, work],
      [],
    ].map(addressBookVersion);
    expect(new Set(versions).size).toBe(versions.length);
  });
});
