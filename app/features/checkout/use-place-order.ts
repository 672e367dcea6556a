// Submitting the checkout: the docs/behaviour.md §5 check, then one POST with an Idempotency-Key that stays
// the same while the request does, then the server's verdict marked on the page.
import { useState } from "react";
import type { StoredAddress } from "../../../domain/address-book-core";
import type { BagItem } from "../../../domain/bag";
import type { PlacedOrder } from "../../../domain/contracts/orders";
import { REQUIRED_FIELDS_MESSAGE, SOMETHING_WENT_WRONG } from "../../../domain/messages";
import { ApiClientError } from "../../../sdk/client";
import { BAG_NOT_ORDERABLE, bagProblems, hasProblems } from "../bag/bag-page/bag-problems";
import type { CouponState } from "../coupon/use-coupon";
import { checkoutApi } from "../../lib/checkout-api";
import { failingFields, marksFromServer, orderBody } from "./checkout-values";
import { idempotencyKeeper } from "./idempotency";
import type { CheckoutForm } from "./use-checkout-form";

interface PlaceOrderArgs {
  form: CheckoutForm;
  lines: readonly BagItem[];
  book: readonly StoredAddress[];
  guest: boolean;
  coupon: CouponState;
  /** Scrolls to the top and moves focus to the form's message (docs/behaviour.md §5: the page scrolls up). */
  reveal: () => void;
  onPlaced: (order: PlacedOrder) => void;
}

export function usePlaceOrder() {
  const [busy, setBusy] = useState(false);
  /** Messages on summary lines, by productId. */
  const [lineMarks, setLineMarks] = useState<Record<string, string>>({});
  const [keeper] = useState(() => idempotencyKeeper());

  async function place({ form, lines, book, guest, coupon, reveal, onPlaced }: PlaceOrderArgs) {
    if (busy) return;
    const problems = bagProblems(lines);
    const failing = failingFields(form.values, book, guest);
    setLineMarks(problems.lines);
    if (failing.length > 0 || hasProblems(problems)) {
      // A rule of the whole bag (more than 10 items) is named; a line's problem is marked on the line.
      form.fail(
        failing,
        failing.length > 0 ? REQUIRED_FIELDS_MESSAGE : (problems.bag[0] ?? BAG_NOT_ORDERABLE),
      );
      reveal();
      return;
    }
    const body = orderBody(form.values, book, lines, guest, coupon.applied?.code ?? null);
    if (!body) return;
    form.settle();
    setBusy(true);
    try {
      onPlaced(await checkoutApi.placeOrder(body, keeper.keyFor(body)));
    } catch (error) {
      // Bad input (400) and too little stock (409) both name the lines they are about.
      if (error instanceof ApiClientError && (error.status === 400 || error.code === "insufficient_stock")) {
        const marks = marksFromServer(error.fields);
        const byProduct: Record<string, string> = {};
        for (const [index, text] of Object.entries(marks.lines)) {
          const line = lines[Number(index)];
          if (line) byProduct[line.productId] = text;
        }
        setLineMarks(byProduct);
        if (marks.coupon) coupon.refuse(marks.coupon);
        // The API's own words for a refused value ('Invalid body.') are not for shoppers: marked
        // fields get the form's sentence, as when the browser finds them (docs/behaviour.md §5).
        const generic = error.status === 400 && error.message.startsWith("Invalid ");
        form.fail(marks.fields, generic && marks.fields.length > 0 ? REQUIRED_FIELDS_MESSAGE : error.message);
      } else {
        // The same key is kept: trying again cannot place the order twice.
        form.fail(
          [],
          error instanceof ApiClientError && error.status < 500 ? error.message : SOMETHING_WENT_WRONG,
        );
      }
      reveal();
    } finally {
      setBusy(false);
    }
  }

  return { busy, lineMarks, place };
}
