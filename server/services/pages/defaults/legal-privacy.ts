// The Privacy Notice as the boutique first published it; the seed's version 1.
import type { PageContent } from "../../../../domain/contracts/pages";

export const legalPrivacy: PageContent = {
  title: "Privacy Notice",
  summary:
    "How Atelier collects, uses and protects your personal information, your rights, and our approach to users under 18.",
  effectiveFrom: "2022-07-01",
  body: `Discretion is part of our craft. We collect only what we need to serve you, keep it safe, and never sell it.

## Who Is Responsible {#who-we-are}

Atelier is responsible for the personal information collected through this boutique. This notice explains what we collect, why, how long we keep it and the choices you have.

## What We Collect {#what-we-collect}

- Your account: civility, first and last name, e-mail address, country, password (stored only in a form that cannot be read back) and whether you subscribed to our newsletter.
- Your address book: the addresses you save. As a guest, they stay on your device.
- Your orders: the items, shipping and billing addresses, e-mail address and telephone number, and at most the last four digits of the card used. We never keep a full card number or security code.
- Your messages: what you send through the contact form, with your name, e-mail address and, if you give it, an order ID.
- The newsletter: the e-mail address you subscribe.
- Statistics, only with your consent: the address of each page viewed and the time, without anything that identifies you (see our [Cookie Policy](/legal?category=cookie)).

## Why We Use It {#why-we-use-it}

- To take, deliver and support your orders, returns and exchanges.
- To run your account and answer your messages.
- To send the newsletter, only if you asked for it.
- To understand which pages are visited, only if you allowed statistics.
- To prevent fraud and keep the boutique secure, and to meet our legal and accounting obligations.

We do not sell your personal information, and we do not share it for advertising.

## Who Receives It {#sharing}

Only the service providers who help us serve you: the carrier who delivers your parcel, the payment providers who process your payment, and the companies that host our systems and send our e-mails. Each receives only what its task requires and may use it for nothing else. We may also disclose information when the law requires it.

## How Long We Keep It {#retention}

- Account information: for as long as your account exists.
- Orders: for as long as tax and accounting law requires, usually seven years, including cancelled orders.
- Messages: up to three years after our last exchange.
- Newsletter: until you unsubscribe.
- Statistics: up to 25 months, and they identify no one.

## Your Choices and Rights {#your-rights}

- See and correct your details at any time under My Account, or ask us for a copy of what we hold about you.
- Delete your account from your profile; your orders are then kept only as the law requires.
- Unsubscribe from the newsletter from your profile or by writing to us.
- Change your cookie choices at any time from our [Cookie Policy](/legal?category=cookie).

Residents of California and of other states with privacy laws may also ask to know, correct or delete the personal information we hold and to receive it in a portable form. We will not treat you differently for using these rights. We answer every request within 45 days.

## Users Under 18 {#under-18}

The boutique is intended for adults. You must be 18 or older to create an account or place an order, and we do not knowingly collect personal information from anyone under 18.

If you are under 18, please do not send us your personal information, and ask a parent or guardian to shop for you. If you believe a person under 18 has given us their information, contact us and we will delete it.

## Security {#security}

Your information travels over encrypted connections, passwords are stored in a form that cannot be read back, and only the people who need your information to serve you can see it. No system is perfectly secure, so please choose a strong password and keep it to yourself.

## Changes to This Notice {#changes}

When this notice changes, we publish the new version here with its date. If a change matters for how we use your information, we will tell you before it applies.

## Contact {#contact}

For any question or request about your personal information, write to us through the [contact form](/contact), by e-mail at client.service@atelier.example, or call +1 (212) 555-0190.
`,
};
