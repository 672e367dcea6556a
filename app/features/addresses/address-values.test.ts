import { describe, expect, it } from "vitest";
import { ApiClientError } from "../../../sdk/client";
import { addressValues, checkAddress, saveFailure } from "./address-values";

const REQUIRED = "Please make sure to fill and check the required fields.";

describe("checkAddress", () => {
  it("marks blank required fields and the unchosen type and country, never City or Postal Code", () => {
    const result = checkAddress({ ...addressValues(), firstName: "  ", lastName: "Roy" });
    expect(result).toEqual({
      failure: {
        message: REQUIRED,
        errors: { type: "", firstName: "", addressLine_1: "", addressLine_2: "", country: "" },
      },
    });
  });

  it("gives the collapsed input, optional fields left out when blank", () => {
    const result = checkAddress({
      type: "WORK",
      firstName: " Élise ",
      lastName: "Roy",
      addressLine_1: "5  Rue de la Paix",
      addressLine_2: "Floor 2",
      country: "usa",
      city: "  ",
      postalCode: "75002",
      makeDefault: true,
    });
    expect(result).toEqual({
      input: {
        type: "WORK",
        firstName: "Élise",
        lastName: "Roy",
        addressLine_1: "5 Rue de la Paix",
        addressLine_2: "Floor 2",
        country: "USA",
        city: undefined,
        postalCode: "75002",
      },
    });
  });
});

describe("addressValues", () => {
  it("starts an edit from the entry, sign-up's country-only entry included", () => {
    expect(addressValues({ type: "HOME", country: "FRA", defaultAddress: true })).toMatchObject({
      type: "HOME",
      country: "FRA",
      firstName: "",
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
    expect(saveFailure(new ApiClientError(500, "internal", "x"))).toEqual({
      message: "Something went wrong.",
      errors: {},
    });
  });
});
