// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { forgetKeptContact, keepContact, readKeptContact } from "./kept-contact";

describe("the checkout's contact details kept in the tab", () => {
  beforeEach(() => sessionStorage.clear());

  it("gives back what was typed, and nothing once both are empty or it is forgotten", () => {
    keepContact({ email: "ada@example.com", phoneNumber: "+1 212 555 0100" });
    expect(readKeptContact()).toEqual({ email: "ada@example.com", phoneNumber: "+1 212 555 0100" });
    keepContact({ email: "", phoneNumber: "" });
    expect(sessionStorage.length).toBe(0);
    keepContact({ email: "a@b.co", phoneNumber: "" });
    forgetKeptContact();
    expect(readKeptContact()).toBeNull();
  });

  it("never holds a card field, and reads only well-formed, bounded values", () => {
    keepContact({ email: "a@b.co", phoneNumber: "1", cardNumber: "4242" } as never);
    expect(sessionStorage.getItem("checkoutContact")).not.toContain("4242");
    expect(readKeptContact()).toEqual({ email: "a@b.co", phoneNumber: "1" });
    for (const bad of ["{", "null", "[]", '{"email":1,"phoneNumber":"2"}']) {
      sessionStorage.setItem("checkoutContact", bad);
      expect(readKeptContact()).toBeNull();
    }
    sessionStorage.setItem(
      "checkoutContact",
      JSON.stringify({ email: "x".repeat(999), phoneNumber: "9".repeat(99) }),
    );
    expect(readKeptContact()).toEqual({ email: "x".repeat(254), phoneNumber: "9".repeat(40) });
  });
});
