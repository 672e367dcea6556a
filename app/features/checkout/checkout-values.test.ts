import { describe, expect, it } from "vitest";
import type { StoredAddress } from "../../../domain/address-book-core";
import type { BagItem } from "../../../domain/bag";
import {
  NO_ADDRESS,
  addressKey,
  addressLabel,
  followBook,
  initialChoice,
  isChoosable,
} from "./checkout-address";
import {
  EMPTY_CHECKOUT,
  failingFields,
  marksFromServer,
  orderBody,
  type CheckoutValues,
} from "./checkout-values";
import { idempotencyKeeper } from "./idempotency";

const home: StoredAddress = {
  type: "HOME",
  firstName: "Ada",
  lastName: "Lovelace",
  fullName: "Ada Lovelace",
  addressLine_1: "1 Park Lane",
  addressLine_2: "Flat 2",
  country: "USA",
  city: "New York",
  state: "NY",
  postalCode: "10001",
  defaultAddress: true,
};
const work: StoredAddress = {
  ...home,
  type: "WORK",
  addressLine_1: "5 Office Road",
  defaultAddress: undefined,
};
delete work.defaultAddress;
const countryOnly: StoredAddress = { type: "HOME", country: "USA", defaultAddress: true };
/** Kept from before City, State and ZIP were asked: billable, not shippable until completed. */
const legacy: StoredAddress = { ...work, type: "OTHER", city: undefined, postalCode: undefined };
delete legacy.city;
delete legacy.postalCode;
delete legacy.state;

const filled: CheckoutValues = {
  ...EMPTY_CHECKOUT,
  shipping: addressKey(home),
  email: " ada@example.com ",
  phoneNumber: "555 0100",
  cardNumber: "4242 4242",
  expMonth: "12",
  expYear: "30",
  cvv: "123",
};

const line: BagItem = {
  productId: "p1",
  title: "Coat",
  url: "coat-1",
  maxQuantity: 2,
  image: "k",
  quantity: 2,
  basePriceCents: 1000,
  size: "M",
  color: "black",
  status: 1,
};

describe("checkout form", () => {
  it("fails every required field of an empty form, e-mail only for guests", () => {
    const all = ["shipping", "billing", "email", "phoneNumber", "cardNumber", "expMonth", "expYear", "cvv"];
    expect(failingFields(EMPTY_CHECKOUT, [home], true)).toEqual(all);
    expect(failingFields(EMPTY_CHECKOUT, [home], false)).toEqual(all.filter((f) => f !== "email"));
    expect(failingFields({ ...filled, email: "  \n " }, [home], true)).toEqual(["email"]);
  });

  it("lets billing follow shipping until it is unticked", () => {
    expect(failingFields(filled, [home], true)).toEqual([]);
    expect(failingFields({ ...filled, sameAsShipping: false }, [home], true)).toEqual(["billing"]);
  });

  it("builds the body the API takes, collapsed, without name or default flag", () => {
    const body = orderBody(
      { ...filled, sameAsShipping: false, billing: addressKey(work) },
      [home, work],
      [line],
      true,
      "WELCOME10",
    );
    expect(body).toEqual({
      lines: [{ productId: "p1", size: "M", color: "black", quantity: 2 }],
      shippingTo: {
        type: "HOME",
        firstName: "Ada",
        lastName: "Lovelace",
        addressLine_1: "1 Park Lane",
        addressLine_2: "Flat 2",
        city: "New York",
        state: "NY",
        postalCode: "10001",
        country: "USA",
      },
      billingTo: expect.objectContaining({ type: "WORK", addressLine_1: "5 Office Road" }),
      email: "ada@example.com",
      phoneNumber: "555 0100",
      card: { cardNumber: "4242 4242", expMonth: "12", expYear: "30", cvv: "123" },
      couponCode: "WELCOME10",
    });
    expect(orderBody(filled, [home], [line], false, null)).not.toHaveProperty("email");
  });

  it("reads the server's field names as marks", () => {
    expect(
      marksFromServer({
        "lines.1.size": "Not available.",
        "card.cvv": "Required.",
        couponCode: "expired",
        "shippingTo.country": "x",
      }),
    ).toEqual({ fields: ["cvv", "shipping"], lines: { 1: "Not available." }, coupon: "expired" });
  });
});

