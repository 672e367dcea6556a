import { list, p, type LegalDocument } from "../types";

/** FAQ: payment (SPEC §9: cards, wallet, pay later, crypto; pay later and wallet not for pre-orders). */
export const FAQ_PAYMENT: LegalDocument = {
  title: "Payment",
  description:
    "Atelier payment questions: cards, digital wallet, buy now pay later and cryptocurrency, when you are charged, pre-orders, coupons and refunds.",
  intro: [p("How to pay for your order, and when.")],
  numbered: false,
  sections: [
    {
      id: "payment-methods",
      heading: "Which payment methods do you accept?",
      blocks: [
        list(
          "Credit and debit cards: Visa, Mastercard, American Express and Discover.",
          "A digital wallet service, to pay with the card saved on your phone or in your browser.",
          "A buy-now-pay-later service, to spread the amount over several instalments, subject to the provider's approval.",
          "Cryptocurrency, through a payment partner that converts it at the moment of payment.",
        ),
        p("The methods available for your order are shown at checkout."),
      ],
    },
    {
      id: "when-charged",
      heading: "When will I be charged?",
      blocks: [
        p(
          "When your items ship, not when you order. Your payment method may show a temporary authorisation when you place the order; the amount is only taken as each parcel leaves us. This applies to pre-orders too: they are charged on the day they ship.",
        ),
      ],
    },
    {
      id: "pre-orders",
      heading: "Can I use every payment method for a pre-order?",
      blocks: [
        p(
          "Not all of them. The buy-now-pay-later service and the digital wallet service are not available for orders that contain a pre-order piece. Please pay by card or cryptocurrency, or order the pre-order piece separately.",
        ),
      ],
    },
    {
      id: "card-security",
      heading: "Is my card information safe?",
      blocks: [
        p(
          "Yes. Card details travel over an encrypted connection to our payment provider. Atelier never stores your full card number or security code; at most the last four digits are kept, so you can recognise the card used for an order.",
        ),
      ],
    },
    {
      id: "currency",
      heading: "In which currency do I pay?",
      blocks: [
        p(
          "In United States dollars. Prices include free standard shipping, and any sales tax is shown in your order summary before you confirm.",
        ),
      ],
    },
    {
      id: "coupons",
      heading: "How do I use a coupon code?",
      blocks: [
        p(
          "Enter it in your shopping bag or at checkout and select Apply. The discount appears in your summary until the code expires. One code can be used per order.",
        ),
      ],
    },
    {
      id: "declined",
      heading: "Why was my payment declined?",
      blocks: [
        p(
          "Usually because of a typing error in the card details, a billing address that differs from the one your bank holds, or a spending limit. Please check these details or try another method; if it happens again, a client advisor will help.",
        ),
      ],
    },
    {
      id: "refunds",
      heading: "How are refunds paid?",
      blocks: [
        p(
          "To the payment method used for the order, within 14 days of our confirming your return. For cryptocurrency, the refund is the dollar amount you paid, sent through the same payment partner. See our [Return Policy](/legal?category=return#refunds).",
        ),
      ],
    },
  ],
};
