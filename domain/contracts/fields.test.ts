import { describe, expect, it } from "vitest";
import { productInput } from "./dashboard-products";
import { calendarDate, PG_INTEGER_MAX, rowNumber } from "./fields";
import { pageContentSchema } from "./pages";

describe("rowNumber", () => {
  it("takes 1 up to PostgreSQL's integer, from a path's text", () => {
    expect(rowNumber().parse("1")).toBe(1);
    expect(rowNumber().parse(String(PG_INTEGER_MAX))).toBe(PG_INTEGER_MAX);
    for (const bad of [
      "0",
      "-3",
      "1.5",
      String(PG_INTEGER_MAX + 1),
      "1e12",
      "abc",
      " 2",
      "0x10",
      "1e3",
      "02",
      "",
    ])
      expect(rowNumber("Not a version number.").safeParse(bad).error?.issues[0]?.message).toBe(
        "Not a version number.",
      );
  });
});

describe("calendarDate", () => {
  it("takes real days between 1900 and 9998", () => {
    for (const ok of ["1900-01-01", "2026-02-28", "9998-12-31"]) expect(calendarDate().parse(ok)).toBe(ok);
    for (const bad of ["0000-01-01", "1899-12-31", "9999-12-31", "2026-02-30", "2026-1-1"])
      expect(calendarDate().safeParse(bad).success).toBe(false);
  });
});

describe("the dashboard's inputs", () => {
  const product = {
    title: "Wrap coat",
    description: "Double-faced wool.",
    materials: "Wool",
    details: [],
    category: "women",
    subCategories: ["coats"],
    basePriceCents: 120_000,
    maxQuantity: 2,
    baseStatus: 1,
    baseImagesColor: "camel",
    images: { camel: ["a.jpg"], black: ["b.jpg"] },
    sizes: [{ key: "M", status: 1, colors: ["camel", "black"] }],
  };

  it("refuses a colour twice in a size, and an image twice in a colour", () => {
    expect(productInput.safeParse(product).success).toBe(true);
    const twiceColour = productInput.safeParse({
      ...product,
      sizes: [{ key: "M", status: 1, colors: ["camel", "black", "camel"] }],
    });
    expect(twiceColour.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["sizes.0.colors", "Each colour once."],
    ]);
    const twiceImage = productInput.safeParse({
      ...product,
      images: { camel: ["a.jpg", "a.jpg"], black: ["b.jpg"] },
    });
    expect(twiceImage.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["images.camel", "Each image once."],
    ]);
  });

  it("refuses a page whose text is only blank space, and keeps other text as written", () => {
    const page = { title: "Returns", summary: "", effectiveFrom: "2026-07-01", body: "  Text\n" };
    expect(pageContentSchema.parse(page).body).toBe("  Text\n");
    const blank = pageContentSchema.safeParse({ ...page, body: " \n\t " });
    expect(blank.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["body", "Please write the text."],
    ]);
  });
});