describe("address choice", () => {
  it("preselects a complete default, and nothing without one", () => {
    expect(initialChoice([home, work])).toBe(addressKey(home));
    expect(initialChoice([])).toBe(NO_ADDRESS);
    expect(initialChoice([countryOnly])).toBe(NO_ADDRESS);
    expect(initialChoice([{ ...legacy, defaultAddress: true }, home])).toBe(NO_ADDRESS);
  });

  it("follows an added, an edited and a removed address", () => {
    expect(followBook([], [home], NO_ADDRESS)).toBe(addressKey(home));
    const edited = { ...home, addressLine_1: "2 Park Lane" };
    expect(followBook([home, work], [edited, work], addressKey(home))).toBe(addressKey(edited));
    expect(followBook([home, work], [home], addressKey(work))).toBe(NO_ADDRESS);
    expect(followBook([home], [{ ...home, defaultAddress: undefined }, work], addressKey(home))).toBe(
      addressKey(home),
    );
  });

  it("the shipping choice takes an address just added, not one just edited", () => {
    const take = { takeAdded: true };
    expect(followBook([home], [home, work], addressKey(home), take)).toBe(addressKey(work));
    // Billing (without takeAdded) keeps its choice.
    expect(followBook([home], [home, work], addressKey(home))).toBe(addressKey(home));
    const edited = { ...work, addressLine_1: "2 Park Lane" };
    expect(followBook([home, work], [home, edited], addressKey(home), take)).toBe(addressKey(home));
    expect(followBook([home, work], [edited, work], addressKey(home), take)).toBe(addressKey(edited));
    // An address the shop cannot ship to is never taken: incomplete, abroad, or without its ZIP.
    const abroad = {
      ...work,
      type: "OTHER" as const,
      country: "GBR",
      state: undefined,
      postalCode: "SW1A 1AA",
    };
    const noZip = { ...work, type: "OTHER" as const, postalCode: undefined };
    for (const added of [countryOnly, abroad, noZip])
      expect(followBook([home], [home, added], addressKey(home), take)).toBe(addressKey(home));
    expect(followBook([home], [home, legacy], addressKey(home), take)).toBe(addressKey(home));
  });
});

describe("idempotency keys", () => {
  it("keeps the key while the body is unchanged", () => {
    let n = 0;
    const keeper = idempotencyKeeper(() => `key-${++n}`);
    expect(keeper.keyFor({ a: 1 })).toBe("key-1");
    expect(keeper.keyFor({ a: 1 })).toBe("key-1");
    expect(keeper.keyFor({ a: 2 })).toBe("key-2");
    expect(keeper.keyFor({ a: 1 })).toBe("key-3");
  });
});

describe("an address kept from before City, State and ZIP were asked", () => {
  it("can be billed but not shipped to, and the selector says what to add", () => {
    const book = [home, legacy];
    const ship = { ...filled, shipping: addressKey(legacy) };
    expect(failingFields(ship, book, false)).toContain("shipping");
    expect(orderBody(ship, book, [line], false, null)).toBeNull();
    const billed = { ...filled, sameAsShipping: false, billing: addressKey(legacy) };
    expect(orderBody(billed, book, [line], false, null)?.billingTo).toMatchObject({ type: "OTHER" });
    expect(isChoosable(legacy, "billing")).toBe(true);
    expect(isChoosable(legacy, "shipping")).toBe(false);
    expect(addressLabel(legacy, "shipping")).toBe(
      "OTHER: Ada Lovelace, 5 Office Road (to ship here, add City, State, ZIP Code in Manage Addresses)",
    );
    expect(addressLabel({ ...legacy, country: "FRA" }, "shipping")).toMatch(/United States only\)$/);
  });
});
