// The Payment FAQ as the boutique first published it; the seed's version 1.
import type { PageContent } from "../../../../domain/contracts/pages";

export const faqPayment: PageContent = {
  title: "Payment",
  summary:
    "Atelier payment questions: cards, digital wallet, buy now pay later and cryptocurrency, when you are charged, pre-orders, coupons and refunds.",
  effectiveFrom: "2022-07-01",
  body: `How to pay for your order, and when.

## Which payment methods do you accept? {#payment-methods}

- Credit and debit cards: Visa, Mastercard, American Express and Discover.
- A digital wallet service, to pay with the card saved on your phone or in your browser.
- A buy-now-pay-later service, to spread the amount over several instalments, subject to the provider's approval.
- Cryptocurrency, through a payment partner that converts it at the moment of payment.

The methods available for your order are shown at checkout.

## When will I be charged? {#when-charged}

When your items ship, not when you order. Your payment method may show a temporary authorisation when you place the order; the amount is only taken as each parcel leaves us. This applies to pre-orders too: they are charged on the day they ship.

## Can I use every payment method for a pre-order? {#pre-orders}

Not all of them. The buy-now-pay-later service and the digital wallet service are not available for orders that contain a pre-order piece. Please pay by card or cryptocurrency, or order the pre-order piece separately.

## Is my card information safe? {#card-security}

Yes. Card details travel over an encrypted connection to our payment provider. Atelier never stores your full card number or security code; at most the last four digits are kept, so you can recognise the card used for an order.

## In which currency do I pay? {#currency}

In United States dollars. Prices include free standard shipping, and any sales tax is shown in your order summary before you confirm.

## How do I use a coupon code? {#coupons}

Enter it in your shopping bag or at checkout and select Apply. The discount appears in your summary until the code expires. One code can be used per order.

## Why was my payment declined? {#declined}

Usually because of a typing error in the card details, a billing address that differs from the one your bank holds, or a spending limit. Please check these details or try another method; if it happens again, a client advisor will help.

## How are refunds paid? {#refunds}

To the payment method used for the order, within 14 days of our confirming your return. For cryptocurrency, the refund is the dollar amount you paid, sent through the same payment partner. See our [Return Policy](/legal?category=return#refunds).
`,
};
