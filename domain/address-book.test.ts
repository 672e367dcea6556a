import { describe, expect, it } from "vitest";
import {
  ADDRESS_TYPE_LABELS,
  ADDRESS_TYPES,
  addAddress,
  type AddressInput,
  addressInputSchema,
  bookAddressSchema,
  canRemove,
  editAddress,
  findDefault,
  fullName,
  initialAddressBook,
  isCompleteAddress,
  isDeliveryAddress,
  makeDefault,
  missingForDelivery,
  NO_ADDRESSES,
  removeAddress,
  REQUIRED_FIELDS_MESSAGE,
  placeLine,
  type StoredAddress,
  toAddress,
} from "./address-book";

function input(firstName: string, overrides: Partial<AddressInput> = {}): AddressInput {
  return {
    type: "HOME",
    firstName,
    lastName: "Doe",
    addressLine_1: `${firstName} Street 1`,
    addressLine_2: "Apt 2",
    city: "New York",
    state: "NY",
    postalCode: "10014",
    country: "USA",
    ...overrides,
  };
}

/** Book entries by first name, with '*' marking the default. */
function names(book: readonly StoredAddress[]): string[] {
  return book.map((a) => `${a.firstName ?? a.type}${a.defaultAddress ? "*" : ""}`);
}

/** A well-formed book: the first is the default. */
function book(...firstNames: string[]): StoredAddress[] {
  return firstNames.map((n, i) =>
    i === 0 ? { ...toAddress(input(n)), defaultAddress: true } : toAddress(input(n)),
  );
}

function expectOnlyDefaultHasKey(result: readonly StoredAddress[]) {
  const flagged = result.filter((a) => "defaultAddress" in a);
  expect(flagged).toHaveLength(result.length === 0 ? 0 : 1);
  expect(flagged[0]?.defaultAddress).toBe(true);
}

describe("texts and labels", () => {
  it("match the spec", () => {
    expect(NO_ADDRESSES).toBe("No addresses have been added.");
    expect(REQUIRED_FIELDS_MESSAGE).toBe("Please make sure to fill and check the required fields.");
    expect(ADDRESS_TYPES).toEqual(["HOME", "WORK", "HOTEL", "VACATION", "OTHER"]);
    expect(ADDRESS_TYPES.map((t) => ADDRESS_TYPE_LABELS[t])).toEqual([
      "HOME",
      "WORK",
      "HOTEL",
      "VACATION HOUSE",
      "OTHER",
    ]);
  });
});

describe("toAddress", () => {
  it("sets fullName to first + space + last and leaves out the flag and empty optionals", () => {
    const address = toAddress(input("Jane"));
    expect(address.fullName).toBe("Jane Doe");
    expect(fullName("Ann", "Lee")).toBe("Ann Lee");
    expect(address).not.toHaveProperty("defaultAddress");
    expect(toAddress(input("Jane", { city: "Boston", state: "MA", postalCode: "02101" }))).toMatchObject({
      city: "Boston",
      state: "MA",
      postalCode: "02101",
    });
    const kept = toAddress({ ...input("Jane"), city: undefined, state: undefined, postalCode: undefined });
    expect(kept).not.toHaveProperty("city");
    expect(kept).not.toHaveProperty("state");
  });

  it("drops a flag smuggled in with the input", () => {
    const smuggled = { ...input("Jane"), defaultAddress: true } as AddressInput;
    expect(toAddress(smuggled)).not.toHaveProperty("defaultAddress");
  });
});

describe("initialAddressBook", () => {
  it("holds one HOME entry with only the country and the default flag", () => {
    expect(initialAddressBook("FRA")).toEqual([{ type: "HOME", country: "FRA", defaultAddress: true }]);
  });

  it("is not a complete address", () => {
    const [home] = initialAddressBook("USA");
    expect(home && isCompleteAddress(home)).toBe(false);
    expect(isCompleteAddress(toAddress(input("Jane")))).toBe(true);
  });
});

describe("addAddress", () => {
  it("with default checked puts the new address first and clears the old default", () => {
    const result = addAddress(book("A", "B"), input("C"), true);
    expect(names(result)).toEqual(["C*", "A", "B"]);
    expectOnlyDefaultHasKey(result);
  });

  it("without default appends", () => {
    expect(names(addAddress(book("A", "B"), input("C"), false))).toEqual(["A*", "B", "C"]);
  });

  it("without default on an empty book makes it the default", () => {
    const result = addAddress([], input("A"), false);
    expect(names(result)).toEqual(["A*"]);
    expect(result[0]?.fullName).toBe("A Doe");
  });

  it("does not change the given book", () => {
    const before = book("A", "B");
    const snapshot = structuredClone(before);
    addAddress(before, input("C"), true);
    expect(before).toEqual(snapshot);
  });

  it("works on the sign-up book", () => {
    expect(names(addAddress(initialAddressBook("USA"), input("A"), true))).toEqual(["A*", "HOME"]);
  });
});

