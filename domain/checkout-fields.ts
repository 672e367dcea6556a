// The longest value each of the checkout's own fields takes (the addresses have theirs in the
// address rules): the contract refuses more, and the form's inputs take no more, so a shopper
// never meets the refusal. No zod here: the checkout page imports it.

export const CHECKOUT_MAX_LENGTH = {
  email: 254,
  phoneNumber: 40,
  cardNumber: 40,
  expMonth: 4,
  expYear: 6,
  cvv: 6,
} as const;
