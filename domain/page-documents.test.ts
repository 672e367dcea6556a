import { describe, expect, it } from "vitest";
import { effectiveFromLabel, updatedLabel } from "./page-documents";

describe("a document's date line", () => {
  it("says when a legal document takes effect, the date in words", () => {
    expect(effectiveFromLabel("2022-07-01")).toBe("Effective from July 1, 2022");
    expect(effectiveFromLabel("2026-12-31")).toBe("Effective from December 31, 2026");
  });

  it("says when an FAQ was updated", () => {
    expect(updatedLabel("2022-07-01")).toBe("Updated July 1, 2022");
  });
});
