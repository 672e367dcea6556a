// The Cookie Policy as the boutique first published it; the seed's version 1.
import type { PageContent } from "../../../../domain/contracts/pages";

export const legalCookie: PageContent = {
  title: "Cookie Policy",
  summary:
    "How Atelier uses cookies and local storage: necessary, preferences, statistics and marketing categories, and how to change your choice.",
  effectiveFrom: "2022-07-01",
  body: `This policy explains which cookies and similar technologies the Atelier boutique uses, why, and how you stay in control of them. Only what the boutique needs to work is used without your consent.

## What Cookies Are {#what-are-cookies}

A cookie is a small text file a website asks your browser to keep. Local storage works in a similar way, but its contents stay on your device and are never sent to us unless the site reads them. In this policy, “cookies” covers both.

## The Categories We Use {#categories}

Necessary cookies are always on: without them you could not sign in, keep a shopping bag or check out. They need no consent and cannot be switched off from our settings.

Preferences cookies remember choices that make your visits more comfortable, such as details you chose to keep for next time. Statistics cookies let us count, anonymously, which pages are visited, so we know what to improve. Marketing cookies would let us tailor our communications and measure our campaigns. Preferences, statistics and marketing are off until you allow them.

## What We Store {#what-we-store}

Everything the boutique stores today is necessary: it keeps you signed in and remembers your bag, your addresses as a guest, your coupon and your cookie choices.

**Necessary cookies and local storage**

| Name | Purpose | Kept |
| --- | --- | --- |
| Session cookie | Keeps you signed in securely | Until you sign out, at most 30 days |
| shoppingBagList | The contents of your shopping bag | Until you empty the bag |
| addressBook_guest | Addresses you saved as a guest | Until you remove them |
| couponCode | The coupon applied to your bag | Until removed or used |
| isAuth | Whether you are signed in, for the page header | Until you sign out |
| cookieConsent | Your cookie choices | Until you change them |

We do not place third-party cookies, and we do not use advertising networks or social media trackers.

## Our Own Statistics {#statistics}

With statistics consent, your browser tells our own server which page you opened. We record the page's address, without its query string, and the time: no IP address, no browser details, no referring site and nothing that identifies you. Without that consent, nothing is recorded at all. These figures never leave Atelier.

## Changing Your Choice {#your-choice}

On your first visit, a banner asks for your choice. OK and Accept All allow every category; Settings lets you allow each one separately and save with Confirm My Choices. You can change your mind at any time, and withdrawing consent is as easy as giving it:

{{cookie-settings}}

You can also delete cookies and site data in your browser's settings. The boutique will then ask for your choice again, and a guest's bag and saved addresses will be emptied.

## Questions {#questions}

For anything about cookies or your personal information, please write to us through the [contact form](/contact) or read our [Privacy Notice](/legal?category=privacy).
`,
};
