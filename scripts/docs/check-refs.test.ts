import path from "node:path";
import { describe, expect, it } from "vitest";
import { behaviourSections, checkRepository, checkText } from "./check-refs.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const sections = behaviourSections("# B\n\n## 1. One\n\n### Sub\n\n## 2. Two\n");

describe("reference check", () => {
  it("reads the section numbers of the behaviour reference", () => {
    expect([...sections]).toEqual([1, 2]);
  });

  it("refuses a citation of a section that does not exist, also inside a list", () => {
    const problems = checkText("a.ts", "// see docs/behaviour.md §2, §7\n// behaviour §1 is fine", sections);
    expect(problems).toEqual([
      { file: "a.ts", line: 1, text: "behaviour.md §2, §7", why: "no §7 in docs/behaviour.md" },
    ]);
  });

  it("refuses a SPEC citation the re-pointing could not resolve", () => {
    expect(checkText("a.ts", "// SPEC §12", sections).map((p) => p.why)).toEqual([
      "no §12 in docs/behaviour.md (where SPEC citations are re-pointed)",
    ]);
  });

  it("refuses a pointer to the notes beside the repository", () => {
    const text = ["See shared/SPEC.md.", "And shared/DESIGN.md too."].join("\n");
    expect(checkText("README.md", text, sections).map((p) => p.line)).toEqual([1, 2]);
  });

  it("in strict mode also refuses SPEC and DESIGN citations, and tracker numbers in docs", () => {
    const text = "SPEC §1; DESIGN deviation 3; (SPEC: rule) issue 6";
    expect(checkText("x.md", text, sections)).toEqual([]);
    expect(checkText("x.md", text, sections, { strict: true }).map((p) => p.text)).toEqual([
      "SPEC §",
      "DESIGN deviation",
      "deviation 3",
      "(SPEC:",
      "issue 6",
    ]);
    expect(checkText("x.ts", "// issue 6", sections, { strict: true })).toEqual([]);
  });

  it("finds nothing wrong in this repository, strictly: every citation points inside it", () => {
    expect(checkRepository(root, { strict: true })).toEqual([]);
  });
});
