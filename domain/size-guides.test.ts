import { describe, expect, it } from "vitest";
import {
  MISSING_MEASUREMENT,
  NO_SIZE_GUIDE,
  defaultSizeGuide,
  guideForSizes,
  type SizeGuideTable,
} from "./size-guides";

const coats: SizeGuideTable = {
  title: "Coats and Tailoring",
  sizeColumn: "Size",
  columns: ["Chest (cm)", "Waist (cm)"],
  rows: [
    { size: "XS", values: ["82–88", "66–72"] },
    { size: "S", values: ["88–94", "72–78"] },
    { size: "M", values: ["94–100", "78–84"] },
    { size: "XL", values: ["106–112", "90–96"] },
    ...["36", "38", "40", "42", "44", "46"].map((size, i) => ({
      size,
      values: [`${84 + 4 * i}`, `${68 + 4 * i}`],
    })),
  ],
  note: "Body measurements.",
};

describe("defaultSizeGuide (decision 60)", () => {
  it.each([
    [["coats", "essentials", "explorePage"], "coats-tailoring"],
    [["blazers", "evening"], "coats-tailoring"],
    [["jackets"], "coats-tailoring"],
    [["dresses"], "coats-tailoring"],
    [["shirts-tops", "shirts"], "coats-tailoring"],
    [["trousers-skirts", "trousers"], "coats-tailoring"],
    [["knitwear", "cashmere"], "knitwear"],
    [["shoes", "winter-edit"], "shoes"],
    [["bags", "evening", "explorePage"], "none"],
    [["accessories", "cashmere"], "none"],
  ] as const)("%j → %s", (subCategories, guide) => {
    expect(defaultSizeGuide(subCategories)).toBe(guide);
  });

  it("lets shoes win over accessories and knitwear over coats, and gives none to untagged products", () => {
    expect(defaultSizeGuide(["accessories", "shoes"])).toBe("shoes");
    expect(defaultSizeGuide(["coats", "knitwear"])).toBe("knitwear");
    expect(defaultSizeGuide(["explorePage", "winter-edit"])).toBe(NO_SIZE_GUIDE);
    expect(defaultSizeGuide([])).toBe(NO_SIZE_GUIDE);
  });
});

describe("guideForSizes (decision 61)", () => {
  it("gives a trench sold in 36–46 the rows 36…46, in the product's order", () => {
    const guide = guideForSizes(coats, ["36", "38", "40", "42", "44", "46"]);
    expect(guide.rows.map((r) => r.size)).toEqual(["36", "38", "40", "42", "44", "46"]);
    expect(guide.rows[0]!.values).toEqual(coats.rows.find((r) => r.size === "36")!.values);
    expect(guide.title).toBe(coats.title);
    expect(guide.columns).toEqual(coats.columns);
  });

  it("gives letter sizes their letter rows, matching case and spaces loosely", () => {
    const guide = guideForSizes(coats, ["xs", " M ", "XL"]);
    expect(guide.rows.map((r) => r.size)).toEqual(["xs", " M ", "XL"]);
    expect(guide.rows[1]!.values).toEqual(coats.rows.find((r) => r.size === "M")!.values);
  });

  it("keeps a sold size with no row, with a dash in every column, and lists a size once", () => {
    const guide = guideForSizes(coats, ["S", "60", "S"]);
    expect(guide.rows.map((r) => r.size)).toEqual(["S", "60"]);
    expect(guide.rows[1]!.values).toEqual(coats.columns.map(() => MISSING_MEASUREMENT));
  });

  it("puts a dash in an empty cell", () => {
    const guide = guideForSizes(
      {
        title: "T",
        sizeColumn: "Size",
        columns: ["A", "B"],
        rows: [{ size: "M", values: ["1", " "] }],
        note: "",
      },
      ["M"],
    );
    expect(guide.rows[0]!.values).toEqual(["1", MISSING_MEASUREMENT]);
  });
});
