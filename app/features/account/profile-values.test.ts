import { describe, expect, it } from "vitest";
import { checkProfile, type ProfileValues } from "./profile-values";

const REQUIRED = "Please make sure to fill and check the required fields.";
const filled: ProfileValues = {
  civility: "civility2",
  firstName: "  Élodie ",
  lastName: "Marchand   Roy",
  country: " fra ",
  subscriptionAgreement: true,
};

describe("checkProfile", () => {
  it("marks the blank required fields with the shared message", () => {
    expect(checkProfile({ ...filled, civility: "", lastName: "   ", country: "" })).toEqual({
      failure: { message: REQUIRED, errors: { civility: "", lastName: "", country: "" } },
    });
  });

  it("marks a refused value when nothing is blank", () => {
    expect(checkProfile({ ...filled, civility: "civility9", firstName: "x".repeat(101) })).toEqual({
      failure: { message: REQUIRED, errors: { civility: "", firstName: "" } },
    });
  });

  it("gives the collapsed body", () => {
    expect(checkProfile(filled)).toEqual({
      body: {
        civility: "civility2",
        firstName: "Élodie",
        lastName: "Marchand Roy",
        country: "FRA",
        subscriptionAgreement: true,
      },
    });
  });
});
