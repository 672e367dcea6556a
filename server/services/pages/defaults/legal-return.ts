// The Return Policy as the boutique first published it; the seed's version 1.
import type { PageContent } from "../../../../domain/contracts/pages";

export const legalReturn: PageContent = {
  title: "Return Policy",
  summary:
    "Returns at Atelier: 30 calendar days, free collection in the United States, refunds within 14 days and one exchange per item.",
  effectiveFrom: "2022-07-01",
  body: `If a piece is not quite right, you have 30 calendar days from delivery to return it. Returns are free, and we will guide you through every step.

## Thirty Days to Decide {#return-period}

You may return all or part of an order within 30 calendar days of receiving it, without giving a reason. Pre-order pieces follow the same rule, counted from their own delivery.

## Condition of Returned Items {#condition}

We can accept a returned item when it comes back as it left us:

- unworn, unwashed and unaltered;
- with every label and tag still attached;
- in its original packaging, with its dust bag, box and any accessories;
- free of perfume, make-up or any other trace of use.

Items that do not meet these conditions may be refused and sent back to you at no cost. Pieces made or altered to your measurements cannot be returned.

## How to Return {#how-to-return}

- Ask for a return through the [contact form](/contact), with “Return” as the subject and your order ID.
- Or call a client advisor at +1 (212) 555-0190, Monday to Saturday, 9am to 9pm.
- We e-mail you a prepaid return label and arrange collection from any address in the United States.
- Pack the items in their original packaging, attach the label and hand the parcel to the carrier.

Your parcel must reach us within 14 days of your return request. After that, the request lapses and a new one is needed, within the 30-day period.

## Refunds {#refunds}

When your return arrives, we check it and confirm by e-mail. The refund is made within 14 days of that confirmation, to the payment method used for the order: to your card, to your wallet, through the buy-now-pay-later service (which then adjusts your remaining instalments) or, for cryptocurrency, as described in the [Payment FAQ](/faq?category=payment).

Shipping was free and the return is free, so the refund is the full price you paid for each returned item, after any coupon discount.

## Exchanges {#exchanges}

Within 30 days of delivery you may exchange an item once for the same product, at the same price, in another size or colour, subject to availability. Ask for the exchange as you would for a return; the new piece ships as soon as the original reaches us.

An exchanged piece cannot be exchanged a second time. It can still be returned for a refund within 30 days of receiving your original order.

## Damaged or Incorrect Items {#damaged-items}

If a piece arrives damaged, or is not the one you ordered, please tell us within 14 days of delivery, with a photograph if you can. We collect it at our expense and send the right piece or refund you in full, as you prefer.

## Gifts {#gifts}

A gift can be returned by the person who placed the order, within the same 30 days. The refund goes to the original payment method; the recipient is not told of it.
`,
};
