import { describe, expect, it } from "vitest";
import { buildIndex } from "./catalogue-index";
import { splitCompounds } from "./compounds";
import { makeRow, random } from "./test-catalogue";

const rnd = random(7);
const row = (id: string, title: string[]) => ({
  ...makeRow(id, rnd),
  title,
  tags: [],
  materials: [],
  description: [],
});
const index = buildIndex(
  [row("a", ["trench", "coat", "cotton"]), row("b", ["cashmere", "scarf"]), row("c", ["wool", "coat"])],
  new Map(),
);
// Stems as PostgreSQL's english stemmer gives them for these words: the words themselves.
const split = (...raw: string[]) =>
  splitCompounds(
    index,
    raw.map((w) => ({ raw: w, stem: w })),
    (w) => w,
  ).map((w) => w.raw);

describe("splitCompounds", () => {
  it("splits a word the catalogue lacks into two words it has", () => {
    expect(split("trenchcoat")).toEqual(["trench", "coat"]);
    expect(split("woolcoat", "scarf")).toEqual(["wool", "coat", "scarf"]);
  });
  it("splits a compound with a slip in one half, one half known and the other completed or corrected", () => {
    expect(split("trenchcot")).toEqual(["trench", "cot"]);
    expect(split("trenchcoaat")).toEqual(["trench", "coaat"]);
  });
  it("leaves a known word, a plain typo and a word nothing fits as they are", () => {
    expect(split("cashmere")).toEqual(["cashmere"]);
    expect(split("cashmre")).toEqual(["cashmre"]);
    expect(split("zzzzzzzz")).toEqual(["zzzzzzzz"]);
  });
});
