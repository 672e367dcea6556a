// Privacy notice, first half: who is responsible, what we collect and why, whom we share it with.
import { list, p, type Section } from "../types";

export const PRIVACY_DATA: Section[] = [
  {
    id: "who-we-are",
    heading: "Who Is Responsible",
    blocks: [
      p(
        "Atelier is responsible for the personal information collected through this boutique. This notice explains what we collect, why, how long we keep it and the choices you have.",
      ),
    ],
  },
  {
    id: "what-we-collect",
    heading: "What We Collect",
    blocks: [
      list(
        "Your account: civility, first and last name, e-mail address, country, password (stored only in a form that cannot be read back) and whether you subscribed to our newsletter.",
        "Your address book: the addresses you save. As a guest, they stay on your device.",
        "Your orders: the items, shipping and billing addresses, e-mail address and telephone number, and at most the last four digits of the card used. We never keep a full card number or security code.",
        "Your messages: what you send through the contact form, with your name, e-mail address and, if you give it, an order ID.",
        "The newsletter: the e-mail address you subscribe.",
        "Statistics, only with your consent: the address of each page viewed and the time, without anything that identifies you (see our [Cookie Policy](/legal?category=cookie)).",
      ),
    ],
  },
  {
    id: "why-we-use-it",
    heading: "Why We Use It",
    blocks: [
      list(
        "To take, deliver and support your orders, returns and exchanges.",
        "To run your account and answer your messages.",
        "To send the newsletter, only if you asked for it.",
        "To understand which pages are visited, only if you allowed statistics.",
        "To prevent fraud and keep the boutique secure, and to meet our legal and accounting obligations.",
      ),
      p("We do not sell your personal information, and we do not share it for advertising."),
    ],
  },
  {
    id: "sharing",
    heading: "Who Receives It",
    blocks: [
      p(
        "Only the service providers who help us serve you: the carrier who delivers your parcel, the payment providers who process your payment, and the companies that host our systems and send our e-mails. Each receives only what its task requires and may use it for nothing else. We may also disclose information when the law requires it.",
      ),
    ],
  },
  {
    id: "retention",
    heading: "How Long We Keep It",
    blocks: [
      list(
        "Account information: for as long as your account exists.",
        "Orders: for as long as tax and accounting law requires, usually seven years, including cancelled orders.",
        "Messages: up to three years after our last exchange.",
        "Newsletter: until you unsubscribe.",
        "Statistics: up to 25 months, and they identify no one.",
      ),
    ],
  },
];
