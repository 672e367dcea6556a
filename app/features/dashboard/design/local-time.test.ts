import { describe, expect, it } from "vitest";
import { fromLocalInput, toLocalInput } from "./local-time";

describe("datetime-local conversion", () => {
  it("round-trips an instant through the local input value", () => {
    const iso = new Date(2026, 11, 1, 9, 30).toISOString();
    expect(toLocalInput(iso)).toBe("2026-12-01T09:30");
    expect(fromLocalInput("2026-12-01T09:30")).toBe(iso);
  });
  it("treats empty as none", () => {
    expect(toLocalInput(null)).toBe("");
    expect(fromLocalInput("")).toBeNull();
    expect(fromLocalInput("nonsense")).toBeNull();
  });
});
