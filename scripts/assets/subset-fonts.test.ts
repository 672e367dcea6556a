import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  FACES,
  LATIN,
  OUT_DIR,
  corePoints,
  fileBase,
  fontsCss,
  formatRange,
  parseRange,
  restPoints,
  subsetFace,
} from "./subset-fonts.mjs";

describe("font subsets", () => {
  it("reads and writes unicode-range lists", () => {
    expect(parseRange("U+0041-0043,U+00E9")).toEqual([0x41, 0x42, 0x43, 0xe9]);
    expect(formatRange([0x41, 0x42, 0x43, 0xe9, 0x2013, 0x2014])).toBe("U+0041-0043,U+00E9,U+2013-2014");
    expect(parseRange(formatRange(parseRange(LATIN)))).toEqual(parseRange(LATIN));
  });

  it("splits Latin into a core and a rest that never overlap and leave out only control characters", () => {
    const core = corePoints();
    const rest = restPoints();
    expect(core.filter((c) => rest.includes(c))).toEqual([]);
    const covered = new Set([...core, ...rest]);
    const missing = parseRange(LATIN).filter((c) => !covered.has(c));
    expect(missing.every((c) => c < 0x20 || (c >= 0x7f && c < 0xa0))).toBe(true);
    for (const c of "AZaz09 €’—éêÊÉçÇ") expect(core).toContain(c.codePointAt(0));
    for (const c of "øñß") expect(rest).toContain(c.codePointAt(0));
  });

  it("has fonts.css declare, per face, the whole file for the rest and the core file for the core", () => {
    const css = fontsCss();
    expect(readFileSync(path.join(OUT_DIR, "fonts.css"), "utf8")).toBe(css);
    expect(css.match(/@font-face/g)).toHaveLength(FACES.length * 2);
    for (const face of FACES) expect(css).toContain(`url("./${fileBase(face)}-core.woff2")`);
    expect(css).toContain(`unicode-range: ${formatRange(corePoints())};`);
    expect(css).toContain(`unicode-range: ${formatRange(restPoints())};`);
  });

  it("keeps the committed core files as the script writes them", async () => {
    for (const face of FACES) {
      const committed = readFileSync(path.join(OUT_DIR, `${fileBase(face)}-core.woff2`));
      expect((await subsetFace(face)).equals(committed), fileBase(face)).toBe(true);
    }
  });

  it("keeps the preloaded Cormorant 400 within one round trip of a new connection (14.6 KB with headers)", () => {
    const size = readFileSync(path.join(OUT_DIR, "cormorant-garamond-400-normal-core.woff2")).length;
    expect(size).toBeLessThanOrEqual(14_600 - 400);
  });
});
