import { describe, expect, it } from "vitest";
import { EMPTY_REGISTRATION, checkRegistration, type RegisterValues } from "./register-values";

const filled: RegisterValues = {
  ...EMPTY_REGISTRATION,
  civility: "civility3",
  firstName: "  Élodie  ",
  lastName: "Marchand    Roy",
  email: " Elodie@Example.com ",
  password: " pass word ",
  country: "FRA",
  privacyAgreement: true,
  ageConfirmed: true,
};

const REQUIRED = [
  "civility",
  "firstName",
  "lastName",
  "email",
  "password",
  "country",
  "privacyAgreement",
  "ageConfirmed",
] as const;

describe("checkRegistration", () => {
  it("marks every missing required field with the shared message", () => {
    const result = checkRegistration({
      ...EMPTY_REGISTRATION,
      firstName: "   ",
      subscriptionAgreement: true,
    });
    expect(result).toEqual({
      failure: {
        message: "Please make sure to fill and check the required fields.",
        // Every required field, each marked without a message of its own.
        errors: Object.fromEntries(REQUIRED.map((name) => [name, ""])),
      },
    });
  });

  it("checks the e-mail's form and the password's length after the required fields", () => {
    expect(checkRegistration({ ...filled, email: "not-an-email" })).toEqual({
      failure: { message: "Something is wrong with the email address.", errors: { email: "" } },
    });
    expect(checkRegistration({ ...filled, password: "12345" })).toEqual({
      failure: { message: "Password must be at least 6 characters long.", errors: { password: "" } },
    });
  });

  it("marks a refused value with the shared message when nothing is blank", () => {
    expect(checkRegistration({ ...filled, civility: "civility9", country: "FR" })).toEqual({
      failure: {
        message: "Please make sure to fill and check the required fields.",
        errors: { civility: "", country: "" },
      },
    });
  });

  it("collapses the text fields but sends the password exactly as typed", () => {
    expect(checkRegistration(filled)).toEqual({
      body: {
        civility: "civility3",
        firstName: "Élodie",
        lastName: "Marchand Roy",
        email: "elodie@example.com",
        password: " pass word ",
        country: "FRA",
        subscriptionAgreement: false,
        privacyAgreement: true,
        ageConfirmed: true,
        rememberMe: true,
      },
    });
  });
});
