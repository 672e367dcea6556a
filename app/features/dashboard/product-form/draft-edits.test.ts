import { describe, expect, it } from "vitest";
import { addImage, removeImage, toggleColor, toggleSubCategory } from "./draft-edits";
import { emptyDraft } from "./form-model";

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

  it("ticks a sub-category once, whichever page group it was ticked in", () => {
    const d = toggleSubCategory(toggleSubCategory(emptyDraft(), "coats", true), "coats", true);
    expect(d.subCategories).toEqual(["coats"]);
    expect(toggleSubCategory(d, "coats", false).subCategories).toEqual([]);
  });
});
