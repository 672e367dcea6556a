// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { forgetKeptContact, keepContact, readKeptContact } from "./kept-contact";

describe("the checkout's contact details kept in the tab", () => {
  beforeEach(() => sessionStorage.clear());

  it("gives back what was typed, and nothing once both are empty or it is forgotten", () => {
    keepContact({ email: "ada@example.com", phoneNumber: "+1 212 555 0100" }, false);
    expect(readKeptContact(false)).toEqual({ email: "ada@example.com", phoneNumber: "+1 212 555 0100" });
    keepContact({ email: "", phoneNumber: "" }, false);
    expect(sessionStorage.length).toBe(0);
    keepContact({ email: "a@b.co", phoneNumber: "" }, false);
    forgetKeptContact();
    expect(readKeptContact(false)).toBeNull();
  });

  it("is not offered to whoever checks out next signed in when it was typed signed out, or the reverse", () => {
    keepContact({ email: "", phoneNumber: "+1 212 555 0100" }, true);
    expect(readKeptContact(false)).toBeNull();
    // Forgotten, not only hidden: signing back in does not bring it back either.
    expect(readKeptContact(true)).toBeNull();
  });

  it("never holds a card field, and reads only well-formed, bounded values", () => {
    keepContact({ email: "a@b.co", phoneNumber: "1", cardNumber: "4242" } as never, true);
    expect(sessionStorage.getItem("checkoutContact")).not.toContain("4242");
    expect(readKeptContact(true)).toEqual({ email: "a@b.co", phoneNumber: "1" });
    for (const bad of ["{", "null", "[]", '{"email":1,"phoneNumber":"2"}']) {
      sessionStorage.setItem("checkoutContact", bad);
      expect(readKeptContact(true)).toBeNull();
    }
    sessionStorage.setItem(
      "checkoutContact",
      JSON.stringify({ email: "x".repeat(999), phoneNumber: "9".repeat(99), signedIn: false }),
    );
    expect(readKeptContact(false)).toEqual({ email: "x".repeat(254), phoneNumber: "9".repeat(40) });
  });
});
