// General Terms and Conditions of Sale, sections 13–18: receiving the parcel, the shipping
// address, withdrawal, returns and refunds, exchanges, and the general provisions.
import { CLIENT_SERVICE } from "../../shell/client-service";
import { p, type Section } from "../types";

export const TERMS_AFTER_SALE: Section[] = [
  {
    id: "receiving-your-order",
    heading: "Receiving Your Order",
    blocks: [
      p(
        "Because our parcels are valuable, each one is handed over against a signature, and our carrier delivers Monday to Friday. Please make sure someone aged 18 or over can sign for it at the address you chose.",
      ),
      p(
        "The carrier makes two delivery attempts. If both fail, the parcel comes back to us and we contact you; if we cannot arrange a new delivery, the order is cancelled and refunded in full.",
      ),
      p(
        "Please check your parcel when it arrives and tell client service within 14 days if anything is missing, damaged or not what you ordered.",
      ),
    ],
  },
  {
    id: "shipping-address",
    heading: "Shipping Address",
    blocks: [
      p(
        "For the security of your order, the shipping address cannot be changed once the order is placed, neither by you nor by our client advisors. If the address is wrong, cancel the order before it ships (see section 8) and place a new one with the right address.",
      ),
    ],
  },
  {
    id: "withdrawal",
    heading: "Right of Withdrawal",
    blocks: [
      p(
        "You may withdraw from your purchase, without giving a reason, within 30 days of receiving your order. For an order delivered in several parcels, the 30 days run from the receipt of the last one.",
      ),
      p(
        "To withdraw, tell us within those 30 days through the [contact form](/contact), by e-mail or by telephone, then return the items as described in section 16 and in our [Return Policy](/legal?category=return).",
      ),
    ],
  },
  {
    id: "returns-and-refunds",
    heading: "Returns and Refunds",
    blocks: [
      p(
        "Returned items must reach us within 14 days of your return request, unworn, unaltered and unwashed, with all labels attached and in their original packaging. We arrange the return shipment, free of charge, from any address in the United States.",
      ),
      p(
        "Once the items have arrived and been checked, we refund them within 14 days, to the payment method used for the order. Items that come back worn, damaged or incomplete may be refused and sent back to you.",
      ),
    ],
  },
  {
    id: "exchanges",
    heading: "Exchanges",
    blocks: [
      p(
        "Within 30 days of receiving your order, you may exchange an item once for the same product at the same price in another size or colour, as long as it is available. The item you send back follows the conditions of section 16. An exchanged item cannot be exchanged again, but it can still be returned within the return period.",
      ),
    ],
  },
  {
    id: "general-provisions",
    heading: "General Provisions",
    blocks: [
      p(
        "Nothing in these terms limits the rights you have as a consumer under the laws of your state. Our liability for an order is limited to the amount you paid for it, except where the law does not allow such a limit.",
      ),
      p(
        "We may update these terms from time to time; the version that applies to your order is the one published on the day you placed it. These terms are governed by the laws of the State of New York. If a disagreement arises, please contact us first, at " +
          `${CLIENT_SERVICE.email} or ${CLIENT_SERVICE.phone}: most questions are settled with a conversation.`,
      ),
    ],
  },
];
