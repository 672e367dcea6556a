import { describe, expect, it } from "vitest";
import {
  ACCEPT_ALL,
  COOKIE_CATEGORIES,
  DEFAULT_CHOICES,
  confirmChoices,
  isAllowed,
  isCookieCategory,
  parseStoredConsent,
  serializeConsent,
} from "./consent";

describe("parseStoredConsent", () => {
  it("reads the three stored booleans", () => {
    const raw = '{"preferences":false,"statistics":true,"marketing":false}';
    expect(parseStoredConsent(raw)).toEqual({ preferences: false, statistics: true, marketing: false });
  });

  it("drops keys the spec does not name", () => {
    const raw = '{"preferences":true,"statistics":true,"marketing":true,"necessary":false,"x":1}';
    expect(parseStoredConsent(raw)).toEqual(ACCEPT_ALL);
  });

  it.each([
    ["nothing stored", null],
    ["not JSON", "{oops"],
    ["JSON null", "null"],
    ["an array", "[true,true,true]"],
    ["a string", '"yes"'],
    ["a missing category", '{"preferences":true,"statistics":true}'],
    ["a non-boolean value", '{"preferences":"true","statistics":true,"marketing":true}'],
    ["a number for a boolean", '{"preferences":1,"statistics":1,"marketing":1}'],
  ])("treats %s as no consent yet", (_label, raw) => {
    expect(parseStoredConsent(raw)).toBeNull();
  });

  it("round-trips what serializeConsent writes", () => {
    const consent = { preferences: true, statistics: false, marketing: true };
    expect(parseStoredConsent(serializeConsent(consent))).toEqual(consent);
  });
});

describe("choices", () => {
  it("OK and Accept All turn every optional category on", () => {
    expect(ACCEPT_ALL).toEqual({ preferences: true, statistics: true, marketing: true });
  });

  it("optional categories are off by default", () => {
    expect(DEFAULT_CHOICES).toEqual({ preferences: false, statistics: false, marketing: false });
    expect(confirmChoices({})).toEqual(DEFAULT_CHOICES);
  });

  it("Confirm My Choices stores the toggles as they stand", () => {
    expect(confirmChoices({ statistics: true })).toEqual({
      preferences: false,
      statistics: true,
      marketing: false,
    });
  });

  it("serializes exactly the spec's three keys", () => {
    const extra = { ...ACCEPT_ALL, necessary: true } as typeof ACCEPT_ALL;
    expect(JSON.parse(serializeConsent(extra))).toEqual(ACCEPT_ALL);
  });
});

describe("isAllowed", () => {
  it("always allows necessary cookies, even with nothing stored or everything refused", () => {
    expect(isAllowed(null, "necessary")).toBe(true);
    expect(isAllowed(DEFAULT_CHOICES, "necessary")).toBe(true);
  });

  it("allows an optional category only when it was chosen", () => {
    expect(isAllowed(null, "statistics")).toBe(false);
    expect(isAllowed({ ...DEFAULT_CHOICES, statistics: true }, "statistics")).toBe(true);
    expect(isAllowed({ ...DEFAULT_CHOICES, statistics: true }, "marketing")).toBe(false);
  });

  it("knows the four categories, necessary first", () => {
    expect(COOKIE_CATEGORIES).toEqual(["necessary", "preferences", "statistics", "marketing"]);
    expect(isCookieCategory("statistics")).toBe(true);
    expect(isCookieCategory("advertising")).toBe(false);
  });
});
