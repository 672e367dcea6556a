// General Terms and Conditions of Sale, sections 7–12: placing and cancelling an order, payment,
// pre-orders, coupon codes and delivery.
import { list, p, type Section } from "../types";

export const TERMS_PAYMENT: Section[] = [
  {
    id: "placing-an-order",
    heading: "Placing an Order",
    blocks: [
      p(
        "To order, add pieces to your shopping bag, proceed to checkout, choose a shipping and a billing address, give an e-mail address and a telephone number, enter your payment details and confirm. Before you confirm, the summary shows every item, any coupon, shipping, sales tax and the total.",
      ),
      p(
        "Your order is accepted once the confirmation appears with its order number, made of eleven letters and digits. Keep that number: our client advisors will ask for it. Signed-in clients also find every order, with its progress, under My Account.",
      ),
    ],
  },
  {
    id: "cancellation",
    heading: "Cancelling an Order",
    blocks: [
      p(
        "Until your order has shipped you may cancel it with the Cancel Order button shown with the order, or by contacting client service. A cancelled order is kept in our records, marked as cancelled, and nothing is charged for it.",
      ),
      p(
        "We may cancel an order ourselves if a piece turns out to be unavailable, if the order breaks the limits in section 6 or if payment cannot be authorised. We will tell you by e-mail, and no amount is charged for a cancelled item.",
      ),
    ],
  },
  {
    id: "payment",
    heading: "Payment",
    blocks: [
      p(
        "We accept major credit and debit cards, a digital wallet service, a buy-now-pay-later service and selected cryptocurrencies. The methods offered for your order are shown at checkout; the [Payment FAQ](/faq?category=payment) explains each of them.",
      ),
      p(
        "Your payment method is charged when your items ship, not when you order. If your order ships in several parcels, each parcel is charged as it leaves us.",
      ),
      p(
        "Card details are passed to our payment provider over an encrypted connection. Atelier never stores your full card number or security code: at most the last four digits are kept, so that you can recognise the card used for an order.",
      ),
    ],
  },
  {
    id: "pre-orders",
    heading: "Pre-Orders",
    blocks: [
      p(
        "A piece offered for pre-order ships from the date shown on its product page and in your bag. A pre-order is charged when it ships, like any other item, and you may cancel it free of charge at any time until then.",
      ),
      p(
        "The buy-now-pay-later service and the digital wallet service cannot be used for orders that contain a pre-order piece. If the shipping date moves, we will tell you by e-mail and you may keep or cancel your pre-order.",
      ),
    ],
  },
  {
    id: "coupons",
    heading: "Coupon Codes",
    blocks: [
      p(
        "A coupon code gives the percentage discount it states on the items in your order, until the expiry date attached to it. One code can be used per order. A code cannot be exchanged for cash, and it cannot be added to an order after the order has been placed.",
      ),
      p(
        "If you return an item bought with a coupon, the refund is the price you actually paid for that item after the discount.",
      ),
    ],
  },
  {
    id: "delivery",
    heading: "Delivery",
    blocks: [
      p("We deliver to addresses in the United States only. Standard shipping is free on every order."),
      p(
        "Your order is delivered within 30 days of its confirmation; most orders arrive much sooner. Pre-order pieces are delivered within 30 days of the shipping date shown for them. If we cannot meet that time we will tell you, and you may cancel the order with a full refund of anything already paid.",
      ),
      list(
        "Purchased: the day you place your order.",
        "In progress: your order is being prepared and shipped.",
        "Arrived: your parcel has been delivered.",
      ),
    ],
  },
];
