import { describe, expect, it } from "vitest";
import { ApiClientError } from "../../../sdk/client";
import { signInFailure, signUpFailure } from "./auth-errors";

describe("signInFailure", () => {
  it("marks both fields for an unknown user and only the password for a wrong one (docs/behaviour.md §8)", () => {
    expect(signInFailure(new ApiClientError(401, "USER_NOT_FOUND", "x"))).toEqual({
      message: "User not found. Please register if you're not already.",
      errors: { email: "", password: "" },
    });
    expect(signInFailure(new ApiClientError(401, "INVALID_PASSWORD", "x"))).toEqual({
      message: "Invalid password. Remember that password is case-sensitive. Please try again.",
      errors: { password: "" },
    });
  });

  it("shows the throttle's own words and 'Something went wrong.' otherwise", () => {
    expect(signInFailure(new ApiClientError(429, "TOO_MANY_ATTEMPTS", "Try again in 15 minutes."))).toEqual({
      message: "Try again in 15 minutes.",
      errors: {},
    });
    expect(signInFailure(new TypeError("Failed to fetch")).message).toBe("Something went wrong.");
    expect(signInFailure(new ApiClientError(500, "internal", "x")).message).toBe("Something went wrong.");
  });
});

describe("signUpFailure", () => {
  it.each([
    [
      new ApiClientError(422, "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL", "x"),
      "E-mail address is in use.",
      "email",
    ],
    [new ApiClientError(400, "INVALID_EMAIL", "x"), "Something is wrong with the email address.", "email"],
    [
      new ApiClientError(400, "PASSWORD_TOO_SHORT", "x"),
      "Password must be at least 6 characters long.",
      "password",
    ],
    [
      new ApiClientError(400, "bad_request", "x", { email: "Invalid" }),
      "Something is wrong with the email address.",
      "email",
    ],
    [
      new ApiClientError(400, "bad_request", "x", { "address.lastName": "Required" }),
      "Please make sure to fill and check the required fields.",
      "address",
    ],
  ])("maps %o", (error, message, field) => {
    expect(signUpFailure(error)).toEqual({ message, errors: { [field]: "" } });
  });

  it("says 'Something went wrong.' for anything else", () => {
    expect(signUpFailure(new ApiClientError(500, "internal", "x"))).toEqual({
      message: "Something went wrong.",
      errors: {},
    });
  });
});
