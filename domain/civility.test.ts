import { describe, expect, it } from "vitest";
import { CIVILITIES, CIVILITY_LABELS, civilitySchema, isCivility } from "./civility";

describe("civility", () => {
  it("has four codes with the spec's labels, in order", () => {
    expect(CIVILITIES.map((c) => [c, CIVILITY_LABELS[c]])).toEqual([
      ["civility1", "Mr."],
      ["civility2", "Miss/Mrs/Ms"],
      ["civility3", "Mx"],
      ["civility4", "Prefer not to say"],
    ]);
  });

  it("accepts only the four codes", () => {
    expect(civilitySchema.parse("civility3")).toBe("civility3");
    expect(civilitySchema.safeParse("civility5").success).toBe(false);
    expect(civilitySchema.safeParse("Mr.").success).toBe(false);
    expect(civilitySchema.safeParse("").success).toBe(false);
    expect(isCivility("civility1")).toBe(true);
    expect(isCivility("toString")).toBe(false);
    expect(isCivility(1)).toBe(false);
  });
});