describe("editAddress", () => {
  it("editing the default, keeping default, updates it and keeps it first", () => {
    const result = editAddress(book("A", "B"), 0, input("A2"), true);
    expect(names(result)).toEqual(["A2*", "B"]);
    expect(result[0]?.fullName).toBe("A2 Doe");
  });

  it("editing the default, keeping default, moves it first if it was not", () => {
    const messy: StoredAddress[] = [
      toAddress(input("A")),
      { ...toAddress(input("B")), defaultAddress: true },
    ];
    expect(names(editAddress(messy, 1, input("B2"), true))).toEqual(["B2*", "A"]);
  });

  it("editing a non-default with default checked makes it default and first", () => {
    const result = editAddress(book("A", "B", "C"), 2, input("C2"), true);
    expect(names(result)).toEqual(["C2*", "A", "B"]);
    expectOnlyDefaultHasKey(result);
  });

  it("editing a non-default left unchecked edits it in place", () => {
    const result = editAddress(book("A", "B", "C"), 1, input("B2", { type: "VACATION" }), false);
    expect(names(result)).toEqual(["A*", "B2", "C"]);
    expect(result[1]?.type).toBe("VACATION");
    expectOnlyDefaultHasKey(result);
  });

  it("unchecking default on the current default makes the second entry the default", () => {
    const result = editAddress(book("A", "B", "C"), 0, input("A2"), false);
    expect(names(result)).toEqual(["B*", "A2", "C"]);
    expectOnlyDefaultHasKey(result);
  });

  it("unchecking a default that is not first promotes the first other entry", () => {
    const messy: StoredAddress[] = [
      toAddress(input("A")),
      { ...toAddress(input("B")), defaultAddress: true },
      toAddress(input("C")),
    ];
    expect(names(editAddress(messy, 1, input("B2"), false))).toEqual(["A*", "B2", "C"]);
  });

  it("unchecking the only address keeps it the default", () => {
    expect(names(editAddress(book("A"), 0, input("A2"), false))).toEqual(["A2*"]);
  });

  it("completes the sign-up HOME entry", () => {
    const result = editAddress(initialAddressBook("USA"), 0, input("Jane"), true);
    expect(result).toEqual([{ ...toAddress(input("Jane")), defaultAddress: true }]);
    expect(result[0] && isCompleteAddress(result[0])).toBe(true);
  });

  it("rejects an index outside the book", () => {
    expect(() => editAddress(book("A"), 1, input("X"), false)).toThrow(RangeError);
    expect(() => editAddress(book("A"), -1, input("X"), false)).toThrow(RangeError);
    expect(() => editAddress(book("A"), 0.5, input("X"), false)).toThrow(RangeError);
  });
});

describe("makeDefault", () => {
  it("moves the address first with the flag, clearing the old default", () => {
    const result = makeDefault(book("A", "B", "C"), 2);
    expect(names(result)).toEqual(["C*", "A", "B"]);
    expectOnlyDefaultHasKey(result);
  });

  it("leaves a book already in order unchanged in content", () => {
    const before = book("A", "B");
    expect(makeDefault(before, 0)).toEqual(before);
  });
});

describe("removeAddress", () => {
  it("is offered only when more than one address exists", () => {
    expect(canRemove([])).toBe(false);
    expect(canRemove(book("A"))).toBe(false);
    expect(canRemove(book("A", "B"))).toBe(true);
  });

  it("returns the same book when it holds a single address", () => {
    const single = book("A");
    expect(removeAddress(single, 0)).toBe(single);
  });

  it("removing a non-default keeps the default", () => {
    expect(names(removeAddress(book("A", "B", "C"), 1))).toEqual(["A*", "C"]);
  });

  it("removing the default makes the first remaining one the default", () => {
    const result = removeAddress(book("A", "B", "C"), 0);
    expect(names(result)).toEqual(["B*", "C"]);
    expectOnlyDefaultHasKey(result);
  });

  it("removing a default that is not first still promotes the first remaining", () => {
    const messy: StoredAddress[] = [
      toAddress(input("A")),
      { ...toAddress(input("B")), defaultAddress: true },
      toAddress(input("C")),
    ];
    expect(names(removeAddress(messy, 1))).toEqual(["A*", "C"]);
  });

  it("rejects an index outside the book", () => {
    expect(() => removeAddress(book("A", "B"), 2)).toThrow(RangeError);
  });
});

describe("findDefault", () => {
  it("finds the flagged entry", () => {
    expect(findDefault(book("A", "B"))?.firstName).toBe("A");
    expect(findDefault([])).toBeUndefined();
  });
});

