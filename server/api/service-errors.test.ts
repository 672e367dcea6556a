import { describe, expect, it } from "vitest";
import { ApiError } from "../http/errors";
import { conflict, forbidden, invalid, isNotFound, notFound } from "../services/errors";
import { asApiError } from "./service-errors";

describe("service errors become API errors in one place", () => {
  it.each([
    [invalid("Bad.", { a: "x" }), 400, "bad_request"],
    [notFound(), 404, "not_found"],
    [conflict("Taken."), 409, "conflict"],
    [forbidden(), 403, "forbidden"],
    [conflict("Sold out.", { q: "Sold out." }, "insufficient_stock"), 409, "insufficient_stock"],
  ])("%s → %i %s", (error, status, code) => {
    expect(asApiError(error)).toMatchObject({ status, code, message: error.message, fields: error.fields });
  });

  it("passes an ApiError through and leaves anything else to the 500 answer", () => {
    const api = new ApiError(429, "rate_limited", "Later.");
    expect(asApiError(api)).toBe(api);
    expect(asApiError(new Error("boom"))).toBeNull();
  });

  it("tells a missing record apart for page loaders", () => {
    expect(isNotFound(notFound("No such order."))).toBe(true);
    expect(isNotFound(conflict("No."))).toBe(false);
    expect(isNotFound(new Error("x"))).toBe(false);
  });
});
