// Field limits of the contact form, apart from the zod contract so the browser can read them
// (for maxLength) without shipping zod to the shop.
export const CONTACT_LIMITS = {
  subject: 200,
  firstName: 100,
  lastName: 100,
  email: 254,
  orderId: 20,
  message: 5000,
} as const;

export const PAGE_PATH_MAX = 300;
