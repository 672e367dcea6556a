// General Terms and Conditions of Sale, sections 1–6: who we are, who may buy, products, prices,
// order limits and how an order is formed.
import { CLIENT_SERVICE } from "../../shell/client-service";
import { list, p, type Section } from "../types";

export const TERMS_ORDERS: Section[] = [
  {
    id: "scope",
    heading: "Scope",
    blocks: [
      p(
        "These General Terms and Conditions of Sale govern every purchase made on the Atelier online boutique, whether you shop as a guest or with an account. By placing an order you confirm that you have read them and accept them as they stand on the day of your order.",
      ),
      p(
        "They sit alongside our [Return Policy](/legal?category=return), our [Privacy Notice](/legal?category=privacy) and our [Cookie Policy](/legal?category=cookie). Where a question is answered in more detail in one of those documents, the two are meant to be read together.",
      ),
    ],
  },
  {
    id: "seller",
    heading: "The Seller",
    blocks: [
      p(
        "Products offered on this website are sold by Atelier (“Atelier”, “we”, “us”). Our client advisors answer questions about products, orders and these terms Monday to Saturday, 9am to 9pm (Eastern Time).",
      ),
      list(
        `By telephone: ${CLIENT_SERVICE.phone}`,
        `By e-mail: ${CLIENT_SERVICE.email}`,
        "In writing: through the [contact form](/contact)",
      ),
    ],
  },
  {
    id: "customers",
    heading: "Who May Buy",
    blocks: [
      p(
        "The boutique sells to private customers for their personal use. You must be at least 18 years old and able to enter into a binding contract to place an order. We do not sell to resellers, and we may decline orders that appear to be placed for resale.",
      ),
      p(
        "You may buy as a guest or create an account. An account keeps your address book and order history in one place; you are responsible for keeping your password confidential and for everything done with your account.",
      ),
    ],
  },
  {
    id: "products",
    heading: "Products and Availability",
    blocks: [
      p(
        "We describe every piece as faithfully as we can: its materials, details and sizes are given on its product page. Colours can look slightly different from one screen to another, and pieces made from natural materials such as leather, wool or silk carry small variations that are part of their character, not defects.",
      ),
      p(
        "Each size shows its own status: available, out of stock, coming soon (you may ask to be told when it arrives) or pre-order, with the date from which it will ship. Only available and pre-order sizes can be ordered.",
      ),
    ],
  },
  {
    id: "prices",
    heading: "Prices",
    blocks: [
      p(
        "Prices are shown in United States dollars and include standard shipping, which is always free. Any sales tax due on your order is shown in the order summary before you confirm it, and the total you see there is the total you pay.",
      ),
      p(
        "The price that applies is the one shown when you place your order. Your bag does not hold a price: if a price changes before you check out, the new price appears in your summary. Should an obvious error slip into a price, we will tell you before shipping and you may confirm the order at the correct price or cancel it free of charge.",
      ),
    ],
  },
  {
    id: "order-limits",
    heading: "Order Limits",
    blocks: [
      p(
        "So that as many clients as possible can enjoy each collection, an order may contain at most two identical products (the same piece in the same size and colour) and at most ten items in total. Some pieces carry a lower limit, shown on their product page and in your bag.",
      ),
      p(
        "We may cancel orders that, together, are placed to get around these limits. You will be told by e-mail and nothing will be charged.",
      ),
    ],
  },
];
