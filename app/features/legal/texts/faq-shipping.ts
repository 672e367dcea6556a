import { list, p, type LegalDocument } from "../types";

/** FAQ: shipping (SPEC §9: United States only, within 30 days, signature, two attempts Mon–Fri). */
export const FAQ_SHIPPING: LegalDocument = {
  title: "Shipping",
  description:
    "Atelier shipping questions: free delivery across the United States within 30 days, signature on delivery, order tracking and address changes.",
  intro: [p("Everything about how your order travels from our atelier to your door.")],
  numbered: false,
  sections: [
    {
      id: "where-do-you-deliver",
      heading: "Where do you deliver?",
      blocks: [
        p(
          "We deliver to addresses in the United States only, including Alaska and Hawaii. We cannot ship to other countries, to forwarding services or to P.O. boxes, since every parcel is signed for.",
        ),
      ],
    },
    {
      id: "shipping-cost",
      heading: "How much does shipping cost?",
      blocks: [p("Nothing. Standard shipping is free on every order, whatever its amount.")],
    },
    {
      id: "delivery-time",
      heading: "When will my order arrive?",
      blocks: [
        p(
          "Every order is delivered within 30 days of its confirmation, and most arrive far sooner. Pre-order pieces ship from the date shown on their product page and are delivered within 30 days of it.",
        ),
      ],
    },
    {
      id: "signature",
      heading: "Do I need to be home for the delivery?",
      blocks: [
        p(
          "Yes, or someone aged 18 or over in your place: each parcel is handed over against a signature. Our carrier delivers Monday to Friday and makes two delivery attempts.",
        ),
        p(
          "If both attempts fail, the parcel returns to us and a client advisor contacts you to arrange a new delivery. If that is not possible, the order is cancelled and refunded in full.",
        ),
      ],
    },
    {
      id: "tracking",
      heading: "How can I follow my order?",
      blocks: [
        p(
          "Signed-in clients find every order under My Account, with its progress: purchased, in progress and arrived. As a guest, keep your order ID and ask a client advisor, who will gladly tell you where your parcel is.",
        ),
      ],
    },
    {
      id: "change-address",
      heading: "Can I change my shipping address after ordering?",
      blocks: [
        p(
          "No. To protect your order, the shipping address cannot be changed once the order is placed. If it is wrong, cancel the order before it ships and place a new one with the right address.",
        ),
      ],
    },
    {
      id: "order-limits",
      heading: "How many pieces can I order?",
      blocks: [
        list(
          "At most two identical products (the same piece in the same size and colour) per order.",
          "At most ten items per order in total.",
        ),
        p("Some pieces carry a lower limit, shown on their product page and in your bag."),
      ],
    },
    {
      id: "several-parcels",
      heading: "Will my order arrive in one parcel?",
      blocks: [
        p(
          "Usually, yes. An order that mixes available pieces and pre-orders arrives in several parcels: each one ships as soon as its pieces are ready, and each is charged as it ships.",
        ),
      ],
    },
    {
      id: "returns",
      heading: "How do I return a piece?",
      blocks: [
        p(
          "You have 30 calendar days from delivery, and returns are free. Our [Return Policy](/legal?category=return) explains each step, and the [Terms and Conditions](/legal?category=termsAndConditions#returns-and-refunds) set out the details.",
        ),
      ],
    },
  ],
};
