import { describe, expect, it } from "vitest";
import * as messages from "./messages";

describe("messages", () => {
  // docs/behaviour.md wording, one row a message.
  const exact: [keyof typeof messages, string][] = [
    ["SIGN_IN_USER_NOT_FOUND", "User not found. Please register if you're not already."],
    [
      "SIGN_IN_WRONG_PASSWORD",
      "Invalid password. Remember that password is case-sensitive. Please try again.",
    ],
    ["SIGN_IN_MISSING_FIELDS", "Please enter your email / password."],
    ["SOMETHING_WENT_WRONG", "Something went wrong."],
    ["REGISTER_INVALID_EMAIL", "Something is wrong with the email address."],
    ["REGISTER_EMAIL_IN_USE", "E-mail address is in use."],
    ["REGISTER_WEAK_PASSWORD", "Password must be at least 6 characters long."],
    ["REQUIRED_FIELDS_MESSAGE", "Please make sure to fill and check the required fields."],
    [
      "FORGOT_PASSWORD_FAILURE",
      "E-Mail address might not be registered or there is a typo / misspell. Please try again.",
    ],
    ["CHANGE_PASSWORD_FAILURE", "Oops... There is an error. Please try again."],
    ["EMPTY_BAG", "Your shopping bag is empty"],
    ["CONTINUE_SHOPPING", "Continue Shopping"],
    ["EMPTY_CATEGORY", "Sorry, no products have been found in this category."],
    ["EMPTY_ORDERS", "You haven't ordered anything yet."],
    ["NOT_FOUND_TITLE", "Page Not Found"],
    ["NOT_FOUND_HEADING", "SORRY, WE COULDN'T FIND THE PAGE YOU ARE LOOKING FOR."],
    ["NOT_FOUND_TEXT", "The page may have been removed, changed or it is temporarily unavailable."],
    [
      "CONTACT_SUCCESS",
      "Successfully sent! Our support team will respond within 1-2 working days. Be sure to check out your e-mail.",
    ],
    ["PLEASE_WAIT", "Please wait..."],
    ["LOADING", "Loading..."],
  ];

  it("match the spec word for word", () => {
    for (const [name, text] of exact) expect(messages[name], name).toBe(text);
  });

  it("fill in the e-mail and the search term", () => {
    expect(messages.forgotPasswordSuccess("jane@example.com")).toBe(
      "Password reset e-mail has been successfully sent to your address jane@example.com. Please check your mailbox.",
    );
    expect(messages.emptySearch("wool coat")).toBe(
      'Sorry, no results for "wool coat", please try again differently.',
    );
  });

  it("use straight apostrophes and quotes only", () => {
    for (const value of Object.values(messages)) {
      const text = typeof value === "function" ? value("x") : value;
      expect(text).not.toMatch(/[\u2018\u2019\u201C\u201D]/);
    }
  });
});
