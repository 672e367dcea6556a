// User-visible texts of docs/behaviour.md §8, word for word (straight apostrophes, as in the spec). Messages
// that belong to one rule live beside it: LIMIT_REACHED in bag.ts, NO_ADDRESSES in
// address-book.ts, the coupon messages in coupon.ts.

// The shop frame's own (the not-found and error views every page can show) are in
// frame-messages.ts, so that every page's JavaScript carries those and not all of these.
export * from "./frame-messages";

/** A required e-mail field left blank (newsletter, Notify me, forgot password, a guest's checkout). */
export const ENTER_EMAIL = "Please enter your e-mail address.";

// Sign in
export const SIGN_IN_USER_NOT_FOUND = "User not found. Please register if you're not already.";
export const SIGN_IN_WRONG_PASSWORD =
  "Invalid password. Remember that password is case-sensitive. Please try again.";
export const SIGN_IN_MISSING_FIELDS = "Please enter your email / password.";

// Register and profile
export const REGISTER_INVALID_EMAIL = "Something is wrong with the email address.";
export const REGISTER_EMAIL_IN_USE = "E-mail address is in use.";
export const REGISTER_WEAK_PASSWORD = "Password must be at least 6 characters long.";
/** Register, Edit Profile and the address forms. */
export const REQUIRED_FIELDS_MESSAGE = "Please make sure to fill and check the required fields.";

// Passwords
export const FORGOT_PASSWORD_FAILURE =
  "E-Mail address might not be registered or there is a typo / misspell. Please try again.";
export function forgotPasswordSuccess(email: string): string {
  return `Password reset e-mail has been successfully sent to your address ${email}. Please check your mailbox.`;
}
export const CHANGE_PASSWORD_FAILURE = "Oops... There is an error. Please try again.";

// Empty states
export const EMPTY_BAG = "Your shopping bag is empty";
export const CONTINUE_SHOPPING = "Continue Shopping";
export const EMPTY_CATEGORY = "Sorry, no products have been found in this category.";
export const EMPTY_ORDERS = "You haven't ordered anything yet.";
export function emptySearch(term: string): string {
  return `Sorry, no results for "${term}", please try again differently.`;
}

// Contact
export const CONTACT_SUCCESS =
  "Successfully sent! Our support team will respond within 1-2 working days. Be sure to check out your e-mail.";

// Busy states shared by many buttons
export const PLEASE_WAIT = "Please wait...";
export const SHOW_MORE = "Show More";
