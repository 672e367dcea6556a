// The General Terms and Conditions of Sale as the boutique first published it; the seed's version 1.
import type { PageContent } from "../../../../domain/contracts/pages";

export const legalTermsAndConditions: PageContent = {
  title: "General Terms and Conditions of Sale",
  summary:
    "Atelier's terms of sale: ordering, order limits, payment on shipping, delivery in the United States, 30-day withdrawal, returns, refunds and exchanges.",
  effectiveFrom: "2022-07-01",
  body: `These terms explain how buying from Atelier works, from your order to its delivery and, should a piece not be right, its return. We have written them to be read, not just accepted.

## 1. Scope {#scope}

These General Terms and Conditions of Sale govern every purchase made on the Atelier online boutique, whether you shop as a guest or with an account. By placing an order you confirm that you have read them and accept them as they stand on the day of your order.

They sit alongside our [Return Policy](/legal?category=return), our [Privacy Notice](/legal?category=privacy) and our [Cookie Policy](/legal?category=cookie). Where a question is answered in more detail in one of those documents, the two are meant to be read together.

## 2. The Seller {#seller}

Products offered on this website are sold by Atelier (“Atelier”, “we”, “us”). Our client advisors answer questions about products, orders and these terms Monday to Saturday, 9am to 9pm (Eastern Time).

- By telephone: +1 (212) 555-0190
- By e-mail: client.service@atelier.example
- In writing: through the [contact form](/contact)

## 3. Who May Buy {#customers}

The boutique sells to private customers for their personal use. You must be at least 18 years old and able to enter into a binding contract to place an order. We do not sell to resellers, and we may decline orders that appear to be placed for resale.

You may buy as a guest or create an account. An account keeps your address book and order history in one place; you are responsible for keeping your password confidential and for everything done with your account.

## 4. Products and Availability {#products}

We describe every piece as faithfully as we can: its materials, details and sizes are given on its product page. Colours can look slightly different from one screen to another, and pieces made from natural materials such as leather, wool or silk carry small variations that are part of their character, not defects.

Each size shows its own status: available, out of stock, coming soon (you may ask to be told when it arrives) or pre-order, with the date from which it will ship. Only available and pre-order sizes can be ordered.

## 5. Prices {#prices}

Prices are shown in United States dollars and include standard shipping, which is always free. Any sales tax due on your order is shown in the order summary before you confirm it, and the total you see there is the total you pay.

The price that applies is the one shown when you place your order. Your bag does not hold a price: if a price changes before you check out, the new price appears in your summary. Should an obvious error slip into a price, we will tell you before shipping and you may confirm the order at the correct price or cancel it free of charge.

## 6. Order Limits {#order-limits}

So that as many clients as possible can enjoy each collection, an order may contain at most two identical products (the same piece in the same size and colour) and at most ten items in total. Some pieces carry a lower limit, shown on their product page and in your bag.

We may cancel orders that, together, are placed to get around these limits. You will be told by e-mail and nothing will be charged.

## 7. Placing an Order {#placing-an-order}

To order, add pieces to your shopping bag, proceed to checkout, choose a shipping and a billing address, give an e-mail address and a telephone number, enter your payment details and confirm. Before you confirm, the summary shows every item, any coupon, shipping, sales tax and the total.

Your order is accepted once the confirmation appears with its order number, made of eleven letters and digits. Keep that number: our client advisors will ask for it. Signed-in clients also find every order, with its progress, under My Account.

## 8. Cancelling an Order {#cancellation}

Until your order has shipped you may cancel it with the Cancel Order button shown with the order, or by contacting client service. A cancelled order is kept in our records, marked as cancelled, and nothing is charged for it.

We may cancel an order ourselves if a piece turns out to be unavailable, if the order breaks the limits in section 6 or if payment cannot be authorised. We will tell you by e-mail, and no amount is charged for a cancelled item.

## 9. Payment {#payment}

We accept major credit and debit cards, a digital wallet service, a buy-now-pay-later service and selected cryptocurrencies. The methods offered for your order are shown at checkout; the [Payment FAQ](/faq?category=payment) explains each of them.

Your payment method is charged when your items ship, not when you order. If your order ships in several parcels, each parcel is charged as it leaves us.

Card details are passed to our payment provider over an encrypted connection. Atelier never stores your full card number or security code: at most the last four digits are kept, so that you can recognise the card used for an order.

## 10. Pre-Orders {#pre-orders}

A piece offered for pre-order ships from the date shown on its product page and in your bag. A pre-order is charged when it ships, like any other item, and you may cancel it free of charge at any time until then.

The buy-now-pay-later service and the digital wallet service cannot be used for orders that contain a pre-order piece. If the shipping date moves, we will tell you by e-mail and you may keep or cancel your pre-order.

## 11. Coupon Codes {#coupons}

A coupon code gives the percentage discount it states on the items in your order, until the expiry date attached to it. One code can be used per order. A code cannot be exchanged for cash, and it cannot be added to an order after the order has been placed.

If you return an item bought with a coupon, the refund is the price you actually paid for that item after the discount.

## 12. Delivery {#delivery}

We deliver to addresses in the United States only. Standard shipping is free on every order.

Your order is delivered within 30 days of its confirmation; most orders arrive much sooner. Pre-order pieces are delivered within 30 days of the shipping date shown for them. If we cannot meet that time we will tell you, and you may cancel the order with a full refund of anything already paid.

- Purchased: the day you place your order.
- In progress: your order is being prepared and shipped.
- Arrived: your parcel has been delivered.

## 13. Receiving Your Order {#receiving-your-order}

Because our parcels are valuable, each one is handed over against a signature, and our carrier delivers Monday to Friday. Please make sure someone aged 18 or over can sign for it at the address you chose.

The carrier makes two delivery attempts. If both fail, the parcel comes back to us and we contact you; if we cannot arrange a new delivery, the order is cancelled and refunded in full.

Please check your parcel when it arrives and tell client service within 14 days if anything is missing, damaged or not what you ordered.

## 14. Shipping Address {#shipping-address}

For the security of your order, the shipping address cannot be changed once the order is placed, neither by you nor by our client advisors. If the address is wrong, cancel the order before it ships (see section 8) and place a new one with the right address.

## 15. Right of Withdrawal {#withdrawal}

You may withdraw from your purchase, without giving a reason, within 30 days of receiving your order. For an order delivered in several parcels, the 30 days run from the receipt of the last one.

To withdraw, tell us within those 30 days through the [contact form](/contact), by e-mail or by telephone, then return the items as described in section 16 and in our [Return Policy](/legal?category=return).

## 16. Returns and Refunds {#returns-and-refunds}

Returned items must reach us within 14 days of your return request, unworn, unaltered and unwashed, with all labels attached and in their original packaging. We arrange the return shipment, free of charge, from any address in the United States.

Once the items have arrived and been checked, we refund them within 14 days, to the payment method used for the order. Items that come back worn, damaged or incomplete may be refused and sent back to you.

## 17. Exchanges {#exchanges}

Within 30 days of receiving your order, you may exchange an item once for the same product at the same price in another size or colour, as long as it is available. The item you send back follows the conditions of section 16. An exchanged item cannot be exchanged again, but it can still be returned within the return period.

## 18. General Provisions {#general-provisions}

Nothing in these terms limits the rights you have as a consumer under the laws of your state. Our liability for an order is limited to the amount you paid for it, except where the law does not allow such a limit.

We may update these terms from time to time; the version that applies to your order is the one published on the day you placed it. These terms are governed by the laws of the State of New York. If a disagreement arises, please contact us first, at client.service@atelier.example or +1 (212) 555-0190: most questions are settled with a conversation.
`,
};
