// The checkout form (docs/behaviour.md §3 Checkout form) and its submit check (docs/behaviour.md §5): both addresses
// chosen, e-mail for guests, phone and the four card fields non-empty. No format checks.
import type { BagItem } from "../../../domain/bag";
import type { StoredAddress } from "../../../domain/address-book-core";
import type { PlaceOrderBody } from "../../../domain/contracts/orders";
import { collapse } from "../../../domain/text";
import { NO_ADDRESS, findAddress, findDeliveryAddress, toAddressInput } from "./checkout-address";

export interface CheckoutValues {
  shipping: string;
  billing: string;
  sameAsShipping: boolean;
  email: string;
  phoneNumber: string;
  cardNumber: string;
  expMonth: string;
  expYear: string;
  cvv: string;
}

export type CheckoutField = Exclude<keyof CheckoutValues, "sameAsShipping">;

export const EMPTY_CHECKOUT: CheckoutValues = {
  shipping: NO_ADDRESS,
  billing: NO_ADDRESS,
  sameAsShipping: true,
  email: "",
  phoneNumber: "",
  cardNumber: "",
  expMonth: "",
  expYear: "",
  cvv: "",
};

/** Billing follows shipping while 'Same As Shipping Address' is checked. */
export function billingChoice(values: CheckoutValues): string {
  return values.sameAsShipping ? values.shipping : values.billing;
}

const blank = (text: string) => collapse(text) === "";

/** Every field that fails, in the order they appear on the page; empty when the form may be sent. */
export function failingFields(
  values: CheckoutValues,
  book: readonly StoredAddress[],
  guest: boolean,
): CheckoutField[] {
  const failing: CheckoutField[] = [];
  if (!findDeliveryAddress(book, values.shipping)) failing.push("shipping");
  if (!findAddress(book, billingChoice(values))) failing.push("billing");
  if (guest && blank(values.email)) failing.push("email");
  for (const field of ["phoneNumber", "cardNumber", "expMonth", "expYear", "cvv"] as const) {
    if (blank(values[field])) failing.push(field);
  }
  return failing;
}

/** The request body, or null when an address cannot be found (check failingFields first). */
export function orderBody(
  values: CheckoutValues,
  book: readonly StoredAddress[],
  lines: readonly BagItem[],
  guest: boolean,
  couponCode: string | null,
): PlaceOrderBody | null {
  const shipping = findDeliveryAddress(book, values.shipping);
  const billing = findAddress(book, billingChoice(values));
  if (!shipping || !billing) return null;
  const text = (value: string) => collapse(value);
  return {
    lines: lines.map(({ productId, size, color, quantity }) => ({ productId, size, color, quantity })),
    shippingTo: shipping,
    billingTo: toAddressInput(billing),
    ...(guest ? { email: text(values.email) } : {}),
    phoneNumber: text(values.phoneNumber),
    card: {
      cardNumber: text(values.cardNumber),
      expMonth: text(values.expMonth),
      expYear: text(values.expYear),
      cvv: text(values.cvv),
    },
    ...(couponCode ? { couponCode } : {}),
  };
}

export interface ServerMarks {
  fields: CheckoutField[];
  /** A message per line index of the request. */
  lines: Record<number, string>;
  coupon: string | null;
}

const CARD_FIELDS = {
  cardNumber: "cardNumber",
  expMonth: "expMonth",
  expYear: "expYear",
  cvv: "cvv",
} as const;

/** The fields a 400 names (e.g. 'lines.0.size', 'card.cvv', 'couponCode'), as marks on the page. */
export function marksFromServer(fields: Readonly<Record<string, string>> | undefined): ServerMarks {
  const marks: ServerMarks = { fields: [], lines: {}, coupon: null };
  for (const [name, message] of Object.entries(fields ?? {})) {
    const [head, second] = name.split(".");
    const line = /^lines\.(\d+)/.exec(name);
    if (line) marks.lines[Number(line[1])] ??= message;
    else if (head === "shippingTo") marks.fields.push("shipping");
    else if (head === "billingTo") marks.fields.push("billing");
    else if (head === "email" || head === "phoneNumber") marks.fields.push(head);
    else if (head === "card" && second && second in CARD_FIELDS) {
      marks.fields.push(CARD_FIELDS[second as keyof typeof CARD_FIELDS]);
    } else if (head === "card") marks.fields.push("cardNumber", "expMonth", "expYear", "cvv");
    else if (head === "couponCode") marks.coupon = message;
  }
  marks.fields = [...new Set(marks.fields)];
  return marks;
}
