// Client service details shown in the footer, the not-found page, the menu (docs/behaviour.md §2, §8) and every
// e-mail.
export const CLIENT_SERVICE = {
  phone: "+1 (212) 555-0190",
  phoneHref: "tel:+12125550190",
  email: "client.service@atelier.example",
  hours: "Client advisors are available Mon to Sat, 9am to 9pm.",
} as const;
