import { CLIENT_SERVICE } from "../../shell/client-service";
import { list, p, type LegalDocument } from "../types";

/** The return policy, consistent with sections 15–17 of the terms of sale (SPEC §9). */
export const RETURN_POLICY: LegalDocument = {
  title: "Return Policy",
  description:
    "Returns at Atelier: 30 calendar days, free collection in the United States, refunds within 14 days and one exchange per item.",
  dated: "Version of July 2022",
  intro: [
    p(
      "If a piece is not quite right, you have 30 calendar days from delivery to return it. Returns are free, and we will guide you through every step.",
    ),
  ],
  numbered: false,
  sections: [
    {
      id: "return-period",
      heading: "Thirty Days to Decide",
      blocks: [
        p(
          "You may return all or part of an order within 30 calendar days of receiving it, without giving a reason. Pre-order pieces follow the same rule, counted from their own delivery.",
        ),
      ],
    },
    {
      id: "condition",
      heading: "Condition of Returned Items",
      blocks: [
        p("We can accept a returned item when it comes back as it left us:"),
        list(
          "unworn, unwashed and unaltered;",
          "with every label and tag still attached;",
          "in its original packaging, with its dust bag, box and any accessories;",
          "free of perfume, make-up or any other trace of use.",
        ),
        p(
          "Items that do not meet these conditions may be refused and sent back to you at no cost. Pieces made or altered to your measurements cannot be returned.",
        ),
      ],
    },
    {
      id: "how-to-return",
      heading: "How to Return",
      blocks: [
        list(
          "Ask for a return through the [contact form](/contact), with “Return” as the subject and your order ID.",
          `Or call a client advisor at ${CLIENT_SERVICE.phone}, Monday to Saturday, 9am to 9pm.`,
          "We e-mail you a prepaid return label and arrange collection from any address in the United States.",
          "Pack the items in their original packaging, attach the label and hand the parcel to the carrier.",
        ),
        p(
          "Your parcel must reach us within 14 days of your return request. After that, the request lapses and a new one is needed, within the 30-day period.",
        ),
      ],
    },
    {
      id: "refunds",
      heading: "Refunds",
      blocks: [
        p(
          "When your return arrives, we check it and confirm by e-mail. The refund is made within 14 days of that confirmation, to the payment method used for the order: to your card, to your wallet, through the buy-now-pay-later service (which then adjusts your remaining instalments) or, for cryptocurrency, as described in the [Payment FAQ](/faq?category=payment).",
        ),
        p(
          "Shipping was free and the return is free, so the refund is the full price you paid for each returned item, after any coupon discount.",
        ),
      ],
    },
    {
      id: "exchanges",
      heading: "Exchanges",
      blocks: [
        p(
          "Within 30 days of delivery you may exchange an item once for the same product, at the same price, in another size or colour, subject to availability. Ask for the exchange as you would for a return; the new piece ships as soon as the original reaches us.",
        ),
        p(
          "An exchanged piece cannot be exchanged a second time. It can still be returned for a refund within 30 days of receiving your original order.",
        ),
      ],
    },
    {
      id: "damaged-items",
      heading: "Damaged or Incorrect Items",
      blocks: [
        p(
          "If a piece arrives damaged, or is not the one you ordered, please tell us within 14 days of delivery, with a photograph if you can. We collect it at our expense and send the right piece or refund you in full, as you prefer.",
        ),
      ],
    },
    {
      id: "gifts",
      heading: "Gifts",
      blocks: [
        p(
          "A gift can be returned by the person who placed the order, within the same 30 days. The refund goes to the original payment method; the recipient is not told of it.",
        ),
      ],
    },
  ],
};
