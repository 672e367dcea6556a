import { describe, expect, it } from "vitest";
import { hasChanges } from "../leave-guard";
import { toInput } from "./check-draft";
import { addImage, removeImage, removeSize, toggleColor, toggleSubCategory } from "./draft-edits";
import { emptyDraft, emptySize } from "./form-model";

describe("draft edits", () => {
  it("keeps colours in palette order and makes the first colour with pictures the base", () => {
    let d = toggleColor(emptyDraft(), "black", true);
    d = toggleColor(d, "ivory", true);
    expect(d.colors.map((c) => c.code)).toEqual(["ivory", "black"]);
    d = addImage(d, "black", "u/1");
    d = addImage(d, "ivory", "u/2");
    expect(d.baseImagesColor).toBe("black");
  });

  it("takes a colour out of the sizes and the base when it loses its last picture or is unticked", () => {
    let d = addImage(toggleColor(emptyDraft(), "navy", true), "navy", "u/1");
    d = { ...d, sizes: [{ ...d.sizes[0]!, colors: ["navy"] }] };
    const emptied = removeImage(d, "navy", "u/1");
    expect(emptied.sizes[0]?.colors).toEqual([]);
    expect(emptied.baseImagesColor).toBe("");
    expect(emptied.colors).toEqual([{ code: "navy", images: [] }]);
    expect(toggleColor(d, "navy", false).colors).toEqual([]);
  });

  it("brings an unticked colour back as it was when it is ticked again before the save", () => {
    let d = addImage(
      addImage(toggleColor(toggleColor(emptyDraft(), "navy", true), "camel", true), "navy", "u/1"),
      "camel",
      "u/2",
    );
    d = {
      ...d,
      sizes: [
        { ...d.sizes[0]!, colors: ["camel", "navy"] },
        { ...emptySize("size-1"), colors: ["navy"] },
      ],
    };
    expect(d.baseImagesColor).toBe("navy");
    const opened = structuredClone(d);

    const off = toggleColor(d, "navy", false);
    expect(off.colors.map((c) => c.code)).toEqual(["camel"]);
    expect(off.sizes.map((s) => s.colors)).toEqual([["camel"], []]);
    expect(off.baseImagesColor).toBe("");
    expect(toInput(off).images).toEqual({ camel: ["u/2"] });

    const back = toggleColor(off, "navy", true);
    expect(back).toEqual(opened);
    expect(hasChanges(back, opened)).toBe(false);

    // A size removed meanwhile stays removed; a base chosen meanwhile stays chosen.
    let moved = removeSize({ ...off, baseImagesColor: "camel" }, 1);
    moved = toggleColor(moved, "navy", true);
    expect(moved.sizes.map((s) => s.colors)).toEqual([["camel", "navy"]]);
    expect(moved.baseImagesColor).toBe("camel");
    // A colour ticked for the first time starts empty.
    expect(toggleColor(d, "ivory", true).colors.find((c) => c.code === "ivory")).toEqual({
      code: "ivory",
      images: [],
    });
  });

  it("ticks a sub-category once, whichever page group it was ticked in", () => {
    const d = toggleSubCategory(toggleSubCategory(emptyDraft(), "coats", true), "coats", true);
    expect(d.subCategories).toEqual(["coats"]);
    expect(toggleSubCategory(d, "coats", false).subCategories).toEqual([]);
  });
});
