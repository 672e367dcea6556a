import { describe, expect, it } from "vitest";
import { isContactField, missingFields, type ContactValues } from "./contact-fields";

const FILLED: ContactValues = {
  subject: "Sizing",
  firstName: "Jane",
  lastName: "Doe",
  email: "jane@example.com",
  orderId: "",
  message: "Hello",
};

describe("missingFields", () => {
  it("accepts a form whose only empty field is the optional order ID", () => {
    expect(missingFields(FILLED)).toEqual([]);
  });

  it("names every required field that is empty or only whitespace, in form order", () => {
    const values = { ...FILLED, subject: "  ", email: "", message: "\n\t" };
    expect(missingFields(values)).toEqual(["subject", "email", "message"]);
  });

  it("knows the form's field names", () => {
    expect(isContactField("orderId")).toBe(true);
    expect(isContactField("_")).toBe(false);
  });
});
