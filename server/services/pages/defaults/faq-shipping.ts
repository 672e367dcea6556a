// The Shipping FAQ as the boutique first published it; the seed's version 1.
import type { PageContent } from "../../../../domain/contracts/pages";

export const faqShipping: PageContent = {
  title: "Shipping",
  summary:
    "Atelier shipping questions: free delivery across the United States within 30 days, signature on delivery, order tracking and address changes.",
  effectiveFrom: "2022-07-01",
  body: `Everything about how your order travels from our atelier to your door.

## Where do you deliver? {#where-do-you-deliver}

We deliver to addresses in the United States only, including Alaska and Hawaii. We cannot ship to other countries, to forwarding services or to P.O. boxes, since every parcel is signed for.

## How much does shipping cost? {#shipping-cost}

Nothing. Standard shipping is free on every order, whatever its amount.

## When will my order arrive? {#delivery-time}

Every order is delivered within 30 days of its confirmation, and most arrive far sooner. Pre-order pieces ship from the date shown on their product page and are delivered within 30 days of it.

## Do I need to be home for the delivery? {#signature}

Yes, or someone aged 18 or over in your place: each parcel is handed over against a signature. Our carrier delivers Monday to Friday and makes two delivery attempts.

If both attempts fail, the parcel returns to us and a client advisor contacts you to arrange a new delivery. If that is not possible, the order is cancelled and refunded in full.

## How can I follow my order? {#tracking}

Signed-in clients find every order under My Account, with its progress: purchased, in progress and arrived. As a guest, keep your order ID and ask a client advisor, who will gladly tell you where your parcel is.

## Can I change my shipping address after ordering? {#change-address}

No. To protect your order, the shipping address cannot be changed once the order is placed. If it is wrong, cancel the order before it ships and place a new one with the right address.

## How many pieces can I order? {#order-limits}

- At most two identical products (the same piece in the same size and colour) per order.
- At most ten items per order in total.

Some pieces carry a lower limit, shown on their product page and in your bag.

## Will my order arrive in one parcel? {#several-parcels}

Usually, yes. An order that mixes available pieces and pre-orders arrives in several parcels: each one ships as soon as its pieces are ready, and each is charged as it ships.

## How do I return a piece? {#returns}

You have 30 calendar days from delivery, and returns are free. Our [Return Policy](/legal?category=return) explains each step, and the [Terms and Conditions](/legal?category=termsAndConditions#returns-and-refunds) set out the details.
`,
};
