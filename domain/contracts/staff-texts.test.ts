// What staff and shoppers write: a required text of zero-width or direction characters alone
// draws nothing on the page, so each contract refuses it as it refuses an empty one; a list of
// sub-categories names each once.
import { describe, expect, it } from "vitest";
import { contactMessageBody } from "./content";
import { productInput, sizeInput, stockCellInput } from "./dashboard-products";
import { footerSchema, heroSchema, socialLinkSchema } from "./design";
import { pageContentSchema } from "./pages";
import { sizeGuideRowSchema, sizeGuideSchema } from "./size-guides";
import { z } from "zod";

// Dropped (zero-width, direction overrides) or kept but drawing nothing alone (a direction mark,
// a joiner, a soft hyphen, the Hangul filler, the empty braille cell).
const INVISIBLE_ONLY = [
  "\u200B\u200B",
  "\u202E",
  "\uFEFF \u2060",
  "\u200E",
  "\u200D",
  "\u00AD",
  "\u3164",
  "\u2800",
];

const fields: [string, z.ZodType][] = [
  ["product description", productInput.shape.description],
  ["product materials", productInput.shape.materials],
  ["product detail", productInput.shape.details.element],
  ["size name", sizeInput.shape.key],
  ["stock cell's size", stockCellInput.shape.size],
  ["page title", pageContentSchema.shape.title],
  ["page body", pageContentSchema.shape.body],
  ["hero image description", heroSchema.shape.alt],
  ["hero headline", heroSchema.shape.headline],
  ["footer hours", footerSchema.shape.hours],
  ["social link label", socialLinkSchema.shape.label],
  ["size guide title", sizeGuideSchema.shape.title],
  ["size guide column", sizeGuideSchema.shape.columns.element],
  ["size guide row", sizeGuideRowSchema.shape.size],
  ["contact message", contactMessageBody.shape.message],
];

describe("required texts refuse invisible characters alone", () => {
  it.each(fields)("%s", (_name, schema) => {
    for (const value of INVISIBLE_ONLY) expect(schema.safeParse(value).success).toBe(false);
    expect(schema.safeParse("Wool").success).toBe(true);
  });

  it("gives an empty field one message, its own", () => {
    expect(heroSchema.shape.alt.safeParse(" ").error?.issues.map((i) => i.message)).toEqual([
      "Describe the image for people who cannot see it.",
    ]);
  });

  it("names a stock cell's size as the size list does", () => {
    expect(sizeInput.shape.key.parse("M\u200B")).toBe("M");
    expect(stockCellInput.shape.size.parse("M\u200B")).toBe("M");
  });

  it("keeps the length limits in the API's description of a request", () => {
    const schema = z.toJSONSchema(productInput, { io: "input", unrepresentable: "any" }) as {
      properties: Record<string, { minLength?: number; maxLength?: number }>;
    };
    expect(schema.properties.description).toMatchObject({ minLength: 1, maxLength: 2000 });
    expect(schema.properties.title).toMatchObject({ minLength: 1, maxLength: 120 });
  });

  it("keeps what staff wrote, without the invisible characters", () => {
    expect(productInput.shape.description.parse("\u202EWool\n\nSilk\u202C")).toBe("Wool\n\nSilk");
    expect(contactMessageBody.shape.message.parse("Hello\u200B\n\nThanks")).toBe("Hello\n\nThanks");
  });
});

describe("a product's sub-categories", () => {
  it("are each named once", () => {
    const subCategories = productInput.shape.subCategories;
    expect(subCategories.safeParse(["coats", "jackets"]).success).toBe(true);
    expect(subCategories.safeParse(["coats", "coats"]).error?.issues[0]?.message).toBe(
      "Each sub-category once.",
    );
  });
});