describe("addressInputSchema (a US delivery address)", () => {
  const valid = {
    type: "WORK",
    firstName: "  Jane ",
    lastName: "Doe",
    addressLine_1: "1  Main   St",
    addressLine_2: "Suite 5",
    city: " Santa  Fe ",
    state: "NM",
    postalCode: " 87501 ",
    country: "USA",
  };

  it("accepts a complete form, trimming and collapsing text", () => {
    expect(addressInputSchema.parse(valid)).toEqual({
      type: "WORK",
      firstName: "Jane",
      lastName: "Doe",
      addressLine_1: "1 Main St",
      addressLine_2: "Suite 5",
      city: "Santa Fe",
      state: "NM",
      postalCode: "87501",
      country: "USA",
    });
  });

  it.each(["firstName", "lastName", "addressLine_1", "addressLine_2", "city", "postalCode"] as const)(
    "requires %s non-blank",
    (field) => {
      expect(addressInputSchema.safeParse({ ...valid, [field]: "   " }).success).toBe(false);
      const missing: Record<string, unknown> = { ...valid };
      delete missing[field];
      expect(addressInputSchema.safeParse(missing).success).toBe(false);
    },
  );

  it("marks exactly the failing fields", () => {
    const result = addressInputSchema.safeParse({
      ...valid,
      firstName: " ",
      addressLine_2: "",
      postalCode: "8750",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual([
      "firstName",
      "addressLine_2",
      "postalCode",
    ]);
  });

  it("requires one of the five address types", () => {
    for (const type of ADDRESS_TYPES)
      expect(addressInputSchema.safeParse({ ...valid, type }).success).toBe(true);
    expect(addressInputSchema.safeParse({ ...valid, type: "VACATION HOUSE" }).success).toBe(false);
    expect(addressInputSchema.safeParse({ ...valid, type: "" }).success).toBe(false);
  });

  it("takes a state, DC or a territory by its USPS code, and a ZIP of 5 or 5+4 digits", () => {
    for (const state of ["NY", "DC", "PR", "GU", "VI", "AS", "MP"])
      expect(addressInputSchema.safeParse({ ...valid, state }).success).toBe(true);
    for (const state of ["", "ny", "New York", "AE", "XX"])
      expect(addressInputSchema.safeParse({ ...valid, state }).success).toBe(false);
    expect(addressInputSchema.safeParse({ ...valid, postalCode: "87501-1234" }).success).toBe(true);
    for (const postalCode of ["8750", "875011", "87501-12", "SW1A 1AA"])
      expect(addressInputSchema.safeParse({ ...valid, postalCode }).success).toBe(false);
  });

  it("delivers to the United States only", () => {
    for (const country of ["FRA", "usa", "", "Select Your Country"])
      expect(addressInputSchema.safeParse({ ...valid, country }).success).toBe(false);
  });

  it("limits lengths", () => {
    expect(addressInputSchema.safeParse({ ...valid, firstName: "x".repeat(100) }).success).toBe(true);
    expect(addressInputSchema.safeParse({ ...valid, firstName: "x".repeat(101) }).success).toBe(false);
    expect(addressInputSchema.safeParse({ ...valid, addressLine_1: "x".repeat(101) }).success).toBe(false);
    expect(addressInputSchema.safeParse({ ...valid, city: "x".repeat(101) }).success).toBe(false);
  });

  it("strips keys the form does not own", () => {
    const parsed = addressInputSchema.parse({
      ...valid,
      defaultAddress: true,
      fullName: "Evil",
    });
    expect(parsed).not.toHaveProperty("defaultAddress");
    expect(parsed).not.toHaveProperty("fullName");
  });
});

describe("an address book kept from before City, State and ZIP were asked", () => {
  const kept: StoredAddress = {
    type: "HOME",
    firstName: "Jane",
    lastName: "Doe",
    fullName: "Jane Doe",
    addressLine_1: "1 Main St",
    addressLine_2: "Suite 5",
    country: "USA",
    city: "Santa Fe",
    defaultAddress: true,
  };

  it("still reads as a billing address, and says what it lacks to be shipped to", () => {
    expect(bookAddressSchema.safeParse(kept).success).toBe(true);
    expect(bookAddressSchema.safeParse({ ...kept, country: "FRA", city: undefined }).success).toBe(true);
    expect(isCompleteAddress(kept)).toBe(true);
    expect(isDeliveryAddress(kept)).toBe(false);
    expect(missingForDelivery(kept)).toEqual(["state", "postalCode"]);
    expect(missingForDelivery({ ...kept, state: "NM", postalCode: "87501" })).toEqual([]);
    expect(isDeliveryAddress({ ...kept, state: "NM", postalCode: "87501" })).toBe(true);
    expect(missingForDelivery({ ...kept, country: "FRA", state: "NM", postalCode: "87501" })).toEqual([
      "country",
    ]);
  });

  it("writes the last line as a US address does", () => {
    expect(placeLine({ city: "Santa Fe", state: "NM", postalCode: "87501" })).toBe("Santa Fe, NM 87501");
    expect(placeLine({ city: "Paris", postalCode: "75002" })).toBe("Paris, 75002");
    expect(placeLine({})).toBe("");
  });
});
