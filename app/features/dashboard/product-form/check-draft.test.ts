import { afterEach, describe, expect, it, vi } from "vitest";
import { PRICE_ABOVE_ZERO } from "../../../../domain/contracts/dashboard-products";
import { checkDraft, clearErrors, fieldKey, normalizeFields, toInput } from "./check-draft";
import { emptyDraft, type ProductDraft } from "./form-model";

function validDraft(): ProductDraft {
  return {
    ...emptyDraft(),
    title: "Sculpted Wool Cape",
    description: "A cape cut from double-faced wool.",
    materials: "100% virgin wool.",
    details: [
      { rowId: "a", text: "Unlined" },
      { rowId: "b", text: "  " },
      // Left over too: it shows nothing, so it is not marked as a detail to fill in.
      { rowId: "c", text: "\u200B" },
    ],
    category: "women",
    subCategories: ["coats", "explorePage"],
    price: "2,890.50",
    colors: [
      { code: "black", images: ["u/abc"] },
      { code: "camel", images: ["u/def"] },
    ],
    baseImagesColor: "black",
    sizes: [
      { rowId: "s", key: "S", status: 1, colors: ["black", "camel"], preOrderDate: "2027-01-01" },
      { rowId: "m", key: "M", status: 2, colors: ["black"], preOrderDate: "2027-03-01" },
    ],
  };
}

describe("product draft", () => {
  it("turns a valid draft into the API's input: cents, no blank details, dates only for pre-orders", () => {
    expect(checkDraft(validDraft())).toBeNull();
    const input = toInput(validDraft());
    expect(input.basePriceCents).toBe(289050);
    expect(input.details).toEqual(["Unlined"]);
    expect(input.images).toEqual({ black: ["u/abc"], camel: ["u/def"] });
    expect(input.sizes[0]).not.toHaveProperty("preOrderDate");
    expect(input.sizes[1]?.preOrderDate).toBe("2027-03-01");
  });

  it("names each failing field with the API's paths", () => {
    const draft = validDraft();
    draft.title = "   ";
    draft.price = "12.345";
    draft.colors.push({ code: "navy", images: [] });
    draft.sizes[1]!.preOrderDate = "";
    const errors = checkDraft(draft) ?? {};
    expect(Object.keys(errors).sort()).toEqual(
      ["basePriceCents", "images.navy", "sizes.1.preOrderDate", "title"].sort(),
    );
    expect(errors.title).toBe("Enter a title.");
  });

  describe("a pre-order date is read on the boutique's day", () => {
    afterEach(() => {
      vi.useRealTimers();
    });
    it("takes today in New York at 9 pm, when UTC is already on the next day", () => {
      vi.useFakeTimers({ now: new Date("2026-12-02T02:00:00Z") });
      const draft = validDraft();
      draft.sizes[1]!.preOrderDate = "2026-12-01";
      expect(checkDraft(draft)).toBeNull();
      draft.sizes[1]!.preOrderDate = "2026-11-30";
      expect(checkDraft(draft)?.["sizes.1.preOrderDate"]).toBe("A pre-order date must be today or later.");
    });
  });

  it("refuses a price of $ 0, a pre-order date gone by, and one size written twice in two cases", () => {
    const draft = validDraft();
    draft.price = "0";
    draft.sizes[1]!.preOrderDate = "2020-01-01";
    draft.sizes[0]!.key = "m";
    const errors = checkDraft(draft) ?? {};
    expect(errors.basePriceCents).toBe(PRICE_ABOVE_ZERO);
    expect(errors["sizes.1.preOrderDate"]).toBe("A pre-order date must be today or later.");
    expect(errors.sizes).toBe("Size names must be unique.");
  });

  it("refuses an in-stock size with no colours, with the message on that size", () => {
    const draft = validDraft();
    draft.sizes.push({ rowId: "l", key: "L", status: 1, colors: [], preOrderDate: "" });
    draft.sizes.push({ rowId: "xl", key: "XL", status: 0, colors: [], preOrderDate: "" });
    expect(checkDraft(draft)).toEqual({
      "sizes.2.colors": "A size in stock or on pre-order needs at least one colour.",
    });
    // A colour without pictures is not offered, so it does not count.
    const unpictured = validDraft();
    unpictured.colors.push({ code: "navy", images: [] });
    unpictured.sizes[1]!.colors = ["navy"];
    expect(Object.keys(checkDraft(unpictured) ?? {})).toContain("sizes.1.colors");
  });

  it("asks for a category, a base colour and at least one coloured picture on an empty form", () => {
    const errors = checkDraft(emptyDraft()) ?? {};
    expect(errors).toMatchObject({
      category: "Choose unisex, women or men.",
      images: "Choose a colour and upload its pictures.",
    });
    expect(errors).toHaveProperty("baseImagesColor");
    expect(errors).toHaveProperty("sizes.0.key");
  });

  it("maps nested server paths onto the fields the form shows", () => {
    expect(fieldKey("sizes.0.colors.1")).toBe("sizes.0.colors");
    expect(fieldKey("images.black.0")).toBe("images.black");
    expect(normalizeFields({ "sizes.2.preOrderDate": "x", title: "y" })).toEqual({
      "sizes.2.preOrderDate": "x",
      title: "y",
    });
  });

  it("clears a field's errors and its parts' when it is edited", () => {
    const errors = { sizes: "a", "sizes.0.key": "b", title: "c" };
    expect(clearErrors(errors, ["sizes"])).toEqual({ title: "c" });
    expect(clearErrors(errors, ["description"])).toBe(errors);
  });
});
