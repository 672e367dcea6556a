import { describe, expect, it } from "vitest";
import { US_STATES, US_STATE_CODES, ZIP_PATTERN, usStateName } from "./us-states";

describe("US delivery areas", () => {
  it("lists the 50 states, DC and the five inhabited territories once each, by name", () => {
    expect(US_STATES).toHaveLength(56);
    expect(new Set(US_STATE_CODES).size).toBe(56);
    for (const code of ["DC", "PR", "GU", "VI", "AS", "MP"]) expect(US_STATE_CODES).toContain(code);
    const names = US_STATES.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    expect(usStateName("NY")).toBe("New York");
    expect(usStateName("AE")).toBeUndefined();
  });

  it.each([
    ["10014", true],
    ["10014-2345", true],
    ["00601", true],
    ["1001", false],
    ["100145", false],
    ["10014-234", false],
    ["10014 2345", false],
    ["SW1A 1AA", false],
  ])("ZIP %s → %s", (zip, ok) => {
    expect(ZIP_PATTERN.test(zip)).toBe(ok);
  });
});
