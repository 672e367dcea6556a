// The checkout form's state: values, marked fields (cleared when edited, docs/behaviour.md §5), the form's
// message, and the address choices following the book as the panels change it.
import { useCallback, useState } from "react";
import type { StoredAddress } from "../../../domain/address-book-core";
import { followBook, initialChoice, NO_ADDRESS } from "./checkout-address";
import { EMPTY_CHECKOUT, type CheckoutField, type CheckoutValues } from "./checkout-values";
import { keepContact, readKeptContact } from "./kept-contact";

/**
 * The form starts with the contact details kept in the tab. Read in the browser's first render:
 * the form itself is drawn only once the bag is read, after hydration, so the server's HTML
 * never shows these values.
 */
const initialValues = (signedIn: boolean): CheckoutValues => ({
  ...EMPTY_CHECKOUT,
  ...readKeptContact(signedIn),
});

export type TextField = "email" | "phoneNumber" | "cardNumber" | "expMonth" | "expYear" | "cvv";

/** `signedIn`: the contact details kept in the tab are only those typed signed in (or out) alike. */
export function useCheckoutForm(signedIn: boolean) {
  const [values, setValues] = useState<CheckoutValues>(() => initialValues(signedIn));
  const [marked, setMarked] = useState<ReadonlySet<CheckoutField>>(new Set());
  const [message, setMessage] = useState<string | null>(null);

  const unmark = useCallback((...fields: CheckoutField[]) => {
    setMarked((current) => {
      if (!fields.some((f) => current.has(f))) return current;
      const next = new Set(current);
      for (const f of fields) next.delete(f);
      return next;
    });
  }, []);

  const setText = useCallback(
    (field: TextField, value: string) => {
      setValues((v) => {
        const next = { ...v, [field]: value };
        if (field === "email" || field === "phoneNumber")
          keepContact({ email: next.email, phoneNumber: next.phoneNumber }, signedIn);
        return next;
      });
      unmark(field);
    },
    [unmark, signedIn],
  );

  const chooseShipping = useCallback(
    (key: string) => {
      setValues((v) => ({ ...v, shipping: key }));
      // While billing follows shipping, choosing one chooses both.
      if (values.sameAsShipping) unmark("shipping", "billing");
      else unmark("shipping");
    },
    [unmark, values.sameAsShipping],
  );

  /** docs/behaviour.md §4: changing billing by hand unticks 'Same As Shipping Address'. */
  const chooseBilling = useCallback(
    (key: string) => {
      setValues((v) => ({ ...v, billing: key, sameAsShipping: false }));
      unmark("billing");
    },
    [unmark],
  );

  /** Unticked, billing starts from the shipping address rather than from nothing. */
  const setSameAsShipping = useCallback((same: boolean) => {
    setValues((v) => ({ ...v, sameAsShipping: same, billing: same ? v.billing : v.shipping }));
  }, []);

  /** The book was read: its default is preselected unless the shopper already chose. */
  const bookLoaded = useCallback((book: readonly StoredAddress[]) => {
    setValues((v) => (v.shipping === NO_ADDRESS ? { ...v, shipping: initialChoice(book) } : v));
  }, []);

  const bookChanged = useCallback(
    (prev: readonly StoredAddress[], next: readonly StoredAddress[]) => {
      const shipping = followBook(prev, next, values.shipping, { takeAdded: true });
      const billing = values.sameAsShipping ? values.billing : followBook(prev, next, values.billing);
      setValues((v) => ({ ...v, shipping, billing }));
      // A newly added address that became the choice clears the mark it answers.
      if (shipping !== NO_ADDRESS)
        unmark("shipping", ...(values.sameAsShipping ? (["billing"] as const) : []));
      if (!values.sameAsShipping && billing !== NO_ADDRESS) unmark("billing");
    },
    [unmark, values.shipping, values.billing, values.sameAsShipping],
  );

  const fail = useCallback((fields: readonly CheckoutField[], text: string) => {
    setMarked(new Set(fields));
    setMessage(text);
  }, []);

  /** Nothing marked, no message: a request is on its way. */
  const settle = useCallback(() => {
    setMarked(new Set());
    setMessage(null);
  }, []);

  return {
    values,
    marked,
    message,
    setText,
    chooseShipping,
    chooseBilling,
    setSameAsShipping,
    bookLoaded,
    bookChanged,
    fail,
    settle,
  };
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>;
