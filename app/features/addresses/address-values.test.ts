import { describe, expect, it } from "vitest";
import { ADDRESS_BOOK_FULL_MESSAGE } from "../../../domain/address-book-core";
import { ApiClientError } from "../../../sdk/client";
import { addressValues, checkAddress, saveFailure } from "./address-values";

const REQUIRED = "Please make sure to fill and check the required fields.";

describe("checkAddress", () => {
  it("marks blank required fields, City, State and ZIP included, and the unchosen type", () => {
    const result = checkAddress({ ...addressValues(), firstName: "  ", lastName: "Roy" });
    expect(result).toEqual({
      failure: {
        message: REQUIRED,
        errors: {
          type: "",
          firstName: "",
          addressLine_1: "",
          addressLine_2: "",
          city: "",
          state: "",
          postalCode: "",
        },
      },
    });
  });

  it("refuses a ZIP code that is not 5 or 5+4 digits", () => {
    const values = { ...addressValues(), type: "HOME", firstName: "Ada", lastName: "Roy" };
    const filled = { ...values, addressLine_1: "12 Grove Street", addressLine_2: "Apt 3", city: "Boston" };
    for (const postalCode of ["0211", "021160", "02116-12", "SW1A 1AA"]) {
      expect(checkAddress({ ...filled, state: "MA", postalCode })).toEqual({
        failure: { message: REQUIRED, errors: { postalCode: "" } },
      });
    }
    expect(checkAddress({ ...filled, state: "ZZ", postalCode: "02116" })).toEqual({
      failure: { message: REQUIRED, errors: { state: "" } },
    });
  });

  it("gives the collapsed US input, the country always the United States", () => {
    const result = checkAddress({
      type: "WORK",
      firstName: " Élise ",
      lastName: "Roy",
      addressLine_1: "5  Hanover Square",
      addressLine_2: "Floor 2",
      city: " New   York ",
      state: "NY",
      postalCode: " 10004-2616 ",
      makeDefault: true,
    });
    expect(result).toEqual({
      input: {
        type: "WORK",
        firstName: "Élise",
        lastName: "Roy",
        addressLine_1: "5 Hanover Square",
        addressLine_2: "Floor 2",
        city: "New York",
        state: "NY",
        postalCode: "10004-2616",
        country: "USA",
      },
    });
  });
});

describe("addressValues", () => {
  it("starts an edit from the entry; one kept from before opens with City, State and ZIP to fill", () => {
    expect(addressValues({ type: "HOME", country: "FRA", defaultAddress: true })).toMatchObject({
      type: "HOME",
      firstName: "",
      city: "",
      state: "",
      postalCode: "",
      makeDefault: true,
    });
  });
});

describe("saveFailure", () => {
  it("marks the fields the API names and falls back to 'Something went wrong.'", () => {
    expect(
      saveFailure(new ApiClientError(400, "bad_request", "x", { "address.addressLine_2": "Required" })),
    ).toEqual({
      message: REQUIRED,
      errors: { addressLine_2: "" },
    });
    // A full book (409) says so, in the API's words.
    expect(saveFailure(new ApiClientError(409, "conflict", ADDRESS_BOOK_FULL_MESSAGE))).toEqual({
      message: ADDRESS_BOOK_FULL_MESSAGE,
      errors: {},
    });
    expect(saveFailure(new ApiClientError(500, "internal", "x"))).toEqual({
      message: "Something went wrong.",
      errors: {},
    });
  });
});
