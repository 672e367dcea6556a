import { describe, expect, it } from "vitest";
import * as messages from "./messages";

describe("messages", () => {
  it("match the spec word for word", () => {
    expect(messages.SIGN_IN_USER_NOT_FOUND).toBe("User not found. Please register if you're not already.");
    expect(messages.SIGN_IN_WRONG_PASSWORD).toBe(
      "Invalid password. Remember that password is case-sensitive. Please try again.",
    );
    expect(messages.SIGN_IN_MISSING_FIELDS).toBe("Please enter your email / password.");
    expect(messages.SOMETHING_WENT_WRONG).toBe("Something went wrong.");
    expect(messages.REGISTER_INVALID_EMAIL).toBe("Something is wrong with the email address.");
    expect(messages.REGISTER_EMAIL_IN_USE).toBe("E-mail address is in use.");
    expect(messages.REGISTER_WEAK_PASSWORD).toBe("Password must be at least 6 characters long.");
    expect(messages.REQUIRED_FIELDS_MESSAGE).toBe("Please make sure to fill and check the required fields.");
    expect(messages.FORGOT_PASSWORD_FAILURE).toBe(
      "E-Mail address might not be registered or there is a typo / misspell. Please try again.",
    );
    expect(messages.CHANGE_PASSWORD_FAILURE).toBe("Oops... There is an error. Please try again.");
    expect(messages.EMPTY_BAG).toBe("Your shopping bag is empty");
    expect(messages.CONTINUE_SHOPPING).toBe("Continue Shopping");
    expect(messages.EMPTY_CATEGORY).toBe("Sorry, no products have been found in this category.");
    expect(messages.EMPTY_ORDERS).toBe("You haven't ordered anything yet.");
    expect(messages.NOT_FOUND_TITLE).toBe("Page Not Found");
    expect(messages.NOT_FOUND_HEADING).toBe("SORRY, WE COULDN'T FIND THE PAGE YOU ARE LOOKING FOR.");
    expect(messages.NOT_FOUND_TEXT).toBe(
      "The page may have been removed, changed or it is temporarily unavailable.",
    );
    expect(messages.CONTACT_SUCCESS).toBe(
      "Successfully sent! Our support team will respond within 1-2 working days. Be sure to check out your e-mail.",
    );
    expect(messages.PLEASE_WAIT).toBe("Please wait...");
    expect(messages.LOADING).toBe("Loading...");
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
